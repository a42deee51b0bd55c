import { ARTIST_PREFERENCES } from '@indiwave/domain/constants';

/** A listing's order as the URL names it (spec 2 §9: new → fresh, best → recommended). */
export type ListingOrder = 'new' | 'best';

/** The filters of the song, album and video listings as their URL carries them. */
export type MusicFilters = { type: ListingOrder; language: string; genre: string };

/** The artist directory's filters as its URL carries them (spec 2 §7 artist_listing). */
export type ArtistFilters = { language: string; genre: string; purpose: string; city: string; keyword: string };

const SLUG = /^[a-z0-9-]{1,80}$/;

function readSlug(params: URLSearchParams, name: string): string {
  const value = (params.get(name) ?? '').trim().toLowerCase();
  return SLUG.test(value) ? value : '';
}

/**
 * Reads a music listing's URL: order new (default) or best, a language and a genre by slug. The
 * album listing keeps its order in `order`, as its `type` is 'album' (READING: /albums).
 */
export function readMusicFilters(params: URLSearchParams, orderParam: 'type' | 'order' = 'type'): MusicFilters {
  return { type: params.get(orderParam) === 'best' ? 'best' : 'new', language: readSlug(params, 'language'), genre: readSlug(params, 'genre') };
}

/** Reads the directory's URL; an unknown purpose is dropped. */
export function readArtistFilters(params: URLSearchParams): ArtistFilters {
  const purpose = params.get('purpose') ?? '';
  return {
    language: readSlug(params, 'language'),
    genre: readSlug(params, 'genre'),
    purpose: (ARTIST_PREFERENCES as readonly string[]).includes(purpose) ? purpose : '',
    city: (params.get('city') ?? '').trim().slice(0, 80),
    keyword: (params.get('keyword') ?? '').trim().slice(0, 100),
  };
}

/**
 * The query string of filters: empty values left out, so a shared URL says only what was chosen.
 * `keep` names parameters that stay even when they hold defaults (the album listing's type=album).
 */
export function toFilterSearch(filters: Record<string, string>, keep: Record<string, string> = {}): string {
  const params = new URLSearchParams(keep);
  for (const [name, value] of Object.entries(filters)) {
    if (value !== '' && !((name === 'type' || name === 'order') && value === 'new')) params.set(name, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What a listing sends: the spec's order names and the filters that are set. */
export function toListingQuery(filters: Partial<MusicFilters & ArtistFilters>): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (name !== 'type' && value) query[name] = value;
  }
  return query;
}

/** Labels of what an artist is open to (the purpose filter). */
export const PURPOSE_LABELS: Record<(typeof ARTIST_PREFERENCES)[number], string> = {
  gigs: 'Gigs',
  collaborations: 'Collaborations',
  licensing: 'Licensing',
  teaching: 'Teaching',
  'session-work': 'Session work',
  'brand-deals': 'Brand deals',
};
