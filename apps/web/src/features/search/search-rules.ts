import { SEARCH_BY_TYPE_LIMIT, SEARCH_MIN_CHARS } from '@indiwave/domain/constants';
import { SEARCH_TYPES, type SearchType } from '@indiwave/domain/contract/search';

/** The text a search may run with: trimmed, and only from 2 characters (spec 1 §5). */
export function isSearchable(text: string): boolean {
  return text.trim().length >= SEARCH_MIN_CHARS;
}

/**
 * What the header dropdown searches for (spec 1 §5, §9): the text as it was 1 second after the
 * last keystroke, once it has 2 characters. Null (no search, results cleared) while the typed
 * text is too short, even before the pause ends, or while the typing has not paused yet.
 */
export function toDropdownKeywords(typed: string, debounced: string): string | null {
  if (!isSearchable(typed)) return null;
  if (typed.trim() !== debounced.trim()) return null;
  return debounced.trim();
}

/** The /search page's state as its URL carries it (spec 1 §2.1: /search?keywords=&type=). */
export type SearchPageState = { keywords: string; type: SearchType | null; page: number };

/** Reads the /search URL: an unknown type is the overview, a bad page the first. */
export function readSearchParams(params: URLSearchParams): SearchPageState {
  const rawType = params.get('type') ?? '';
  const type = (SEARCH_TYPES as readonly string[]).includes(rawType) ? (rawType as SearchType) : null;
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { keywords: (params.get('keywords') ?? '').trim(), type, page: Number.isFinite(page) && page > 1 ? page : 1 };
}

/** The /search URL of a state; the first page and the overview leave their parameters short. */
export function buildSearchPageUrl(state: SearchPageState): string {
  const params = new URLSearchParams({ keywords: state.keywords, type: state.type ?? '' });
  if (state.type && state.page > 1) params.set('page', String(state.page));
  return `/search?${params.toString()}`;
}

/** The offset of a page of one type's results (10 a page). */
export function toSearchOffset(page: number): number {
  return (Math.max(1, page) - 1) * SEARCH_BY_TYPE_LIMIT;
}

/** How each type is named on tabs and in the dropdown (spec 1 §3.4: artist, album, music, video). */
export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  artist: 'Artists',
  album: 'Albums',
  music: 'Music',
  video: 'Videos',
  playlist: 'Playlists',
};
