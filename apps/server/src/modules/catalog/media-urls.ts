import { ARTWORK_SIDES, SIGNED_MEDIA_URL_TTL_S } from '@indiwave/domain/constants';
import type { Artwork } from '@indiwave/domain/contract/catalog';
import { toSignedMediaUrl } from '../../http/media-signature.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import { toWebpSiblingKey } from '../../platform/storage/picture-files.ts';

/** Where the default artwork lives in the store: defaults/artwork/<side>.jpg (made at start when missing). */
export const DEFAULT_ARTWORK_PREFIX = 'defaults/artwork';

/** The key of one size of an artwork stored under a prefix ('art/<id>' → 'art/<id>/250.jpg'). */
export function toArtworkKey(prefix: string, side: number): string {
  return `${prefix}/${side}.jpg`;
}

/** Every stored file of an artwork: each size as JPEG and its WebP sibling ('art/<id>/250.webp'). */
export function listArtworkKeys(prefix: string): string[] {
  return ARTWORK_SIDES.flatMap((side) => [toArtworkKey(prefix, side), toWebpSiblingKey(toArtworkKey(prefix, side))]);
}

/** The URLs replies carry for stored keys: public, signed (private audio) and artwork sizes. */
export function createMediaUrls(secretKey: string, clock: ClockPort) {
  const publicUrl = (key: string) => `/media/${key}`;
  return {
    /** The stable URL of a public object. */
    publicUrl,
    /** A signed URL that works for 6 hours (private audio, originals before renditions). */
    signedUrl: (key: string) => toSignedMediaUrl(secretKey, key, clock.now(), SIGNED_MEDIA_URL_TTL_S),
    /** The artwork sizes of a stored prefix, or the default image. */
    artwork(prefix: string | null): Artwork {
      const base = prefix ?? DEFAULT_ARTWORK_PREFIX;
      const [w200, w250, w350, w500] = ARTWORK_SIDES.map((side) => publicUrl(toArtworkKey(base, side)));
      return { w200, w250, w350, w500, is_default: prefix === null };
    },
    /** A profile picture key as its URL (full URLs pass through). */
    profilePic(key: string | null): string | null {
      if (!key) return null;
      return /^(https?:)?\//.test(key) ? key : publicUrl(key);
    },
  };
}
export type MediaUrls = ReturnType<typeof createMediaUrls>;
