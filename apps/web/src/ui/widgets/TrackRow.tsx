import { BREAKPOINTS } from '@indiwave/domain/constants';
import { formatPlaybackTime } from '@indiwave/domain/rules/playback-time';
import { ChevronDown, Headphones, Info } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSessionUser } from '../../lib/session.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { PlayButton } from './PlayButton.tsx';
import { usePlaybackStateOf, usePlayer } from '../../lib/player.ts';
import { openPlaylistDialog } from '../../lib/playlist-dialog.ts';
import { openReportDialog } from '../../lib/report-dialog.ts';
import { openShareDialog } from '../../lib/share-dialog.ts';
import { ClapButton } from './ClapButton.tsx';
import { getWidgetControls, toItemEditPath, toItemPath } from './widget-rules.ts';
import type { WidgetTrack } from './widget-types.ts';
import { BottomSheet } from './BottomSheet.tsx';
import { MoreMenu } from './MoreMenu.tsx';
import { TrackDetails } from './TrackDetails.tsx';
import { toArtworkSizes } from '@indiwave/domain/rules/artwork-sizes';

/** Below 750px the row's details open in a bottom sheet (spec 2 §2.2). */
export const WIDGET_SHEET_QUERY = `(max-width: ${BREAKPOINTS.widget - 1}px)`;
/** Up to the tablet width the details open under the row instead. */
export const WIDGET_TABLET_QUERY = `(max-width: ${BREAKPOINTS.tablet}px)`;

type TrackRowProps = {
  track: WidgetTrack;
  /** The number shown (1-based). */
  position: number;
  /** The songs of the list in order: play starts there, so the queue continues with the next. */
  queueSlugs: string[];
  isHighlighted?: boolean;
  /** Controls of the page that owns the list (remove from playlist …). */
  extra?: ReactNode;
};

/**
 * A numbered track row (spec 2 §2.2): play/pause (playing or paused when it is the current
 * track), artwork, title, artist links, claps and the more-menu; below 750px a details button
 * opens the bottom sheet, on tablets it opens the lyrics and video under the row.
 */
export function TrackRow({ track, position, queueSlugs, isHighlighted = false, extra }: TrackRowProps) {
  const user = useSessionUser();
  const player = usePlayer();
  const detailsId = useId();
  const isPhone = useMediaQuery(WIDGET_SHEET_QUERY);
  const isTablet = useMediaQuery(WIDGET_TABLET_QUERY);
  const [isDetailsOpen, setIsDetailsOpen] = useState(false);
  const playback = usePlaybackStateOf([track.slug]);
  const controls = getWidgetControls(user, {
    kind: 'song',
    slug: track.slug,
    isOwner: track.isOwner ?? false,
    isVariousArtists: track.isVariousArtists,
    hasAgreement: track.hasAgreement,
  });
  const firstArtist = track.artists[0];
  const startIndex = Math.max(0, queueSlugs.indexOf(track.slug));
  const hasDetails = Boolean(track.lyrics?.trim() || track.video || track.artists.length > 0);
  const isPlayable = track.isPlayable ?? true;

  return (
    <li
      id={`track-${track.slug}`}
      aria-current={isHighlighted ? 'true' : undefined}
      className={`rounded-xl px-2 py-2 ${isHighlighted ? 'bg-accent/20 ring-1 ring-accent' : ''}`}
    >
      <div className="flex items-center gap-2 md:gap-3">
        <span className="w-5 shrink-0 text-right text-sm text-fg-muted md:w-6">{position}</span>
        {isPlayable ? (
          <PlayButton
            slugs={queueSlugs}
            startIndex={startIndex}
            stateSlugs={[track.slug]}
            label={track.title}
            className="grid size-9 shrink-0 place-items-center rounded-full bg-accent text-accent-fg hover:bg-accent-strong disabled:opacity-50 [&>svg]:size-4"
          />
        ) : (
          <span className="size-9 shrink-0" />
        )}
        <img loading="lazy" decoding="async" {...toArtworkSizes(track.image, '44px')} src={track.image} alt="" className="size-11 shrink-0 rounded-lg object-cover max-md:hidden" width={44} height={44} />
        {/* w-0: a long title must not widen the page on phones; it truncates instead. */}
        <div className="w-0 min-w-0 flex-1">
          <Link to={`/songs/${track.slug}`} className={`block truncate font-medium hover:underline ${playback !== 'none' ? 'text-accent-soft' : 'text-fg'}`}>
            {track.title}
          </Link>
          <span className="block truncate text-xs text-fg-muted">
            {track.artists.map((artist, index) => (
              <span key={artist.slug}>
                {index > 0 && ', '}
                {controls.canShowArtistLink ? (
                  <Link to={`/${artist.slug}`} className="hover:text-fg hover:underline">
                    {artist.name}
                  </Link>
                ) : (
                  artist.name
                )}
              </span>
            ))}
          </span>
        </div>
        {track.plays !== undefined && (
          <span className="flex items-center gap-1 text-xs text-fg-muted max-md:hidden">
            <Headphones aria-hidden size={12} /> {track.plays} <span className="sr-only">plays</span>
          </span>
        )}
        {track.duration !== undefined && <span className="text-sm text-fg-muted max-md:hidden">{formatPlaybackTime(track.duration)}</span>}
        <ClapButton type="song" slug={track.slug} label={track.title} mine={track.mine} total={track.total} size="sm" />
        {extra}
        {isTablet && hasDetails && (
          <button
            type="button"
            className="grid size-9 shrink-0 place-items-center rounded-full text-fg-muted hover:bg-surface-raised hover:text-fg"
            aria-label={`Details of ${track.title}`}
            aria-expanded={isPhone ? undefined : isDetailsOpen}
            aria-controls={isPhone ? undefined : detailsId}
            onClick={() => setIsDetailsOpen((value) => !value)}
          >
            {isPhone ? <Info aria-hidden size={18} /> : <ChevronDown aria-hidden size={18} className={isDetailsOpen ? 'rotate-180' : ''} />}
          </button>
        )}
        <MoreMenu
          label={track.title}
          onAddToQueue={isPlayable ? () => void player.store.getState().enqueueTracks([track.slug]) : undefined}
          onAddToPlaylist={() => openPlaylistDialog([track.slug])}
          editPath={controls.canEdit ? toItemEditPath('song', track.slug, track.albumSlug) : undefined}
          artistPath={controls.canGoToArtist && firstArtist ? `/${firstArtist.slug}` : undefined}
          onShare={() => openShareDialog({ type: 'song', slug: track.slug })}
          onReport={() => openReportDialog(toItemPath('song', track.slug))}
        />
      </div>
      {isTablet && !isPhone && isDetailsOpen && (
        <div id={detailsId} className="mt-3 pl-9">
          <TrackDetails track={track} canShowArtistLink={controls.canShowArtistLink} />
        </div>
      )}
      {isPhone && (
        <BottomSheet isOpen={isDetailsOpen} onClose={() => setIsDetailsOpen(false)} title={track.title}>
          <div className="grid gap-4">
            <div className="flex items-center gap-4">
              <img decoding="async" {...toArtworkSizes(track.image, '96px')} src={track.image} alt={`Artwork of ${track.title}`} className="size-24 rounded-xl object-cover" width={96} height={96} />
              <div className="min-w-0">
                <p className="truncate text-sm text-fg-muted">{track.artists.map((artist) => artist.name).join(', ')}</p>
                {isPlayable && <PlayButton slugs={queueSlugs} startIndex={startIndex} stateSlugs={[track.slug]} label={track.title} isTextShown />}
              </div>
            </div>
            <TrackDetails track={track} canShowArtistLink={controls.canShowArtistLink} />
          </div>
        </BottomSheet>
      )}
    </li>
  );
}
