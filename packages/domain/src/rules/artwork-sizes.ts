import { ARTWORK_SIDES } from '../constants.ts';

/** The side of a detail page's artwork box in CSS pixels: the page's largest picture above the fold. */
export const DETAIL_ARTWORK_PX = 256;

// The server stores every artwork side under one prefix: '/media/art/<id>/250.jpg' beside 200, 350 and 500.
const ARTWORK_URL = /^(.*\/media\/(?:art\/[\w-]+|defaults\/artwork))\/\d+\.jpg$/;

/**
 * The srcSet and sizes of an artwork address shown `sizes` wide (a CSS length, '96px'): every
 * stored side, so the browser fetches the smallest that fills the box at the screen's density
 * (issue 16). Other addresses (profile pictures, YouTube thumbnails) get nothing.
 */
export function toArtworkSizes(url: string | null | undefined, sizes: string): { srcSet?: string; sizes?: string } {
  const prefix = url ? ARTWORK_URL.exec(url)?.[1] : undefined;
  if (!prefix) return {};
  return { srcSet: ARTWORK_SIDES.map((side) => `${prefix}/${side}.jpg ${side}w`).join(', '), sizes };
}
