import { isReservedSlug } from './reserved-slugs.ts';

/** What a report can be about (issue 21). Messages are reported from the inbox, the rest by address. */
export const REPORT_TARGET_TYPES = ['song', 'album', 'playlist', 'video', 'comment', 'message', 'profile'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** A reported page as the team's queue understands it: the item's type and slug, and a comment on it. */
export type ReportedPage = { type: 'song' | 'album' | 'playlist' | 'video' | 'profile'; slug: string; commentId: number | null };

/** First path segments of the item pages (spec 1 §2.1) and of their embeds (/embed/{type}/{slug}). */
const ITEM_PAGES: Record<string, ReportedPage['type']> = { songs: 'song', albums: 'album', playlists: 'playlist', 'video-songs': 'video' };
const EMBED_TYPES: Record<string, ReportedPage['type']> = { song: 'song', album: 'album', playlist: 'playlist', video: 'video' };
const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/**
 * Reads the page a report names: '/songs/rain', 'https://indiwave.example/albums/x#comment-12',
 * '/embed/song/rain', '/asha-menon' (an e-Press Kit). A full address counts only on our own host
 * (`ownHost`, e.g. 'indiwave.example' or 'localhost:3000'); anything else is null, and the
 * report stays in the queue as an address the team reads for themselves.
 */
export function parseReportedPage(url: string, ownHost: string, brandSlug = 'indiwave'): ReportedPage | null {
  const address = /^(?:https?:\/\/([^/?#\s]+))?(\/[^?#\s]*)?(\?[^#\s]*)?(#\S*)?$/i.exec(url.trim());
  if (!address || (!address[1] && !address[2])) return null;
  if (address[1] !== undefined && address[1].toLowerCase() !== ownHost.toLowerCase()) return null;
  let segments: string[];
  try {
    segments = (address[2] ?? '/').split('/').filter(Boolean).map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  const query = address[3] ?? '';
  const hash = address[4] ?? '';
  const comment = /^#comment-(\d{1,12})$/.exec(hash)?.[1] ?? /[?&]comment=([^&]*)/.exec(query)?.[1] ?? null;
  const commentId = comment && /^\d{1,12}$/.test(comment) ? Number(comment) : null;
  if (segments.length === 2 && ITEM_PAGES[segments[0]] && SLUG.test(segments[1])) return { type: ITEM_PAGES[segments[0]], slug: segments[1], commentId };
  if (segments.length === 3 && segments[0] === 'embed' && EMBED_TYPES[segments[1]] && SLUG.test(segments[2])) return { type: EMBED_TYPES[segments[1]], slug: segments[2], commentId: null };
  if (segments.length === 1 && SLUG.test(segments[0]) && !isReservedSlug(segments[0], brandSlug)) return { type: 'profile', slug: segments[0], commentId: null };
  return null;
}
