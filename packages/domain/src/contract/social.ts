/**
 * Follows, claps and the library (spec 1 §3.8, §4, §5, §9; spec 2 §7 Social; issue 5).
 *
 * Follow: only artists and bands can be followed (spec 1 §4: 'follow artists'; listeners have
 * no e-Press Kit to follow, docs/decisions.md); following oneself is refused ('You cannot
 * follow yourself.'); following twice or unfollowing someone not followed changes nothing and
 * succeeds. A new follow notifies the artist. Deleted accounts leave every list and count.
 *
 * Claps (spec 1 §4, §9): each person gives an item 0 to CLAP_MAX (50) claps. A clap call adds
 * `count` claps; what passes 50 is ignored, also when several calls race (two tabs, held
 * buttons): the total never counts more than 50 from one person. Claps are for signed-in
 * people (401 for visitors, whose press opens the sign-in dialog with intent 'clap'), on items
 * they may see (404 for a private item of someone else). One's own items can be clapped, as the
 * spec does not forbid it, but notify nobody. A clap notifies the item's owner (claps on one
 * item group into one notification).
 *
 * Library (/library, /library/favourites): what the signed-in person clapped, newest clap
 * first, in the catalogue's list shapes; items that became private or were deleted are left out.
 */
import { z } from 'zod';
import { CLAP_MAX, FOLLOW_STATE_SLUGS_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { flatListItemSchema, pageOf, pageQuerySchema, slugSchema } from './catalog.ts';
import { playlistCardSchema } from './playlists.ts';
import { defineRoute, userPath } from './route.ts';
import { videoDetailSchema } from './videos.ts';

/** What can be clapped: a song, an album, a playlist or a video (spec 1 §3.8 `for`). */
export const clapTypeSchema = z.enum(['song', 'album', 'playlist', 'video'], { error: MESSAGES.invalidInput });
export type ClapType = z.infer<typeof clapTypeSchema>;

/** POST {product}user/followv2 (spec 2 §7). */
export const followBodySchema = z.object({
  /** The artist's or band's slug_username. */
  artist_slug: slugSchema,
  /** 'follow' or 'unfollow'. */
  task: z.enum(['follow', 'unfollow'], { error: MESSAGES.invalidInput }),
});

/** GET get_follow (spec 2 §7): a person's followers or the people they follow. */
export const getFollowQuerySchema = pageQuerySchema.extend({
  /** 'followers': who follows the person; 'following': whom the person follows. */
  filter: z.enum(['followers', 'following'], { error: MESSAGES.invalidInput }),
  /** The person's slug_username; defaults to the signed-in user (401 for a visitor without slug). */
  slug: slugSchema.optional(),
});

/** GET follow_state: the viewer's follow flags for a page of artists. */
export const followStateQuerySchema = z.object({
  /** slug_usernames, comma-separated, at most FOLLOW_STATE_SLUGS_MAX (100). */
  slugs: z
    .string({ error: MESSAGES.invalidInput })
    .transform((v) => [...new Set(v.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean))])
    .pipe(z.array(slugSchema).min(1, MESSAGES.invalidInput).max(FOLLOW_STATE_SLUGS_MAX, MESSAGES.invalidInput)),
});

/** POST clap: adds claps to an item. */
export const clapBodySchema = z.object({
  /** 'song', 'album', 'playlist' or 'video'. */
  type: clapTypeSchema,
  /** slug_usersong, slug_album, slug_playlist or slug_uservideo. */
  slug: slugSchema,
  /** Claps to add: 1 to 50 (a held button sends the claps made since the last call). Past 50 in all they are ignored. */
  count: z.coerce.number({ error: MESSAGES.invalidInput }).int(MESSAGES.invalidInput).min(1, MESSAGES.invalidInput).max(CLAP_MAX, MESSAGES.invalidInput).default(1),
});

/** GET claps: the counts of an item (the player polls it every second, PLAYER_CLAP_POLL_MS). */
export const clapQuerySchema = z.object({ type: clapTypeSchema, slug: slugSchema });

/** A person in a followers or following list. */
export const followPersonSchema = z.object({
  /** slug_username (their page is /{slug}). */
  slug: z.string(),
  /** Band name, or first + last name. */
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_pic: z.string().nullable(),
  /** 'Artist', 'Band' or 'Listener'. */
  type: z.enum(['Artist', 'Band', 'Listener']),
  /** Their followers (artists and bands; 0 for listeners). */
  followers_count: z.number().int(),
  /** The viewer follows them (false for visitors and for the viewer themselves). */
  is_following: z.boolean(),
  /** They are the viewer (no follow button). */
  is_self: z.boolean(),
});
export type FollowPerson = z.infer<typeof followPersonSchema>;

/** What a follow call answers: the new state. */
export const followResultSchema = z.object({
  is_following: z.boolean(),
  /** The artist's followers after the call. */
  followers_count: z.number().int(),
});

/** An item's claps (spec 1 §3.8 clapsCount and totalClapsCount). */
export const clapResultSchema = z.object({
  /** Everyone's claps on the item. */
  total_claps: z.number().int(),
  /** The viewer's claps, 0 to 50 (0 for visitors). */
  my_claps: z.number().int(),
});
export type ClapResult = z.infer<typeof clapResultSchema>;


export const socialRoutes = {
  follow: defineRoute({
    method: 'POST',
    path: userPath('followv2'),
    summary: "Follow or unfollow an artist or band (task 'follow' | 'unfollow'); idempotent; not oneself",
    isAuthRequired: true,
    body: followBodySchema,
    response: z.object({ success: z.literal(true), result: followResultSchema }),
  }),
  getFollow: defineRoute({
    method: 'GET',
    path: '/get_follow',
    summary: "A person's followers or following, newest follow first (slug defaults to the signed-in user)",
    isAuthRequired: false,
    query: getFollowQuerySchema,
    response: pageOf(followPersonSchema),
  }),
  followState: defineRoute({
    method: 'GET',
    path: '/follow_state',
    summary: 'Whether the viewer follows each of the given slugs (all false for visitors; unknown slugs false)',
    isAuthRequired: false,
    query: followStateQuerySchema,
    response: z.object({ success: z.literal(true), result: z.record(z.string(), z.boolean()) }),
  }),
  clap: defineRoute({
    method: 'POST',
    path: '/clap',
    summary: 'Add claps to a song, album, playlist or video; at most 50 per person per item, the rest ignored',
    isAuthRequired: true,
    body: clapBodySchema,
    response: z.object({ success: z.literal(true), result: clapResultSchema }),
  }),
  claps: defineRoute({
    method: 'GET',
    path: '/claps',
    summary: "An item's claps: everyone's and the viewer's (0 for visitors)",
    isAuthRequired: false,
    query: clapQuerySchema,
    response: z.object({ success: z.literal(true), result: clapResultSchema }),
  }),
  likedSongs: defineRoute({
    method: 'GET',
    path: userPath('liked_songs'),
    summary: 'Songs the signed-in person clapped, newest clap first, as flat list items',
    isAuthRequired: true,
    query: pageQuerySchema,
    response: pageOf(flatListItemSchema),
  }),
  likedAlbums: defineRoute({
    method: 'GET',
    path: userPath('liked_albums'),
    summary: 'Albums the signed-in person clapped, newest clap first, as flat list items (is_album true)',
    isAuthRequired: true,
    query: pageQuerySchema,
    response: pageOf(flatListItemSchema),
  }),
  likedPlaylists: defineRoute({
    method: 'GET',
    path: userPath('liked_playlists'),
    summary: 'Playlists the signed-in person clapped, newest clap first',
    isAuthRequired: true,
    query: pageQuerySchema,
    response: pageOf(playlistCardSchema),
  }),
  likedVideos: defineRoute({
    method: 'GET',
    path: userPath('liked_videos'),
    summary: 'Videos the signed-in person clapped, newest clap first',
    isAuthRequired: true,
    query: pageQuerySchema,
    response: pageOf(videoDetailSchema),
  }),
} as const;
