/**
 * The player's calls (spec 1 §3.7, §4 Player, §7 Queue fetch; spec 2 §7 activity_logger; issue 5).
 *
 * Plays: the player records a play at the first moment of playback (`activity_logger` with
 * the item's slug and type; the reply's `id` names the log entry). It counts in the item's play
 * count the catalogue shows (`song_plays`, an album's `play_count`, `playlist_plays`, a video's
 * `video_views`) and in the artist's analytics only when the player confirms real listening
 * (`event: 'listened'` with that `id`, once PLAY_COUNT_LISTEN_MS of it has played, or the whole
 * item when shorter), and once per listener and item within PLAY_COUNT_WINDOW_MS (issue 14).
 * Plays may be anonymous. The video pop-up logs `play` when it opens, `listened` once it has
 * been open PLAY_COUNT_LISTEN_MS, and `video_close` when it closes (logged, counts nothing).
 * Items the caller may not play (private, not yet released, missing) answer 404.
 *
 * The queue (spec 1 §4): the web keeps it in local storage; for a signed-in person it is also
 * kept on the server so it follows them to another device. `PUT /queue` replaces it with the
 * last QUEUE_KEEP (20) slugs sent; `GET /queue` answers its songs in order with the player's
 * fields, leaving out songs that were deleted or that the person may no longer hear.
 */
import { z } from 'zod';
import { QUEUE_SAVE_MAX, TRAFFIC_SOURCES } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { slugSchema } from './catalog.ts';
import { defineRoute } from './route.ts';
import { playerSongSchema } from './songs.ts';

/** What a play is logged for. */
export const activityTypeSchema = z.enum(['song', 'video', 'album', 'playlist'], { error: MESSAGES.invalidInput });

/** POST activity_logger: record a play (or a video pop-up's close). */
export const activityLogSchema = z.object({
  /** The item's slug (slug_usersong, slug_uservideo, slug_album, slug_playlist). */
  slug: slugSchema,
  type: activityTypeSchema,
  /** 'play' (default: playback started), 'listened' (with `id`: it played long enough to count) or 'video_close' (the pop-up closed; counts nothing). */
  event: z.enum(['play', 'listened', 'video_close'], { error: MESSAGES.invalidInput }).default('play'),
  /** With 'listened': the `id` the 'play' of this item answered. */
  id: z.number({ error: MESSAGES.invalidInput }).int().positive().optional(),
  /** Where the play came from, for the artist's analytics: 'page' (default), 'embed', 'share' or 'search' (issue 8). */
  source: z.enum(TRAFFIC_SOURCES, { error: MESSAGES.invalidInput }).default('page'),
}).refine((body) => body.event !== 'listened' || body.id !== undefined, { message: MESSAGES.invalidInput, path: ['id'] });

/**
 * A queue item (spec 1 §3.7): the player song's fields, plus the queue fetch's own names for
 * them (name, artist_slug, song, song_slug, user_claps, song_claps).
 */
export const queueItemSchema = playerSongSchema.extend({
  /** The artist's shown name (= full_name). */
  name: z.string(),
  /** = slug_username. */
  artist_slug: z.string(),
  /** = slug_usersong. */
  song_slug: z.string(),
  /** What to play (= song_file). */
  song: z.string().nullable(),
  /** The viewer's claps (= is_like) and everyone's (= song_likes). */
  user_claps: z.number().int(),
  song_claps: z.number().int(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

/** PUT queue: the whole queue in order; the server keeps the last QUEUE_KEEP (20). */
export const saveQueueSchema = z.object({
  /** slug_usersong of each song, in play order; at most QUEUE_SAVE_MAX (200) sent; repeats are kept as sent. */
  slugs: z.array(slugSchema, { error: MESSAGES.invalidInput }).max(QUEUE_SAVE_MAX, MESSAGES.invalidInput),
});

export const playerRoutes = {
  logActivity: defineRoute({
    method: 'POST',
    path: '/activity_logger',
    summary: "Record a play of a song, video, album or playlist when it starts, confirm it once it was listened to (then it counts, once per listener and item per 30 minutes), or a video pop-up's close; anonymous plays count too",
    isAuthRequired: false,
    body: activityLogSchema,
    response: z.object({
      success: z.literal(true),
      /** The log entry of the play. */
      id: z.number().int(),
      /** True once this play counts (after 'listened'); false for a start, a close, or a confirmation that came too early or within the window. */
      is_counted: z.boolean(),
    }),
  }),
  queue: defineRoute({
    method: 'GET',
    path: '/queue',
    summary: "The signed-in person's queue, in order, with the player's fields (unplayable, private and deleted songs left out)",
    isAuthRequired: true,
    response: z.object({ success: z.literal(true), results: z.array(queueItemSchema) }),
  }),
  saveQueue: defineRoute({
    method: 'PUT',
    path: '/queue',
    summary: "Replace the signed-in person's queue (the last 20 slugs are kept)",
    isAuthRequired: true,
    body: saveQueueSchema,
    response: z.object({ success: z.literal(true) }),
  }),
} as const;
