/**
 * Messaging (spec 2 §3 Messages, §7 Messaging; spec 1 §2.4 the message icon, §3.4, §9) and
 * the team account (READING: the admin id and slug name the team account that sends
 * broadcasts and receives TV communications).
 *
 * A conversation is between two people and is named by the other person's slug: the inbox
 * lists conversations, `show_message?slug=` opens one. Every call but `admin_account` needs
 * `Authorization: Token <key>`. Nobody reads or changes another person's messages: a message
 * id that is not in one's own conversations answers 404 'This message does not exist.'.
 *
 * Bodies are plain text, stored as written (trimmed; up to 5,000 characters) and may contain
 * < and >: the web app shows them as text (escaped, never as HTML) and makes http(s) links
 * clickable itself. Line breaks are kept.
 *
 * `show_message` (marks the conversation read) and `mark_message_unread` change state on GET
 * because the spec says GET; both need the Authorization header, which no other site's page
 * can send (docs/decisions.md).
 *
 * Compose is limited to 20 messages per 10 minutes per sender (MESSAGE_COMPOSE_RATE_LIMIT):
 * 429 with Retry-After.
 */
import { z } from 'zod';
import { MESSAGES_PAGE_MAX, MESSAGE_BODY_MAX, REPORT_DESCRIPTION_MAX } from '../constants.ts';
import { COMPLAINT_TYPES, MESSAGES } from '../messages.ts';
import { flagSchema, optionalTextSchema, placeIdSchema } from './fields.ts';
import { pageQuerySchema } from './notifications.ts';
import { defineRoute } from './route.ts';

/** The other person of a conversation (or the team account). */
export const messagePartySchema = z.object({
  /** Profile slug: /{slug_username}; the conversation's name in show_message, mark_message_unread, delete_message. */
  slug_username: z.string(),
  /** Display name ('Deleted user' for a deleted account: such a conversation can be read, not answered). */
  name: z.string(),
  /** URL of the profile picture, or null for the default avatar. */
  profile_pic: z.string().nullable(),
  /** True for the team account (TV communications, broadcasts). */
  is_team: z.boolean(),
  /** False for a deleted account: compose is refused. */
  can_reply: z.boolean(),
});
export type MessageParty = z.infer<typeof messagePartySchema>;

/** One message of a conversation. */
export const messageSchema = z.object({
  /** The message's id, for delete_message, mark_message_unread and report_abuse_message. */
  id: z.number().int(),
  /** Plain text as written; show it escaped, with links made clickable. */
  body: z.string(),
  /** True when you wrote it. */
  is_mine: z.boolean(),
  /** Sent with the TV-communication flag (to the TV team). */
  tv_communication: z.boolean(),
  /** Whether the recipient has read it (for your own messages: 'seen'). */
  is_read: z.boolean(),
  /** When it was sent, ISO-8601 UTC. */
  created_date: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** A conversation in the inbox. */
export const inboxItemSchema = z.object({
  /** The other person. */
  user: messagePartySchema,
  /** The newest message you can still see; its body cut to 200 characters. */
  last_message: messageSchema,
  /** Messages of this conversation you have not read. */
  unread_count: z.number().int(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** A profile slug naming a conversation or a recipient. */
const slugSchema = z.string({ error: MESSAGES.recipientRequired }).trim().min(1, MESSAGES.recipientRequired).max(100, MESSAGES.recipientNotFound).transform((v) => v.toLowerCase());
const messageIdSchema = placeIdSchema(MESSAGES.invalidInput);

/** The message body: plain text, trimmed, 1–5,000 characters, < and > allowed (shown escaped). */
export const messageBodySchema = z
  .string({ error: MESSAGES.contactMessageRequired })
  // PostgreSQL text refuses NUL bytes; they are never meaningful in a message.
  .transform((v) => v.replaceAll('\u0000', '').trim())
  .pipe(z.string().min(1, MESSAGES.contactMessageRequired).max(MESSAGE_BODY_MAX, MESSAGES.contactMessageMax));

/** POST message_compose (spec 2 §3 Messages: receipient, body, tv_communication). */
export const composeMessageSchema = z.object({
  /**
   * The recipient's slug (spec spelling). May be left out with tv_communication, which always
   * goes to the team account.
   */
  receipient: z.string().trim().max(100, MESSAGES.recipientNotFound).optional().transform((v) => (v ? v.toLowerCase() : undefined)),
  body: messageBodySchema,
  /** A message to the TV team about broadcasting (from 'Broadcast on TV'); only to the team. */
  tv_communication: flagSchema.optional().transform((v) => v ?? false),
});
export type ComposeMessageForm = z.input<typeof composeMessageSchema>;

/** Exactly one of a message id or a conversation (the other person's slug). */
const messageOrConversationSchema = z
  .object({
    /** One message. */
    id: messageIdSchema.optional(),
    /** A whole conversation, by the other person's slug. */
    slug: slugSchema.optional(),
  })
  .refine((v) => (v.id === undefined) !== (v.slug === undefined), { message: MESSAGES.messageTargetRequired, path: ['id'] });

/** GET mark_message_unread: `?id=` marks that message you received unread; `?slug=` the newest one you received from that person. */
export const markMessageUnreadQuerySchema = messageOrConversationSchema;

/** POST delete_message: `{id}` removes one message, `{slug}` the whole conversation — for you only; the other person keeps theirs. */
export const deleteMessageSchema = messageOrConversationSchema;

/** POST report_abuse_message: report a message you received. */
export const reportMessageSchema = z.object({
  id: messageIdSchema,
  /** One of the Report Abuse dialog's types (spec 2 §5.3); 'Spam' when left out. */
  complaint: z.enum(COMPLAINT_TYPES, { error: MESSAGES.complaintInvalid }).optional().transform((v) => v ?? 'Spam'),
  /** Optional, plain text up to 1,000 characters. */
  description: optionalTextSchema({ max: [REPORT_DESCRIPTION_MAX, MESSAGES.reportDescriptionMax] }),
});

/** GET show_message: the conversation with `slug`, paged from the newest. */
export const showMessageQuerySchema = pageQuerySchema(MESSAGES_PAGE_MAX).extend({
  /** The other person's slug. */
  slug: slugSchema,
});

const unreadCount = {
  /** All your unread messages: the message icon's badge (spec 1 §3.4). */
  unread_count: z.number().int(),
};

export const messagingRoutes = {
  inbox: defineRoute({
    method: 'GET',
    path: '/message_inbox',
    summary: 'Your conversations, the most recent first: the other person, the last message, unread messages',
    isAuthRequired: true,
    query: pageQuerySchema(MESSAGES_PAGE_MAX),
    response: z.object({
      success: z.literal(true),
      results: z.array(inboxItemSchema),
      /** Conversations in all, for paging. */
      count: z.number().int(),
      ...unreadCount,
    }),
  }),
  showMessage: defineRoute({
    method: 'GET',
    path: '/show_message',
    summary: "One conversation's messages; marks the ones you received read",
    isAuthRequired: true,
    query: showMessageQuerySchema,
    response: z.object({
      success: z.literal(true),
      /** The other person. */
      user: messagePartySchema,
      /** The page's messages, oldest first: `offset` 0 is the newest page, larger offsets go back in time. */
      results: z.array(messageSchema),
      /** Messages of the conversation you can see, for paging. */
      count: z.number().int(),
      ...unreadCount,
    }),
  }),
  markMessageUnread: defineRoute({
    method: 'GET',
    path: '/mark_message_unread',
    summary: 'Mark a message you received (?id=) or a conversation (?slug=) unread',
    isAuthRequired: true,
    query: markMessageUnreadQuerySchema,
    response: z.object({ success: z.literal(true), message: z.string(), ...unreadCount }),
  }),
  unreadMessagesCount: defineRoute({
    method: 'GET',
    path: '/unread_messages_count',
    summary: 'Your unread messages (spec 1 §3.4 unread_count)',
    isAuthRequired: true,
    response: z.object({ success: z.literal(true), ...unreadCount }),
  }),
  compose: defineRoute({
    method: 'POST',
    path: '/message_compose',
    summary: 'Send a message to a person by slug, or a TV communication to the team; 20 per 10 minutes',
    isAuthRequired: true,
    isIdempotent: true,
    body: composeMessageSchema,
    response: z.object({
      success: z.literal(true),
      message: z.string(),
      /** The message as sent. */
      result: messageSchema,
      /** Who it went to. */
      user: messagePartySchema,
    }),
  }),
  deleteMessage: defineRoute({
    method: 'POST',
    path: '/delete_message',
    summary: 'Delete a message ({id}) or a conversation ({slug}) for yourself only',
    isAuthRequired: true,
    body: deleteMessageSchema,
    response: z.object({ success: z.literal(true), message: z.string(), ...unreadCount }),
  }),
  reportAbuseMessage: defineRoute({
    method: 'POST',
    path: '/report_abuse_message',
    summary: "Report a message you received to the team ('Reported successfully'); reporting twice is fine",
    isAuthRequired: true,
    isIdempotent: true,
    body: reportMessageSchema,
    response: z.object({ success: z.literal(true), message: z.string() }),
  }),
  adminAccount: defineRoute({
    method: 'GET',
    path: '/admin_account',
    summary: 'The team account (spec: the admin id and slug): it sends broadcasts and receives TV communications',
    isAuthRequired: false,
    response: z.object({
      success: z.literal(true),
      result: messagePartySchema.extend({
        /** Its id: a session whose id equals it is the team (is_admin). */
        id: z.number().int(),
      }),
    }),
  }),
} as const;
