/**
 * Notifications (spec 1 §2.4, §3.3, §3.4, §7, §9; spec 2 §7 Notifications; READING: seven
 * types), their live updates and the e-mail preferences of issue 7.
 *
 * Every call here but the images and `unsubscribe` needs `Authorization: Token <key>`; a
 * visitor gets 401. A person only ever sees and changes their own notifications: an id that
 * is not theirs answers 404 'This notification does not exist.', exactly like an id that does
 * not exist, so ids cannot be probed.
 *
 * Counts (spec 1 §3.4): `unread_count` counts the unread notifications of every type but team
 * broadcasts; `brd_count` counts the unread team broadcasts. The bell's badge shows their sum.
 * Calls that change what is read answer the new counts, so the badge updates without a poll.
 *
 * Live updates: besides the spec's polling every 180 s (UNREAD_POLL_INTERVAL_MS), an open tab
 * keeps one Server-Sent Events stream (`stream`). Because EventSource cannot send headers, the
 * web app first asks for a short-lived ticket (`streamTicket`, with its Authorization header)
 * and opens `/api/notifications/stream?ticket=…`; the session key itself never goes in a URL.
 * The stream sends, as `event: <name>` with JSON `data:`:
 *   - `notification` {unread_count, brd_count} on connect and whenever they change;
 *   - `message` {unread_count} (unread messages) on connect and whenever it changes;
 *   - a comment line (`: ping`) every 25 s (LIVE_HEARTBEAT_MS) to keep proxies from closing it.
 * The stream ends when the session ends (logout) or the server stops; EventSource then
 * reconnects with the same URL after `retry` (5 s). When the ticket has expired by then
 * (60 s) the reconnect gets 401 and EventSource closes for good (readyState CLOSED): the web
 * app then asks for a new ticket and opens a new EventSource. Failures fall back to polling.
 */
import { z } from 'zod';
import { BROADCAST_LINK_MAX, BROADCAST_TEXT_MAX, DEFAULT_LIMIT, NOTIFICATIONS_PAGE_MAX } from '../constants.ts';
import { MESSAGES, type EMAIL_PREFERENCE_LABELS } from '../messages.ts';
import { flagSchema, placeIdSchema, requiredTextSchema } from './fields.ts';
import { defineRoute } from './route.ts';

/** The seven notification types, each with its default image (READING: Seven notification types). */
export const NOTIFICATION_TYPES = ['follow', 'clap', 'comment', 'review', 'message', 'opportunity', 'broadcast'] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What happened, finer than the type: a reply is a comment, a playlist add of one's track is
 * an appreciation like a clap, a blog post is announced like a broadcast (docs/decisions.md).
 */
export const NOTIFICATION_VERBS = ['follow', 'clap', 'comment', 'reply', 'review', 'playlist_add', 'message', 'opportunity', 'broadcast', 'blog', 'achievement', 'moderation'] as const;
export type NotificationVerb = (typeof NOTIFICATION_VERBS)[number];

/** The type (and so the default image) of each verb. */
export const NOTIFICATION_TYPE_OF_VERB: Readonly<Record<NotificationVerb, NotificationType>> = {
  follow: 'follow',
  clap: 'clap',
  comment: 'comment',
  reply: 'comment',
  review: 'review',
  playlist_add: 'clap',
  message: 'message',
  opportunity: 'opportunity',
  broadcast: 'broadcast',
  blog: 'broadcast',
  /** An achievement the person earned (issue 8): by nobody, with the opportunity image. */
  achievement: 'opportunity',
  /** A notice of the team after a moderation decision (issue 21): by nobody, counted as unread, not as a broadcast. */
  moderation: 'message',
};

/**
 * `content_type` (spec 1 §3.3): the kind of object the notification is about. 'user' for a
 * follow (the follower), 'message' for a message, 'broadcast' for a team broadcast.
 */
export const CONTENT_TYPES = ['user', 'song', 'album', 'playlist', 'video', 'message', 'opportunity', 'blog', 'broadcast'] as const;
export const contentTypeSchema = z.enum(CONTENT_TYPES);
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Where a type's default image is served: an SVG, public and cached (spec 1 §3.3 'default images'). */
export function toNotificationImagePath(type: NotificationType): string {
  return `/api/notification_images/${type}.svg`;
}

/** Paging of a list: offset (default 0) and limit (default 20, at most `max`). */
export function pageQuerySchema(max: number) {
  return z.object({
    /** How many items to skip, newest first. */
    offset: z.coerce.number({ error: MESSAGES.invalidInput }).int(MESSAGES.invalidInput).min(0, MESSAGES.invalidInput).default(0),
    /** How many to return: the header dropdown asks for 2 (NOTIFICATION_DROPDOWN_SIZE). */
    limit: z.coerce.number({ error: MESSAGES.invalidInput }).int(MESSAGES.invalidInput).min(1, MESSAGES.invalidInput).max(max, MESSAGES.invalidInput).default(DEFAULT_LIMIT),
  });
}

/** A person who acted (spec 1 §3.3 actors[].actor_dp). */
export const notificationActorSchema = z.object({
  /** URL of the profile picture, or null for the default avatar. */
  actor_dp: z.string().nullable(),
  /** Display name ('Deleted user' for a deleted account). */
  name: z.string(),
  /** Profile slug: /{slug}. */
  slug: z.string(),
});

/**
 * The pictures of the object (spec 1 §3.3 object_details): only the field that fits
 * `content_type` is set — album cover_pic, song or playlist image, video img_480x360,
 * opportunity gallery.contest_image_path, blog or broadcast featured_image — the others null.
 */
export const objectDetailsSchema = z.object({
  /** The object's slug (song, album …), or null. */
  slug: z.string().nullable(),
  /** Its title as it was when the notification was made, or null. */
  title: z.string().nullable(),
  cover_pic: z.string().nullable(),
  image: z.string().nullable(),
  img_480x360: z.string().nullable(),
  gallery: z.object({ contest_image_path: z.string().nullable() }),
  featured_image: z.string().nullable(),
});

/** One notification (spec 1 §3.3). */
export const notificationSchema = z.object({
  /** The notification's id, for hide and toggle_read_unread. */
  id: z.number().int(),
  /** One of the seven types; it picks the default image. */
  type: notificationTypeSchema,
  message: z.object({
    /**
     * The sentence as HTML: '<b>Asha</b> and 2 others clapped for your song <b>Rain</b>'. Only
     * our templates add markup, and only <b>; names, titles and broadcast texts are escaped, so
     * it is safe to render as HTML.
     */
    text: z.string(),
    /**
     * The picture to show: the newest person's picture for notifications about people, the
     * object's picture for opportunities and broadcasts, else the type's default image.
     */
    img: z.string(),
    /** Where the notification leads: a path of the web app (/songs/rain) or a broadcast's link; null for none. */
    cta_link: z.string().nullable(),
    /** The call-to-action label ('View Profile', 'Reply' …), or null. */
    cta_text: z.string().nullable(),
  }),
  /** 0 unread, 1 read (spec 1 §3.3). */
  read_activity: z.union([z.literal(0), z.literal(1)]),
  /** The kind of object it is about. */
  content_type: contentTypeSchema,
  object_details: objectDetailsSchema,
  /** The people who acted, newest first, at most 3 (NOTIFICATION_ACTORS_SHOWN); empty for broadcasts by nobody. */
  actors: z.array(notificationActorSchema),
  /** How many people acted in all: 'X and N others' is actors_count - 1 others. */
  actors_count: z.number().int(),
  /** When it last changed (a new clap on a group brings it back to the top), ISO-8601 UTC. */
  created_date: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The two counts of the bell (spec 1 §3.4). */
export const notificationCountsSchema = z.object({
  /** Unread notifications, broadcasts not included. */
  unread_count: z.number().int(),
  /** Unread team broadcasts. */
  brd_count: z.number().int(),
});
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;

/** A notification id in a body: a positive integer, as a number or a numeric string. */
const notificationIdSchema = placeIdSchema(MESSAGES.invalidInput);

/** POST hide. */
export const hideNotificationSchema = z.object({ id: notificationIdSchema });

/** POST toggle_read_unread: flips read_activity, or sets it when given. */
export const toggleReadUnreadSchema = z.object({
  id: notificationIdSchema,
  /** Set this state instead of flipping (idempotent for retries). */
  read_activity: z.union([z.literal(0), z.literal(1), z.enum(['0', '1']).transform(Number)]).optional(),
});

/** A broadcast's link: a path of the app ('/opportunities/x') or an http(s) address. */
export const broadcastLinkSchema = z
  .string()
  .trim()
  .max(BROADCAST_LINK_MAX, MESSAGES.broadcastLinkInvalid)
  .refine((v) => v === '' || /^\/(?!\/)\S*$/.test(v) || /^https?:\/\/[^\s<>"]+$/i.test(v), MESSAGES.broadcastLinkInvalid)
  .nullish()
  .transform((v) => v || null);

/** POST notification/broadcast (team only). */
export const broadcastSchema = z.object({
  /** Plain text, 1–500; < and > are refused like in every form. */
  text: requiredTextSchema({ required: MESSAGES.broadcastTextRequired, max: [BROADCAST_TEXT_MAX, MESSAGES.broadcastTextMax] }),
  /** Where the notification leads, optional. */
  link: broadcastLinkSchema,
});

/** The notification types that are also e-mailed, each with a preference (default on). */
export const EMAIL_NOTIFICATION_TYPES = ['message', 'follow'] as const satisfies readonly (keyof typeof EMAIL_PREFERENCE_LABELS)[];
export type EmailNotificationType = (typeof EMAIL_NOTIFICATION_TYPES)[number];

/** The e-mail preferences: true sends the e-mail. */
export const emailPreferencesSchema = z.object({
  /** An e-mail when someone writes to you (once per conversation until you read it). */
  message: z.boolean(),
  /** An e-mail when someone starts following you. */
  follow: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** POST notification_preferences: the preferences to change; the others stay. */
export const saveEmailPreferencesSchema = z.object({
  message: flagSchema.optional(),
  follow: flagSchema.optional(),
});

/** An unsubscribe link's token, as mailed. */
export const unsubscribeParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** What the unsubscribe link did. */
export const unsubscribeReplySchema = z.object({
  success: z.literal(true),
  /** 'You will no longer receive emails about new followers.' */
  message: z.string(),
  result: z.object({ type: z.enum(EMAIL_NOTIFICATION_TYPES), is_enabled: z.literal(false) }),
});

/** The data of the stream's `notification` event: the bell's counts. */
export const liveNotificationEventSchema = notificationCountsSchema;
/** The data of the stream's `message` event: unread messages. */
export const liveMessageEventSchema = z.object({ unread_count: z.number().int() });
/** The stream's event names. */
export const LIVE_EVENT_NAMES = ['notification', 'message'] as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];

const countsReply = { success: z.literal(true), ...notificationCountsSchema.shape };

export const notificationRoutes = {
  notifications: defineRoute({
    method: 'GET',
    path: '/notifications',
    summary: 'Your notifications, newest first (the dropdown asks for offset 0, limit 2); hidden ones are left out',
    isAuthRequired: true,
    query: pageQuerySchema(NOTIFICATIONS_PAGE_MAX),
    response: z.object({
      success: z.literal(true),
      results: z.array(notificationSchema),
      /** How many visible notifications there are in all, for paging. */
      count: z.number().int(),
    }),
  }),
  unread: defineRoute({
    method: 'GET',
    path: '/notification/unread',
    summary: 'The bell counts: unread_count (notifications) and brd_count (team broadcasts)',
    isAuthRequired: true,
    response: z.object(countsReply),
  }),
  hide: defineRoute({
    method: 'POST',
    path: '/hide',
    summary: 'Hide one of your notifications; answers the new counts',
    isAuthRequired: true,
    body: hideNotificationSchema,
    response: z.object({ ...countsReply, message: z.string() }),
  }),
  toggleReadUnread: defineRoute({
    method: 'POST',
    path: '/toggle_read_unread',
    summary: 'Mark one of your notifications read or unread (flips it, or sets read_activity); answers it and the new counts',
    isAuthRequired: true,
    body: toggleReadUnreadSchema,
    response: z.object({ ...countsReply, result: notificationSchema }),
  }),
  markAllRead: defineRoute({
    method: 'POST',
    path: '/mark_all_read',
    summary: 'Mark all your notifications read, broadcasts included; answers the counts (both 0)',
    isAuthRequired: true,
    response: z.object({ ...countsReply, message: z.string() }),
  }),
  broadcast: defineRoute({
    method: 'POST',
    path: '/notification/broadcast',
    summary: 'Team only: send a broadcast notification to every account (counted in brd_count)',
    isAuthRequired: true,
    body: broadcastSchema,
    response: z.object({
      success: z.literal(true),
      message: z.string(),
      /** How many accounts received it. */
      count: z.number().int(),
    }),
  }),
  image: defineRoute({
    method: 'GET',
    path: '/notification_images/:file',
    summary: "A type's default image as SVG ('follow.svg' … 'broadcast.svg'); public, cached for a year",
    isAuthRequired: false,
    params: z.object({ file: z.string().max(40) }),
    response: z.string(),
  }),
  streamTicket: defineRoute({
    method: 'POST',
    path: '/notifications/stream_ticket',
    summary: 'A ticket to open the live-update stream with EventSource (which cannot send headers); good for 60 s',
    isAuthRequired: true,
    response: z.object({
      success: z.literal(true),
      /** Put it in the stream's URL: /api/notifications/stream?ticket=… */
      ticket: z.string(),
      /** Seconds it stays good for opening (or reopening) the stream. */
      expires_in: z.number().int(),
    }),
  }),
  stream: defineRoute({
    method: 'GET',
    path: '/notifications/stream',
    summary: 'Live updates as Server-Sent Events (text/event-stream): events notification and message with the new counts',
    // A session or a stream ticket opens it (EventSource cannot send the header): the live
    // service checks either, so the sign-in hook must not demand the header (http/route.ts).
    isAuthRequired: false,
    query: z.object({
      /** From stream_ticket; not needed when the request carries `Authorization: Token`. */
      ticket: z.string().max(300).optional(),
    }),
    response: z.string(),
  }),
  emailPreferences: defineRoute({
    method: 'GET',
    path: '/{product}user/notification_preferences',
    summary: 'Which notifications are also e-mailed to you (all on by default)',
    isAuthRequired: true,
    response: z.object({ success: z.literal(true), result: emailPreferencesSchema }),
  }),
  saveEmailPreferences: defineRoute({
    method: 'POST',
    path: '/{product}user/notification_preferences',
    summary: 'Turn e-mails of a type on or off',
    isAuthRequired: true,
    body: saveEmailPreferencesSchema,
    response: z.object({ success: z.literal(true), message: z.string(), result: emailPreferencesSchema }),
  }),
  unsubscribe: defineRoute({
    method: 'GET',
    path: '/unsubscribe/:token',
    summary: "The mailed unsubscribe link: turns that type's e-mails off without signing in; a browser gets a small page",
    isAuthRequired: false,
    params: unsubscribeParamsSchema,
    response: unsubscribeReplySchema,
  }),
  unsubscribeOneClick: defineRoute({
    method: 'POST',
    path: '/unsubscribe/:token',
    summary: 'One-click unsubscribe of mail programs (RFC 8058 List-Unsubscribe-Post); same effect as the link',
    isAuthRequired: false,
    params: unsubscribeParamsSchema,
    response: unsubscribeReplySchema,
  }),
} as const;
