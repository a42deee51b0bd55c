import type { ClapType } from '@indiwave/domain/contract/social';
import type { VideoDetail } from '@indiwave/domain/contract/videos';
import { Link } from 'react-router';
import { useSessionUser } from '../../lib/session.ts';
import { useSlots } from '../../lib/slots.ts';
import { PlayButton } from './PlayButton.tsx';
import { usePlayer } from '../../lib/player.ts';
import { openPlaylistDialog } from '../../lib/playlist-dialog.ts';
import { openReportDialog } from '../../lib/report-dialog.ts';
import { openShareDialog } from '../../lib/share-dialog.ts';
import { ClapButton } from './ClapButton.tsx';
import { cutTileTitle, getWidgetControls, toItemEditPath, toItemPath, type WidgetKind } from './widget-rules.ts';
import type { WidgetArtist } from './widget-types.ts';
import { MoreMenu } from './MoreMenu.tsx';
import { toArtworkSizes } from '@indiwave/domain/rules/artwork-sizes';

/** A song, album, playlist or video as a tile shows it. */
export type TileItem = {
  kind: WidgetKind;
  slug: string;
  title: string;
  image: string;
  artists: WidgetArtist[];
  /** The songs its play button plays (a song: itself; an album or playlist: its tracks); none for videos. */
  playSlugs: string[];
  mine: number;
  total: number;
  isOwner?: boolean;
  isVariousArtists?: boolean;
  hasAgreement?: boolean;
  /** A line under the artist ('12 tracks', 'Private' …). */
  note?: string;
  /** A video's detail: its play button opens the video pop-up. */
  video?: VideoDetail;
};

const PLAY_BUTTON_CLASS = 'grid size-11 place-items-center rounded-full bg-accent text-accent-fg shadow-lg hover:bg-accent-strong disabled:opacity-50';

/** A video tile's play button, from the video pop-up's feature (lib/slots.ts). */
function TileVideoPlay({ video }: { video: VideoDetail }) {
  const { VideoPlayButton } = useSlots();
  return <VideoPlayButton video={video} className={PLAY_BUTTON_CLASS} />;
}

/** The tile variants (spec 2 §2.2): a listing tile, the larger spotlight and the embed's compact tile. */
export type TileVariant = 'listing' | 'spotlight' | 'embed';

const ART_SIZE: Record<TileVariant, number> = { listing: 250, spotlight: 350, embed: 120 };
/**
 * How wide the artwork shows, for the browser's pick among the stored sides: listing tiles fill
 * TILE_GRID_CLASS's columns (two on a phone, about 12rem beside the drawer), spotlight tiles one,
 * two or three columns.
 */
const ART_SIZES: Record<TileVariant, string> = {
  listing: '(max-width:40rem) 50vw,12rem',
  spotlight: '(max-width:40rem) 100vw,(max-width:64rem) 50vw,22rem',
  embed: '120px',
};

/**
 * A tile of a song, album, playlist or video (spec 2 §2.2): artwork with play/pause, title
 * (listing tiles cut it at 27 characters plus '..'), artist links, claps and the more-menu.
 * Used for listings, the spotlight, playlist cards and the embeds.
 */
export function ItemTile({ item, variant = 'listing', isAboveFold = false }: { item: TileItem; variant?: TileVariant; /** The first tiles a page shows: fetched at once, not lazily. */ isAboveFold?: boolean }) {
  const user = useSessionUser();
  const player = usePlayer();
  const controls = getWidgetControls(user, {
    kind: item.kind,
    slug: item.slug,
    // Lists that do not say whose an item is (an artist's songs, the library): the viewer's own when they are its one artist.
    isOwner: item.isOwner ?? (user !== null && item.kind !== 'playlist' && item.artists.length === 1 && item.artists[0]?.slug === user.slug),
    isVariousArtists: item.isVariousArtists,
    hasAgreement: item.hasAgreement,
  });
  const title = variant === 'listing' ? cutTileTitle(item.title) : item.title;
  const path = toItemPath(item.kind, item.slug);
  const firstArtist = item.artists[0];
  const size = ART_SIZE[variant];
  const isEmbed = variant === 'embed';
  const hasSongs = item.playSlugs.length > 0;

  return (
    <article className={isEmbed ? 'flex items-center gap-4' : 'group grid gap-2'} aria-label={item.title}>
      <div className="relative shrink-0" style={isEmbed ? { width: size } : undefined}>
        <Link to={path} tabIndex={-1} aria-hidden>
          <img
            loading={isAboveFold ? undefined : 'lazy'}
            decoding="async"
            {...toArtworkSizes(item.image, ART_SIZES[variant])}
            src={item.image}
            alt=""
            width={size}
            height={size}
            className="aspect-square w-full rounded-xl border border-border bg-surface-raised object-cover"
          />
        </Link>
        {hasSongs && (
          <div className="absolute right-2 bottom-2">
            <PlayButton slugs={item.playSlugs} label={item.title} className={PLAY_BUTTON_CLASS} />
          </div>
        )}
        {item.video && !isEmbed && (
          <div className="absolute right-2 bottom-2">
            <TileVideoPlay video={item.video} />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-1">
          <div className="min-w-0 flex-1">
            <Link to={path} className={`block font-semibold text-fg hover:underline ${variant === 'spotlight' ? 'text-xl' : ''} ${variant === 'listing' ? '' : 'truncate'}`} title={item.title}>
              {title}
            </Link>
            <p className="truncate text-sm text-fg-muted">
              {item.artists.map((artist, index) => (
                <span key={artist.slug}>
                  {index > 0 && ', '}
                  {controls.canShowArtistLink && item.kind !== 'playlist' ? (
                    <Link to={`/${artist.slug}`} className="hover:text-fg hover:underline">
                      {artist.name}
                    </Link>
                  ) : (
                    artist.name
                  )}
                </span>
              ))}
            </p>
            {item.note && <p className="text-xs text-fg-muted">{item.note}</p>}
          </div>
          {!isEmbed && (
            <MoreMenu
              label={item.title}
              onAddToQueue={hasSongs ? () => void player.store.getState().enqueueTracks(item.playSlugs) : undefined}
              onAddToPlaylist={hasSongs ? () => openPlaylistDialog(item.playSlugs) : undefined}
              editPath={controls.canEdit ? toItemEditPath(item.kind, item.slug) : undefined}
              artistPath={controls.canGoToArtist && firstArtist ? `/${firstArtist.slug}` : undefined}
              // Share and Report Abuse show for everyone, on a tile as on the item's page (spec 2 §6).
              onShare={() => openShareDialog({ type: item.kind, slug: item.slug })}
              onReport={() => openReportDialog(path)}
            />
          )}
        </div>
        <div className="mt-1">
          <ClapButton type={item.kind as ClapType} slug={item.slug} label={item.title} mine={item.mine} total={item.total} size="sm" />
        </div>
      </div>
    </article>
  );
}
