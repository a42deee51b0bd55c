/**
 * The grid every listing of tiles uses: as many columns as fit tiles at least 9.5rem wide (two on a 360 px phone), so a
 * title is never squeezed to one word per line beside its '…' button (issue 15), on a phone or
 * beside the drawer.
 */
export const TILE_GRID_CLASS = 'grid grid-cols-[repeat(auto-fill,minmax(min(9.5rem,100%),1fr))] gap-4';
