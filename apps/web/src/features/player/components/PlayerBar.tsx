import {
  Hand,
  ListMusic,
  LoaderCircle,
  Maximize2,
  Minimize2,
  Pause,
  Play,
  SkipBack,
  SkipForward,
  Square,
  Volume2,
  VolumeX,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  PLAYER_DURATION_PLACEHOLDER,
  PLAYER_SEEK_FALLBACK_MAX,
  PLAYER_TIME_PLACEHOLDER,
} from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { usePlayerClaps } from '../api/get-claps.ts';
import { formatPlayerTime } from '../queue-rules.ts';
import { useCurrentSong, usePlayer, usePlayerState } from '../../../lib/player.ts';
import { useAudioProgress } from '../use-audio-progress.ts';
import { CoverArt } from './CoverArt.tsx';
import { LyricsDialog } from './LyricsDialog.tsx';
import { QueuePanel } from './QueuePanel.tsx';

const ICON_BUTTON =
  'flex size-9 shrink-0 items-center justify-center rounded-full text-fg hover:bg-surface-raised disabled:opacity-40';
const RANGE = 'h-1.5 cursor-pointer accent-accent';

function TransportButtons({ isCompact }: { isCompact: boolean }) {
  const status = usePlayerState((state) => state.status);
  const store = usePlayer().store.getState;
  const isLoading = status === 'loading';
  const isPlaying = status === 'playing';
  return (
    <div className="flex items-center gap-1">
      <button type="button" onClick={() => store().previous()} aria-label="Previous" className={ICON_BUTTON}>
        <SkipBack aria-hidden="true" size={18} />
      </button>
      <button
        type="button"
        onClick={() => store().togglePlayback()}
        aria-label={isPlaying || isLoading ? 'Pause' : 'Play'}
        className="relative flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-fg hover:bg-accent-strong"
      >
        {isLoading ? (
          <LoaderCircle data-testid="player-spinner" aria-hidden="true" size={22} className="animate-spin" />
        ) : isPlaying ? (
          <Pause aria-hidden="true" size={20} />
        ) : (
          <Play aria-hidden="true" size={20} />
        )}
      </button>
      <button type="button" onClick={() => store().next()} aria-label="Next" className={ICON_BUTTON}>
        <SkipForward aria-hidden="true" size={18} />
      </button>
      {!isCompact && (
        <button type="button" onClick={() => store().stop()} aria-label="Stop" className={ICON_BUTTON}>
          <Square aria-hidden="true" size={16} />
        </button>
      )}
    </div>
  );
}

function SeekBar({ isCompact }: { isCompact: boolean }) {
  const { store } = usePlayer();
  const progress = useAudioProgress();
  const { currentTime } = progress;
  // Until the audio has loaded its metadata (after a reload, before play), the song's known length stands in.
  const knownDuration = usePlayerState((state) => state.queue[state.currentIndex]?.duration ?? 0);
  const duration = progress.duration > 0 ? progress.duration : knownDuration;
  const hasDuration = duration > 0;
  const max = hasDuration ? duration : PLAYER_SEEK_FALLBACK_MAX;
  const slider = (
    <input
      type="range"
      min={0}
      max={max}
      step="any"
      value={Math.min(currentTime, max)}
      onChange={(event) => store.getState().seek(Number(event.target.value))}
      aria-label="Seek"
      aria-valuetext={`${formatPlayerTime(currentTime)} of ${hasDuration ? formatPlayerTime(duration) : PLAYER_DURATION_PLACEHOLDER}`}
      className={`${RANGE} w-full`}
    />
  );
  if (isCompact) return <div className="absolute inset-x-0 -top-1.5 flex">{slider}</div>;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 text-xs text-fg-muted tabular-nums">
      <span data-testid="player-current-time">
        {currentTime > 0 ? formatPlayerTime(currentTime) : PLAYER_TIME_PLACEHOLDER}
      </span>
      {slider}
      <span data-testid="player-duration">
        {hasDuration ? formatPlayerTime(duration) : PLAYER_DURATION_PLACEHOLDER}
      </span>
    </div>
  );
}

function VolumeControls({ isCompact }: { isCompact: boolean }) {
  const { store } = usePlayer();
  const volume = usePlayerState((state) => state.volume);
  const isMuted = usePlayerState((state) => state.isMuted);
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        onClick={() => store.getState().toggleMute()}
        aria-label={isMuted ? 'Unmute' : 'Mute'}
        aria-pressed={isMuted}
        className={ICON_BUTTON}
      >
        {isMuted ? <VolumeX aria-hidden="true" size={18} /> : <Volume2 aria-hidden="true" size={18} />}
      </button>
      {!isCompact && (
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={isMuted ? 0 : Math.round(volume * 100)}
          onChange={(event) => store.getState().setVolume(Number(event.target.value) / 100)}
          aria-label="Volume"
          aria-valuetext={`${isMuted ? 0 : Math.round(volume * 100)}%`}
          className={`${RANGE} w-24`}
        />
      )}
    </div>
  );
}

function ClapCount({ slug }: { slug: string }) {
  const claps = usePlayerClaps(slug);
  const fallback = usePlayerState((state) => state.queue[state.currentIndex]?.song_likes ?? 0);
  const total = claps.data?.total_claps ?? fallback;
  return (
    <span
      data-testid="player-claps"
      className="inline-flex items-center gap-1 text-xs text-fg-muted"
      aria-label={`${total} claps`}
    >
      <Hand aria-hidden="true" size={12} />
      {total}
    </span>
  );
}

/**
 * The bottom player bar (spec 1 §2.7): 84px high (64px on phones), with the cover, title and
 * artist links, the transport, stop, mute and volume (80% at first), full screen and back,
 * the seek slider and times, the clap count, and the queue. 'Update Required' replaces the
 * seek bar when the browser plays neither rendition; an empty queue gets its own controls.
 */
export function PlayerBar() {
  const song = useCurrentSong();
  const queueLength = usePlayerState((state) => state.queue.length);
  const isUnsupported = usePlayerState((state) => state.isUnsupported);
  const isMobile = useIsMobile();
  const [isQueueOpen, setIsQueueOpen] = useState(false);
  const [isFullScreen, setIsFullScreen] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const queueId = useId();
  const isEmpty = queueLength === 0;

  // Esc (or the browser's own control) leaves full screen: the bar follows.
  useEffect(() => {
    const handleChange = () => {
      if (!document.fullscreenElement) setIsFullScreen(false);
    };
    document.addEventListener('fullscreenchange', handleChange);
    return () => document.removeEventListener('fullscreenchange', handleChange);
  }, []);

  const handleFullScreen = () => {
    setIsFullScreen(true);
    rootRef.current?.requestFullscreen?.().catch(() => {
      // No Fullscreen API (iOS): the bar still fills the window.
    });
  };
  const handleRestore = () => {
    setIsFullScreen(false);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  };

  const songPath = song ? `/songs/${song.slug_usersong}` : '/songs';
  const coverSize = isFullScreen ? (isMobile ? 240 : 320) : isMobile ? 44 : 60;

  return (
    <>
      <section
        ref={rootRef}
        aria-label="Player"
        data-player-bar
        className={
          isFullScreen
            ? 'fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-bg p-6'
            : 'fixed inset-x-0 bottom-0 z-40 flex h-[var(--player-height)] items-center gap-3 border-t border-border bg-surface px-3 md:px-4'
        }
      >
        {isEmpty ? (
          <>
            <p className="flex-1 text-sm text-fg-muted">
              Your queue is empty.{' '}
              <Link to="/songs" className="font-semibold text-accent-soft hover:underline">
                Find songs to play
              </Link>
            </p>
            <VolumeControls isCompact={isMobile} />
          </>
        ) : (
          <>
            {isMobile && !isFullScreen && !isUnsupported && <SeekBar isCompact />}
            <div
              className={`flex min-w-0 items-center gap-3 ${isFullScreen ? 'flex-col text-center' : 'flex-1 md:max-w-72 md:flex-none'}`}
            >
              <Link to={songPath} aria-label={song ? `Go to ${song.title}` : 'Go to songs'} className="shrink-0">
                <CoverArt src={song?.image} size={coverSize} />
              </Link>
              {song && (
                <div className="min-w-0">
                  <Link to={songPath} className="block truncate text-sm font-semibold text-fg hover:underline">
                    {song.title}
                  </Link>
                  <div className="flex items-center gap-2">
                    <Link
                      to={`/${song.slug_username}`}
                      className="block truncate text-xs text-fg-muted hover:underline"
                    >
                      {song.full_name}
                    </Link>
                    {!isMobile && <ClapCount slug={song.slug_usersong} />}
                  </div>
                </div>
              )}
            </div>
            <TransportButtons isCompact={isMobile && !isFullScreen} />
            {isUnsupported ? (
              <div role="alert" className="min-w-0 flex-1 text-xs">
                <p className="font-semibold text-danger">{MESSAGES.updateRequired}</p>
                <p className="truncate text-fg-muted">{MESSAGES.updateRequiredDetail}</p>
              </div>
            ) : (
              (!isMobile || isFullScreen) && <SeekBar isCompact={false} />
            )}
            <div className="flex items-center gap-1">
              {song && song.lyrics.trim() !== '' && (
                <LyricsDialog title={song.title} artist={song.full_name} lyrics={song.lyrics} />
              )}
              {(!isMobile || isFullScreen) && <VolumeControls isCompact={false} />}
              {!isMobile &&
                (isFullScreen ? (
                  <button type="button" onClick={handleRestore} aria-label="Restore screen" className={ICON_BUTTON}>
                    <Minimize2 aria-hidden="true" size={18} />
                  </button>
                ) : (
                  <button type="button" onClick={handleFullScreen} aria-label="Full screen" className={ICON_BUTTON}>
                    <Maximize2 aria-hidden="true" size={18} />
                  </button>
                ))}
              {isMobile && isFullScreen && (
                <button type="button" onClick={handleRestore} aria-label="Restore screen" className={ICON_BUTTON}>
                  <Minimize2 aria-hidden="true" size={18} />
                </button>
              )}
              {!isFullScreen && (
                <button
                  type="button"
                  onClick={() => setIsQueueOpen((value) => !value)}
                  aria-label="Queue"
                  aria-expanded={isQueueOpen}
                  aria-controls={isQueueOpen ? queueId : undefined}
                  className={ICON_BUTTON}
                >
                  <ListMusic aria-hidden="true" size={18} />
                </button>
              )}
            </div>
          </>
        )}
      </section>
      {isQueueOpen && !isEmpty && !isFullScreen && (
        <QueuePanel id={queueId} isMobile={isMobile} onClose={() => setIsQueueOpen(false)} />
      )}
    </>
  );
}
