import { isReservedSlug } from './reserved-slugs.ts';

/** A shareable item's page: its kind and slug. */
export type ItemPath = { kind: 'song' | 'album' | 'playlist' | 'video' | 'artist' | 'blog'; slug: string };

const ITEM_PREFIXES = { songs: 'song', albums: 'album', playlists: 'playlist', 'video-songs': 'video', blog: 'blog' } as const;

/** Which shareable item a page path shows, if any: /songs/{slug}, /albums/{slug}, /playlists/{slug}, /video-songs/{slug}, /blog/{slug}, /{artist}. */
export function parseItemPath(pathname: string, brandSlug: string): ItemPath | null {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  if (segments.length === 2 && segments[0] in ITEM_PREFIXES)
    return { kind: ITEM_PREFIXES[segments[0] as keyof typeof ITEM_PREFIXES], slug: segments[1] };
  if (segments.length === 1 && !segments[0].includes('.') && !isReservedSlug(segments[0], brandSlug))
    return { kind: 'artist', slug: segments[0] };
  return null;
}
