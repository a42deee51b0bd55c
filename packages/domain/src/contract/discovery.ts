/**
 * Discovery: the listings of the landing pages and directories (spec 1 §2.1; spec 2 §7
 * Discovery, §9 Lists and paging; issue 6).
 *
 * What a listing holds: only what everyone may play now — public items, and scheduled releases
 * whose date has passed (rules/privacy.ts). Private items, albums not yet published, scheduled
 * releases not yet out, and everything of deleted accounts never appear. Listings are for
 * visitors too (no token needed); a token only adds the viewer's claps and follow flags.
 *
 * Orders (docs/decisions.md 'Discovery'):
 * - 'fresh' (spec 2 §9: new → fresh): newest first by release time (the release date of a
 *   scheduled release, else the upload time).
 * - 'recommended' (best → recommended) and the videos' 'select' (best or recommended → select):
 *   a score of plays and claps that decays with age: (plays + 2 × claps + 1) / 2^(age in days /
 *   RECOMMENDED_HALF_LIFE_DAYS), highest first, newest first on ties.
 *
 * Paging: offset 0 and limit DEFAULT_LIMIT (20) by default (spec 2 §9), at most CATALOG_PAGE_MAX
 * (50); `count` is the total, so a page is the last when offset + results.length >= count.
 * Filters combine with AND; several genres (or languages) match any of them.
 */
import { z } from 'zod';
import { ARTIST_PREFERENCES, CATALOG_PAGE_MAX, DEFAULT_LIMIT, FEATURED_ARTISTS_LIMIT, SPOTLIGHT_LIMIT } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { flatListItemSchema, namedRefSchema, pageOf, slugSchema } from './catalog.ts';
import { defineRoute, listOf } from './route.ts';
import { videoDetailSchema } from './videos.ts';

/**
 * A reference filter as a URL carries it: one value or several, repeated (`genre=1&genre=4`) or
 * comma-separated (`genre=1,4`); each an id or a slug from the reference lists (`genre=indie-pop`),
 * so a shared listing URL reads well. Unknown values match nothing.
 */
export const referenceFilterSchema = z
  .preprocess(
    (v) => (v === undefined || v === '' ? undefined : (Array.isArray(v) ? v : [v]).flatMap((part) => String(part).split(',')).map((part) => part.trim().toLowerCase()).filter(Boolean)),
    z.array(z.string().max(80, MESSAGES.invalidInput).regex(/^[a-z0-9-]+$/, MESSAGES.invalidInput)).max(10, MESSAGES.invalidInput).optional(),
  )
  .optional();
export type ReferenceFilter = string[] | undefined;

/** Paging of the discovery lists: offset 0, limit 20 (spec 2 §9), at most 50. */
export const discoveryPageShape = {
  offset: z.coerce.number({ error: MESSAGES.invalidInput }).int().min(0, MESSAGES.invalidInput).default(0),
  limit: z.coerce.number({ error: MESSAGES.invalidInput }).int().min(1, MESSAGES.invalidInput).max(CATALOG_PAGE_MAX, MESSAGES.invalidInput).default(DEFAULT_LIMIT),
};

/** An order as the spec names it and as we keep it (spec 2 §9: new → fresh, best → recommended). */
export const songsListingTypeSchema = z.enum(['new', 'fresh', 'best', 'recommended', 'album'], { error: MESSAGES.invalidInput });
export type SongsListingType = z.infer<typeof songsListingTypeSchema>;

/** The order a listing type reads as: new → fresh, best → recommended (spec 2 §9). */
export function toListingOrder(type: 'new' | 'fresh' | 'best' | 'recommended' | 'select'): 'fresh' | 'recommended' {
  return type === 'best' || type === 'recommended' || type === 'select' ? 'recommended' : 'fresh';
}

/** Path parameter of songs-listing: the order, or 'album' for the album listing (/albums?type=album). */
export const songsListingParamsSchema = z.object({ type: songsListingTypeSchema });

/** GET songs-listing/{type} and v2/songs-listing/{type} (spec 2 §7: type, language, offset, limit, genre*, more, from). */
export const songsListingQuerySchema = z.object({
  /** For the album listing (path type 'album') only: its order, 'new'/'fresh' (default) or 'best'/'recommended'. Ignored otherwise (the path names the order). */
  type: z.enum(['new', 'fresh', 'best', 'recommended'], { error: MESSAGES.invalidInput }).optional(),
  /** Language filter: ids or slugs, one or several. */
  language: referenceFilterSchema,
  /** Genre filter: ids or slugs, one or several (`genre`, `genre[]` or comma-separated). */
  genre: referenceFilterSchema,
  /** 'More like this': a song's slug_usersong; the listing keeps songs sharing one of its genres, itself left out. */
  more: slugSchema.optional(),
  /** 'More from': an artist's slug_username; only their releases. */
  from: slugSchema.optional(),
  ...discoveryPageShape,
});
export type SongsListingQuery = z.output<typeof songsListingQuerySchema>;

/** A listing page: the items, the total, and the order the type resolved to. */
export function listingPageOf<T extends z.ZodType>(item: T) {
  return pageOf(item).extend({
    /** 'fresh' or 'recommended' (spec 2 §9 mapping), as applied. */
    order: z.enum(['fresh', 'recommended']),
  });
}

/** GET {product}videos (the /video-songs listing: newest first) and v2/{product}videos/{type}. */
export const videosListingQuerySchema = z.object({
  language: referenceFilterSchema,
  genre: referenceFilterSchema,
  /** Only one artist's videos (slug_username). */
  from: slugSchema.optional(),
  ...discoveryPageShape,
});
/** The v2 video listing's order: new/fresh, or best/recommended/select (spec 2 §9: best or recommended → select). */
export const videosListingParamsSchema = z.object({
  type: z.enum(['new', 'fresh', 'best', 'recommended', 'select'], { error: MESSAGES.invalidInput }),
});

/** An artist preference key (READING: what an artist is open to), the `purpose` filter. */
export const artistPreferenceSchema = z.enum(ARTIST_PREFERENCES, { error: MESSAGES.invalidInput });

/** GET artist_listing and artist_listing_search (spec 2 §7: language, genre, purpose, city, keyword, offset, limit). */
export const artistListingQuerySchema = z.object({
  /** Languages the artist prefers (settings' preferred languages): ids or slugs. */
  language: referenceFilterSchema,
  /** The artist's genres: ids or slugs. */
  genre: referenceFilterSchema,
  /** What the artist is open to (ARTIST_PREFERENCES), one or several. */
  purpose: z
    .preprocess((v) => (v === undefined || v === '' ? undefined : (Array.isArray(v) ? v : [v]).flatMap((part) => String(part).split(',')).map((part) => part.trim()).filter(Boolean)), z.array(artistPreferenceSchema).max(ARTIST_PREFERENCES.length).optional())
    .optional(),
  /** A city id, or a city name (matched without case; also the 'Other' city typed at registration). */
  city: z.string().trim().max(80, MESSAGES.invalidInput).optional(),
  /** Words of the artist's or band's name, each matched as a prefix, accents and case ignored. */
  keyword: z.string().trim().max(100, MESSAGES.invalidInput).optional(),
  ...discoveryPageShape,
});
export type ArtistListingQuery = z.output<typeof artistListingQuerySchema>;

/** An artist or band in the directory, the featured strip and artist search. */
export const artistCardSchema = z.object({
  /** Their page is /{slug_username}. */
  slug_username: z.string(),
  /** Band name for bands, else first + last name. */
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  band_name: z.string().nullable(),
  /** 'Artist' or 'Band'. */
  type: z.enum(['Artist', 'Band']),
  profile_pic: z.string().nullable(),
  cover_pic: z.string().nullable(),
  /** City name ('' when not given). */
  city: z.string(),
  genres: z.array(namedRefSchema),
  followers_count: z.number().int(),
  /** The viewer follows them (false for visitors). */
  is_following: z.boolean(),
  /** They are the viewer (no follow button, spec 1 §5). */
  is_self: z.boolean(),
  /** Public songs (album tracks included) and videos, as everyone sees them. */
  songs_count: z.number().int(),
  videos_count: z.number().int(),
});
export type ArtistCard = z.infer<typeof artistCardSchema>;

/** A spotlight item: a flat list item with the spotlight art (350x350, spec 2 §9). */
export const spotlightItemSchema = flatListItemSchema.extend({
  /** Artwork 350x350. */
  spotlight_image: z.string(),
});
export type SpotlightItem = z.infer<typeof spotlightItemSchema>;

/** An item of the signed-in person's feed: a new release of someone they follow. */
export const feedItemSchema = z.object({
  type: z.enum(['song', 'album', 'video']),
  /** When it came out (ISO-8601 UTC): the release date of a scheduled release, else the upload or publish time. */
  released_date: z.string(),
  /** The song or album as a flat list item (null for a video). */
  music: flatListItemSchema.nullable(),
  /** The video (null for music). */
  video: videoDetailSchema.nullable(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

const brandPath = (call: string) => `/{product}${call}`;

export const discoveryRoutes = {
  songsListing: defineRoute({
    method: 'GET',
    path: '/songs-listing/:type',
    summary: "Songs (album tracks included) everyone may play: type new/fresh (newest) or best/recommended (score); 'album' lists published albums (query type picks the order)",
    isAuthRequired: false,
    params: songsListingParamsSchema,
    query: songsListingQuerySchema,
    response: listingPageOf(flatListItemSchema),
  }),
  songsListingV2: defineRoute({
    method: 'GET',
    path: '/v2/songs-listing/:type',
    summary: "Releases: standalone songs and published albums together (is_album), in the type's order; 'album' as v1",
    isAuthRequired: false,
    params: songsListingParamsSchema,
    query: songsListingQuerySchema,
    response: listingPageOf(flatListItemSchema),
  }),
  videosListing: defineRoute({
    method: 'GET',
    path: brandPath('videos'),
    summary: 'Public videos, newest first (the /video-songs listing)',
    isAuthRequired: false,
    query: videosListingQuerySchema,
    response: listingPageOf(videoDetailSchema),
  }),
  videosListingV2: defineRoute({
    method: 'GET',
    path: `/v2${brandPath('videos')}/:type`,
    summary: 'Public videos in an order: new/fresh (newest) or best/recommended/select (score)',
    isAuthRequired: false,
    params: videosListingParamsSchema,
    query: videosListingQuerySchema,
    response: listingPageOf(videoDetailSchema),
  }),
  artistListing: defineRoute({
    method: 'GET',
    path: '/artist_listing',
    summary: 'The artist directory (/artists): artists and bands, most followed first; filters language, genre, purpose, city, keyword. Never the team account or deleted accounts',
    isAuthRequired: false,
    query: artistListingQuerySchema,
    response: pageOf(artistCardSchema),
  }),
  artistListingSearch: defineRoute({
    method: 'GET',
    path: '/artist_listing_search',
    summary: 'The artist directory searched: same filters, keyword matched in full text (prefixes, accents and case ignored) and ranked best match first',
    isAuthRequired: false,
    query: artistListingQuerySchema,
    response: pageOf(artistCardSchema),
  }),
  spotlight: defineRoute({
    method: 'GET',
    path: '/spotlight',
    summary: `The landing spotlight: the ${SPOTLIGHT_LIMIT} best recommended releases (songs and albums) with 350 art`,
    isAuthRequired: false,
    response: listOf(spotlightItemSchema),
  }),
  featuredArtist: defineRoute({
    method: 'GET',
    path: '/featured_artist',
    summary: `Featured artists (${FEATURED_ARTISTS_LIMIT}): artists and bands with public releases, by followers and recent plays`,
    isAuthRequired: false,
    response: listOf(artistCardSchema),
  }),
  feeds: defineRoute({
    method: 'GET',
    path: '/feeds',
    summary: 'New releases (songs, albums, videos) of the people the signed-in person follows, newest first',
    isAuthRequired: true,
    query: z.object(discoveryPageShape),
    response: pageOf(feedItemSchema),
  }),
} as const;
