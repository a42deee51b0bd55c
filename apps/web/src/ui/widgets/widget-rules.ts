import { LYRICS_THRESHOLD, TILE_TITLE_CUT } from '@indiwave/domain/constants';
import { canDownloadItem, canEditItem } from '@indiwave/domain/rules/catalog-access';
import { HIDDEN_ARTIST_TRACK_SLUGS } from '../../lib/config.ts';
import { isArtistOrBand, type SessionUser } from '../../lib/session.ts';

/** What a widget shows: a song, an album, a playlist or a video. */
export type WidgetKind = 'song' | 'album' | 'playlist' | 'video';

/** Listing tiles cut titles over 27 characters to 27 plus '..' (spec 2 §9). */
export function cutTileTitle(title: string): string {
  return title.length > TILE_TITLE_CUT ? `${title.slice(0, TILE_TITLE_CUT)}..` : title;
}

/** What the show/hide rules of spec 2 §6 read of an item. */
export type WidgetItemFlags = {
  kind: WidgetKind;
  /** The track's slug (songs); two configured slugs hide the artist link. */
  slug: string;
  /** The viewer owns it (is_same_artist / is_owner); for playlists, the same-artist flag. */
  isOwner: boolean;
  isVariousArtists?: boolean;
  hasAgreement?: boolean;
  isDownloadable?: boolean;
  trackCount?: number;
};

/** Which controls of a widget show for a viewer (spec 2 §6 'Hidden or shown controls on widgets'). */
export type WidgetControls = {
  canEdit: boolean;
  canGoToArtist: boolean;
  canShowArtistLink: boolean;
  canDownload: boolean;
  /** Claps are interactive when signed in, a read-only count otherwise. */
  canClap: boolean;
};

/**
 * The show/hide rules of spec 2 §6: Edit for a signed-in artist who owns the song or album
 * (never various-artist or agreement items), for playlists when the same-artist flag is set;
 * 'Go to Artist Profile' hidden for playlists and various-artist items; download when
 * downloadable with tracks; the configured track slugs hide the artist link.
 */
export function getWidgetControls(viewer: SessionUser | null, item: WidgetItemFlags): WidgetControls {
  const isVariousArtists = item.isVariousArtists ?? false;
  const canEdit =
    item.kind === 'playlist'
      ? viewer !== null && item.isOwner
      : isArtistOrBand(viewer) && canEditItem({ isOwner: item.isOwner, isVariousArtists, hasAgreement: item.hasAgreement ?? false });
  const canShowArtistLink = !(item.kind === 'song' && HIDDEN_ARTIST_TRACK_SLUGS.includes(item.slug));
  return {
    canEdit,
    canGoToArtist: item.kind !== 'playlist' && !isVariousArtists && canShowArtistLink,
    canShowArtistLink,
    canDownload: canDownloadItem({ isDownloadable: item.isDownloadable ?? false, trackCount: item.trackCount ?? (item.kind === 'song' ? 1 : 0) }),
    canClap: viewer !== null,
  };
}

/** Where an item's page is (spec 1 §2.1 detail prefixes). */
export function toItemPath(kind: WidgetKind, slug: string): string {
  const prefix = { song: 'songs', album: 'albums', playlist: 'playlists', video: 'video-songs' }[kind];
  return `/${prefix}/${slug}`;
}

/** Where an item is edited (spec 2 §2.2 edit links); a track inside an album opens the album. */
export function toItemEditPath(kind: WidgetKind, slug: string, albumSlug?: string | null): string {
  if (kind === 'song' && albumSlug) return `/albums/${albumSlug}?trackSlug=${encodeURIComponent(slug)}`;
  if (kind === 'song') return `/upload/song?slug=${encodeURIComponent(slug)}`;
  if (kind === 'album') return `/upload/album/?slug=${encodeURIComponent(slug)}`;
  if (kind === 'playlist') return `/edit-playlist?slug=${encodeURIComponent(slug)}`;
  return `/upload/video?slug=${encodeURIComponent(slug)}`;
}

/** Lyrics get the 'Full Text' / 'Show Less' toggle only past 200 characters (spec 2 §2.2). */
export function hasLyricsToggle(lyrics: string): boolean {
  return lyrics.trim().length > LYRICS_THRESHOLD;
}
