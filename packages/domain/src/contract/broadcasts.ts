/**
 * Broadcasts (issue 21): the team sends a notification, and optionally an e-mail, to everyone
 * or to a segment (artists and bands, listeners, Pro members), optionally in one country. The
 * notification comes from the team account and counts in the header's brd_count. A durable job
 * sends it in batches of BROADCAST_BATCH_SIZE, walking the accounts by id from a stored cursor:
 * each batch records its recipients (one row per person and broadcast, a unique key) in the same
 * transaction as their notifications, so a job resumed after a restart goes on where it stopped
 * and nobody gets a second copy. E-mails are claimed one by one before they are sent, so a
 * resumed job never sends one twice either (one lost in the crash is marked failed, not resent).
 */
import { z } from 'zod';
import { BROADCAST_TEXT_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { requiredTextSchema } from './fields.ts';
import { broadcastLinkSchema } from './notifications.ts';
import { defineRoute, listOf, resultOf } from './route.ts';

export const BROADCAST_AUDIENCES = ['everyone', 'artists', 'listeners', 'pro'] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];
export const BROADCAST_STATUSES = ['queued', 'sending', 'done', 'failed'] as const;

export const newBroadcastSchema = z.object({
  text: requiredTextSchema({ required: MESSAGES.broadcastTextRequired, max: [BROADCAST_TEXT_MAX, MESSAGES.broadcastTextMax] }),
  link: broadcastLinkSchema,
  audience: z.enum(BROADCAST_AUDIENCES, { error: MESSAGES.broadcastAudienceInvalid }),
  /** Narrows the audience to the accounts of one country (reference list id). */
  country_id: z.coerce.number({ error: MESSAGES.broadcastCountryInvalid }).int(MESSAGES.broadcastCountryInvalid).min(1, MESSAGES.broadcastCountryInvalid).nullish().transform((value) => value ?? null),
  /** Also e-mail it to those with a verified address. */
  email: z.boolean().optional().default(false),
});
export type NewBroadcast = z.output<typeof newBroadcastSchema>;

export const broadcastSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  link: z.string().nullable(),
  audience: z.enum(BROADCAST_AUDIENCES),
  country: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  is_emailed: z.boolean(),
  status: z.enum(BROADCAST_STATUSES),
  /** How many the segment held when it was sent. */
  audience_size: z.number().int(),
  /** How many have it in their bell so far. */
  recipient_count: z.number().int(),
  emailed_count: z.number().int(),
  sender: z.object({ slug: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

const audienceQuery = z.object({
  audience: z.enum(BROADCAST_AUDIENCES, { error: MESSAGES.broadcastAudienceInvalid }),
  country_id: z.coerce.number({ error: MESSAGES.broadcastCountryInvalid }).int(MESSAGES.broadcastCountryInvalid).min(1, MESSAGES.broadcastCountryInvalid).optional(),
});

export const broadcastRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/broadcasts',
    summary: 'The latest broadcasts with their progress, newest first',
    isAuthRequired: true,
    staffRole: 'staff',
    response: listOf(broadcastSchema),
  }),
  audience: defineRoute({
    method: 'GET',
    path: '/admin/broadcasts/audience',
    summary: 'How many accounts a segment holds now (before sending)',
    isAuthRequired: true,
    staffRole: 'staff',
    query: audienceQuery,
    response: z.object({ success: z.literal(true), count: z.number().int() }),
  }),
  send: defineRoute({
    method: 'POST',
    path: '/admin/broadcasts',
    summary: 'Queues a broadcast to a segment; a job sends it in batches (logged in the audit log)',
    isAuthRequired: true,
    isIdempotent: true,
    staffRole: 'staff',
    body: newBroadcastSchema,
    response: resultOf(broadcastSchema).extend({ message: z.string() }),
  }),
} as const;
