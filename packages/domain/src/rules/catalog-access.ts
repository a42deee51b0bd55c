/** What the edit and download rules read of a song or album (spec 2 §6). */
export type CatalogItemFlags = {
  /** The viewer owns it (is_same_artist / is_owner). */
  isOwner: boolean;
  /** A various-artists compilation (various_art). */
  isVariousArtists: boolean;
  /** Tied to a signed distribution agreement (agreement). */
  hasAgreement: boolean;
};

/**
 * Edit shows only for the artist who owns the song or album, and never for various-artist
 * items or items with an agreement (spec 2 §6). The server applies the same rule to PUT and
 * DELETE (docs/decisions.md).
 */
export function canEditItem(item: CatalogItemFlags): boolean {
  return item.isOwner && !item.isVariousArtists && !item.hasAgreement;
}

/** The download entry shows when the item is downloadable and has tracks (spec 2 §6); a song is its own track. */
export function canDownloadItem(item: { isDownloadable: boolean; trackCount: number }): boolean {
  return item.isDownloadable && item.trackCount > 0;
}
