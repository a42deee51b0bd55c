/**
 * Search (spec 1 §2.4, §3.4, §5, §9; spec 2 §7 Discovery, §9 'Limit 10 for search by type';
 * issue 6).
 *
 * One full-text index over artists (and bands), albums, songs ('music'), videos and playlists,
 * the same on SQLite (FTS5) and PostgreSQL (tsvector + GIN). Matching (rules/search-text.ts):
 * - case and accents are ignored ('cafe' finds 'Café', 'CAFÉ' finds 'cafe');
 * - every word of the text must match, each as a word prefix ('mon th' finds 'Monsoon Theory');
 * - titles and names count far more than the rest (artist name, genres, tags, description), and
 *   an exact title comes first, then titles starting with the text, then the best ranked.
 * Only what everyone may see now is ever found: public items, scheduled releases once out,
 * published albums; never private items or deleted accounts. The index follows every create,
 * edit, privacy change and delete at once.
 *
 * Ranking looks at a type's newest SEARCH_RANK_CANDIDATES (50) matches plus the titles that
 * start with the whole text, and totals (`count`, `counts`) are counted up to 1,000: 100 pages
 * of 10 (docs/decisions.md 'Search').
 *
 * The client rules stay the client's (spec 1 §5: 1 second debounce, 2 characters); the server
 * answers a text with fewer than SEARCH_MIN_CHARS (2) letters or digits with empty results.
 */
import { z } from 'zod';
import { CATALOG_PAGE_MAX, SEARCH_BY_TYPE_LIMIT, SEARCH_DROPDOWN_LIMIT, SEARCH_TEXT_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { artistCardSchema } from './discovery.ts';
import { pageOf } from './catalog.ts';
import { defineRoute } from './route.ts';

/** What can be found: the spec's four result types (artist, album, music, video) and playlists. */
export const searchTypeSchema = z.enum(['artist', 'album', 'music', 'video', 'playlist'], { error: MESSAGES.invalidInput });
export type SearchType = z.infer<typeof searchTypeSchema>;
/** The types in the order the dropdown and the /search page show them. */
export const SEARCH_TYPES = ['artist', 'album', 'music', 'video', 'playlist'] as const satisfies readonly SearchType[];

/** The search text (`keywords`, as /search?keywords= carries it); cut at SEARCH_TEXT_MAX. */
export const keywordsSchema = z
  .string({ error: MESSAGES.invalidInput })
  .transform((v) => v.trim().slice(0, SEARCH_TEXT_MAX))
  .default('');

/** GET sdsearch and sdsearch-listing. */
export const searchQuerySchema = z.object({
  keywords: keywordsSchema,
});

/** GET sdsearch-by-type: one type, paged 10 at a time (spec 2 §9). */
export const searchByTypeQuerySchema = z.object({
  keywords: keywordsSchema,
  type: searchTypeSchema,
  offset: z.coerce.number({ error: MESSAGES.invalidInput }).int().min(0, MESSAGES.invalidInput).default(0),
  limit: z.coerce.number({ error: MESSAGES.invalidInput }).int().min(1, MESSAGES.invalidInput).max(CATALOG_PAGE_MAX, MESSAGES.invalidInput).default(SEARCH_BY_TYPE_LIMIT),
});

/** GET search_artist and search_artist_v2: artists and bands by name. */
export const searchArtistQuerySchema = z.object({
  keywords: keywordsSchema,
  offset: z.coerce.number({ error: MESSAGES.invalidInput }).int().min(0, MESSAGES.invalidInput).default(0),
  limit: z.coerce.number({ error: MESSAGES.invalidInput }).int().min(1, MESSAGES.invalidInput).max(CATALOG_PAGE_MAX, MESSAGES.invalidInput).default(SEARCH_BY_TYPE_LIMIT),
});

/** One thing found, in one shape for every type (the dropdown, the /search page). */
export const searchHitSchema = z.object({
  type: searchTypeSchema,
  /** slug_username, slug_album, slug_usersong, slug_uservideo or slug_playlist. */
  slug: z.string(),
  /** The title, or the artist's shown name (band name for bands). */
  title: z.string(),
  /** Who made it (shown name); for an artist, 'Artist' or 'Band'. */
  subtitle: z.string(),
  /** The maker's slug_username (an artist: their own). */
  artist_slug: z.string(),
  /** Artwork 250, a profile picture, or a YouTube thumbnail; null for an artist without a picture. */
  image: z.string().nullable(),
  /** The web page: /{slug}, /albums/{slug}, /songs/{slug}, /video-songs/{slug}, /playlists/{slug}. */
  url: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** Results grouped by type (spec 1 §3.4: results.artist, album, music, video); playlists too. */
export const searchGroupsSchema = z.object({
  artist: z.array(searchHitSchema),
  album: z.array(searchHitSchema),
  music: z.array(searchHitSchema),
  video: z.array(searchHitSchema),
  playlist: z.array(searchHitSchema),
});
export type SearchGroups = z.infer<typeof searchGroupsSchema>;

/** How many of each type match, in all. */
export const searchCountsSchema = z.object({
  artist: z.number().int(),
  album: z.number().int(),
  music: z.number().int(),
  video: z.number().int(),
  playlist: z.number().int(),
});

/** An artist found by search_artist: enough for a picker. */
export const artistHitSchema = z.object({
  slug_username: z.string(),
  name: z.string(),
  type: z.enum(['Artist', 'Band']),
  profile_pic: z.string().nullable(),
});

export const searchRoutes = {
  sdsearch: defineRoute({
    method: 'GET',
    path: '/sdsearch',
    summary: `The header dropdown: the best ${SEARCH_DROPDOWN_LIMIT} of each type`,
    isAuthRequired: false,
    query: searchQuerySchema,
    response: z.object({ success: z.literal(true), results: searchGroupsSchema }),
  }),
  sdsearchListing: defineRoute({
    method: 'GET',
    path: '/sdsearch-listing',
    summary: `The /search page's first view: the best ${SEARCH_BY_TYPE_LIMIT} of each type with each type's total`,
    isAuthRequired: false,
    query: searchQuerySchema,
    response: z.object({ success: z.literal(true), results: searchGroupsSchema, counts: searchCountsSchema }),
  }),
  sdsearchByType: defineRoute({
    method: 'GET',
    path: '/sdsearch-by-type',
    summary: `One type's results, best first, paged ${SEARCH_BY_TYPE_LIMIT} at a time (/search?keywords=&type=)`,
    isAuthRequired: false,
    query: searchByTypeQuerySchema,
    response: pageOf(searchHitSchema),
  }),
  searchArtist: defineRoute({
    method: 'GET',
    path: '/search_artist',
    summary: 'Artists and bands by name, best match first (a picker: slug, name, picture)',
    isAuthRequired: false,
    query: searchArtistQuerySchema,
    response: z.object({ success: z.literal(true), results: z.array(artistHitSchema) }),
  }),
  searchArtistV2: defineRoute({
    method: 'GET',
    path: '/search_artist_v2',
    summary: 'Artists and bands by name, best match first, as directory cards with the total',
    isAuthRequired: false,
    query: searchArtistQuerySchema,
    response: pageOf(artistCardSchema),
  }),
} as const;
