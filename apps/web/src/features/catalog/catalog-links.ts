import { canEditItem, type CatalogItemFlags } from '@indiwave/domain/rules/catalog-access';
import { isArtistOrBand, type SessionUser } from '../../lib/session.ts';

/** Where a song is edited (spec 2 §2.2). */
export function toSongEditPath(slug: string): string {
  return `/upload/song?slug=${encodeURIComponent(slug)}`;
}

/** Where an album is edited (spec 2 §2.2, with its trailing slash). */
export function toAlbumEditPath(slug: string): string {
  return `/upload/album/?slug=${encodeURIComponent(slug)}`;
}

/** Where a video is edited (ours: the video form with the slug, as songs do). */
export function toVideoEditPath(slug: string): string {
  return `/upload/video?slug=${encodeURIComponent(slug)}`;
}

/**
 * Whether the viewer gets Edit and Delete on an item (spec 2 §6): a signed-in artist or band
 * who owns it, and never for various-artist items or items with an agreement.
 */
export function canViewerEdit(viewer: SessionUser | null, item: CatalogItemFlags): boolean {
  return isArtistOrBand(viewer) && canEditItem(item);
}
