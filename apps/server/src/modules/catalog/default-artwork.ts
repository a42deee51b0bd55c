import type { StoragePort } from '../../platform/storage/storage.port.ts';
import { renderSvgArtwork, storeArtworkVariants } from './artwork-image.ts';
import { DEFAULT_ARTWORK_PREFIX, listArtworkKeys } from './media-urls.ts';

/** The default artwork: a quiet gradient with a note, drawn here so no binary file ships in the repository. */
const DEFAULT_ARTWORK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" viewBox="0 0 500 500">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3a3f58"/><stop offset="1" stop-color="#161822"/></linearGradient></defs>
  <rect width="500" height="500" fill="url(#g)"/>
  <circle cx="250" cy="250" r="150" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="40"/>
  <path d="M285 150v150a45 45 0 1 1-22-39V185l-70 16v119a45 45 0 1 1-22-39V183z" fill="#ffffff" fill-opacity="0.85"/>
</svg>`;

/** Writes the default artwork sizes into the store when they are missing (at start, once). */
export async function ensureDefaultArtwork(storage: StoragePort): Promise<void> {
  const present = await Promise.all(listArtworkKeys(DEFAULT_ARTWORK_PREFIX).map((key) => storage.stat(key)));
  if (present.every(Boolean)) return;
  await storeArtworkVariants(storage, DEFAULT_ARTWORK_PREFIX, await renderSvgArtwork(DEFAULT_ARTWORK_SVG));
}
