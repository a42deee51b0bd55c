import { YOUTUBE_PLAYER } from '@indiwave/domain/constants';
import { ExternalLink, Maximize2, MessageSquare, Minimize2, Share2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { loadYouTubeIframeApi } from '../../../lib/youtube-iframe-api.ts';
import { openShareDialog } from '../../../lib/share-dialog.ts';
import { ClapButton } from '../../../ui/widgets/ClapButton.tsx';
import { useVideoPopupStore, type PopupVideo } from '../store.ts';

type PlayerState = 'loading' | 'api' | 'fallback' | 'failed';

const ICON_BUTTON = 'inline-flex size-9 items-center justify-center rounded-full text-fg hover:bg-surface-raised';

/** The privacy-enhanced embed address, for the plain player used when the API cannot load. */
export function toFallbackEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&playsinline=1&rel=0`;
}

/**
 * The YouTube player of the pop-up: the IFrame API player (640x390, autoplay) when its script
 * loads, else a plain embed (spec 2 §8: a failed helper script load is ignored); a video that
 * cannot load is marked so.
 */
function YouTubeFrame({ video }: { video: PopupVideo }) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PlayerState>('loading');

  useEffect(() => {
    let isCurrent = true;
    let destroy: (() => void) | undefined;
    loadYouTubeIframeApi()
      .then((YT) => {
        if (!isCurrent || !mountRef.current) return;
        const target = document.createElement('div');
        mountRef.current.replaceChildren(target);
        const player = new YT.Player(target, {
          ...YOUTUBE_PLAYER,
          videoId: video.youtubeId,
          host: 'https://www.youtube-nocookie.com',
          playerVars: { autoplay: 1, playsinline: 1, rel: 0 },
          events: { onError: () => isCurrent && setState('failed') },
        });
        destroy = () => player.destroy();
        setState('api');
      })
      .catch(() => isCurrent && setState('fallback'));
    return () => {
      isCurrent = false;
      destroy?.();
    };
  }, [video.youtubeId]);

  return (
    <div className="relative aspect-[640/390] w-full bg-black [&_iframe]:absolute [&_iframe]:inset-0 [&_iframe]:size-full">
      <div ref={mountRef} className="absolute inset-0" data-testid="video-popup-player" />
      {state === 'fallback' && (
        <iframe
          src={toFallbackEmbedUrl(video.youtubeId)}
          title={`${video.title} on YouTube`}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
      {state === 'loading' && (
        <p className="absolute inset-0 grid place-items-center text-sm text-fg-muted">Loading the video…</p>
      )}
      {state === 'failed' && (
        <p className="absolute inset-0 grid place-items-center p-4 text-center text-sm text-fg">
          This video could not be loaded.
        </p>
      )}
    </div>
  );
}

/**
 * The video pop-up (spec 2 §2.2): the player under a title and artist header, with close and
 * minimise, a footer with the comment link, clap and share, and a link to the video's page. It floats
 * over the pages (not modal), so people keep browsing while it plays; minimised, the video
 * keeps playing behind a small bar.
 */
export function VideoPopup() {
  const video = useVideoPopupStore((state) => state.video);
  const isMinimised = useVideoPopupStore((state) => state.isMinimised);
  const closeVideo = useVideoPopupStore((state) => state.closeVideo);
  const toggleMinimised = useVideoPopupStore((state) => state.toggleMinimised);
  const titleId = useId();

  useEffect(() => {
    if (!video) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('[role="dialog"][aria-modal="true"]')) closeVideo();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [video, closeVideo]);

  if (!video) return null;
  const pagePath = `/video-songs/${video.slug}`;

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="fixed right-0 bottom-[calc(var(--player-offset,0px)+0.5rem)] z-50 w-full overflow-hidden rounded-t-2xl border border-border bg-surface shadow-2xl sm:right-4 sm:bottom-[calc(var(--player-offset,0px)+1rem)] sm:rounded-2xl"
      style={{ maxWidth: YOUTUBE_PLAYER.width }}
    >
      <header className="flex items-center gap-2 px-3 py-2">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-sm font-semibold text-fg">
            {video.title}
          </h2>
          <Link to={`/${video.artistSlug}`} className="block truncate text-xs text-fg-muted hover:underline">
            {video.artist}
          </Link>
        </div>
        <button
          type="button"
          className={ICON_BUTTON}
          onClick={toggleMinimised}
          aria-label={isMinimised ? 'Restore video' : 'Minimise video'}
        >
          {isMinimised ? <Maximize2 className="size-4" aria-hidden /> : <Minimize2 className="size-4" aria-hidden />}
        </button>
        <button type="button" className={ICON_BUTTON} onClick={closeVideo} aria-label="Close video">
          <X className="size-5" aria-hidden />
        </button>
      </header>
      {/* Minimised, the player stays mounted (and playing) but takes no room. */}
      <div className={isMinimised ? 'h-0 overflow-hidden' : ''} inert={isMinimised} data-testid="video-popup-body">
        <YouTubeFrame video={video} />
        <footer className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
          <Link to={`${pagePath}#comments`} className="inline-flex items-center gap-1.5 text-fg-muted hover:text-fg">
            <MessageSquare className="size-4" aria-hidden /> Comments
          </Link>
          {video.claps && (
            <ClapButton
              type="video"
              slug={video.slug}
              label={video.title}
              mine={video.claps.mine}
              total={video.claps.total}
              size="sm"
            />
          )}
          <button
            type="button"
            onClick={() => openShareDialog({ type: 'video', slug: video.slug })}
            className="inline-flex items-center gap-1.5 text-fg-muted hover:text-fg"
          >
            <Share2 className="size-4" aria-hidden /> Share
          </button>
          <Link
            to={pagePath}
            className="ml-auto inline-flex items-center gap-1.5 font-semibold text-accent-soft hover:underline"
          >
            Video page <ExternalLink className="size-4" aria-hidden />
          </Link>
        </footer>
      </div>
    </section>
  );
}

/** The layout's lazy entry: the pop-up and what it brings load only once a video is opened. */
export default VideoPopup;
