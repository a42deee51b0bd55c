/**
 * Moderation (issue 21), after Mastodon's reports and account actions and Funkwhale's report
 * snapshots. Reports filed with the Report Abuse dialog (`report_abuse`) and from the inbox
 * (`report_abuse_message`) wait in the console's queue with a snapshot of what was reported, taken
 * when it was reported, so a report outlives the item. Staff assign a report to themselves and
 * decide it:
 *
 * - `dismiss`: nothing was wrong; only this report closes.
 * - `take_down`: the item is hidden at once (a song, album, video or playlist becomes private and
 *   stays so until restored; a comment, message or e-Press Kit disappears for everyone else).
 * - `warn`: the owner is warned; the item stays.
 * - `suspend`: the owner's account is suspended: every session ends and sign-in is refused.
 *
 * Each of these but `dismiss` is one transaction that applies the action, records a strike
 * against the owner, closes every open report about the same item, writes the audit line and
 * leaves the owner a notice (a notification and an e-mail). Every reporter hears the outcome.
 * The owner may appeal a strike once, within MODERATION_APPEAL_DAYS; the appeal comes back to
 * the queue as a report of kind 'appeal', decided with `restore` (the action is undone and the
 * strike no longer counts) or `uphold`. A suspended person, who cannot sign in, appeals from the
 * link in their e-mail (a signed token). Strikes are listed with each report, so repeat
 * offenders show.
 */
import { z } from 'zod';
import { MODERATION_APPEAL_MAX, MODERATION_PAGE_MAX, STAFF_REASON_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { REPORT_TARGET_TYPES } from '../rules/report-target.ts';
import { defineRoute, listOf, resultOf } from './route.ts';

export const REPORT_KINDS = ['report', 'appeal'] as const;
export const REPORT_STATUSES = ['open', 'resolved'] as const;
/** What staff may decide on a report; on an appeal only `restore` and `uphold`. */
export const REPORT_DECISIONS = ['dismiss', 'take_down', 'warn', 'suspend', 'restore', 'uphold'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];
export const APPEAL_DECISIONS: readonly ReportDecision[] = ['restore', 'uphold'];
/** How a report ended ('upheld': an appeal refused; 'restored': an appeal granted). */
export const REPORT_RESOLUTIONS = ['dismissed', 'taken_down', 'warned', 'suspended', 'restored', 'upheld'] as const;
export const STRIKE_ACTIONS = ['warn', 'take_down', 'suspend'] as const;
export type StrikeAction = (typeof STRIKE_ACTIONS)[number];

const targetTypeSchema = z.enum(REPORT_TARGET_TYPES);

/** A person as the queue names them. */
export const moderationPersonSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** 'Artist', 'Band' or 'Listener'. */
  type: z.string(),
  is_suspended: z.boolean(),
  is_taken_down: z.boolean(),
  /** Strikes that still count (not overturned). */
  active_strikes: z.number().int(),
});
export type ModerationPerson = z.infer<typeof moderationPersonSchema>;

/** What a report is about, as it is now. */
export const reportTargetSchema = z.object({
  /** null when the address named nothing we know. */
  type: targetTypeSchema.nullable(),
  /** The title (or a comment's or message's first words) kept in the snapshot. */
  title: z.string().nullable(),
  /** Where to look at it in the app now (for a comment, its item's page); null when it is gone. */
  path: z.string().nullable(),
  is_taken_down: z.boolean(),
  /** Deleted since it was reported: only the snapshot remains. */
  is_gone: z.boolean(),
});

/** A strike against a person (Mastodon's account warning). */
export const strikeSchema = z.object({
  id: z.number().int(),
  action: z.enum(STRIKE_ACTIONS),
  target: z.object({ type: targetTypeSchema.nullable(), title: z.string().nullable() }),
  /** What the person was told. */
  reason: z.string(),
  created_at: z.string(),
  /** none, pending (an appeal waits), upheld, overturned. */
  appeal_status: z.enum(['none', 'pending', 'upheld', 'overturned']),
  /** The appeal may still be made. */
  can_appeal: z.boolean(),
  overturned_at: z.string().nullable(),
});
export type Strike = z.infer<typeof strikeSchema>;

/** A line of the queue. */
export const reportSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(REPORT_KINDS),
  status: z.enum(REPORT_STATUSES),
  /** The complaint type (spec 2 §5.3), or 'Appeal'. */
  complaint: z.string(),
  description: z.string(),
  /** The address reported. */
  url: z.string(),
  target: reportTargetSchema,
  owner: moderationPersonSchema.nullable(),
  reporter: z.object({ name: z.string(), email: z.string(), slug: z.string().nullable() }),
  assigned_to: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /** Other open reports about the same item. */
  related_open: z.number().int(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolution: z.enum(REPORT_RESOLUTIONS).nullable(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** A report with everything the decision needs. */
export const reportDetailSchema = reportSummarySchema.extend({
  /** The item as it was when reported (JSON kept with the report). */
  snapshot: z.unknown(),
  resolution_note: z.string().nullable(),
  resolved_by: z.object({ slug: z.string(), name: z.string() }).nullable(),
  /** For an appeal: the strike appealed. */
  appealed_strike: strikeSchema.nullable(),
  /** The owner's strikes, newest first. */
  owner_strikes: z.array(strikeSchema),
  /** Other reports about the same item, newest first. */
  related: z.array(reportSummarySchema),
  /** The decisions open to staff now. */
  decisions: z.array(z.enum(REPORT_DECISIONS)),
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;

export const reportsQuerySchema = z.object({
  status: z.enum(['open', 'resolved', 'all']).default('open'),
  kind: z.enum(['report', 'appeal', 'all']).default('all'),
  assigned: z.enum(['me', 'unassigned', 'all']).default('all'),
  type: targetTypeSchema.optional(),
  offset: z.coerce.number({ error: MESSAGES.invalidInput }).int(MESSAGES.invalidInput).min(0, MESSAGES.invalidInput).default(0),
  limit: z.coerce.number({ error: MESSAGES.invalidInput }).int(MESSAGES.invalidInput).min(1, MESSAGES.invalidInput).max(MODERATION_PAGE_MAX, MESSAGES.invalidInput).default(50),
});
export type ReportsQuery = z.output<typeof reportsQuerySchema>;

const idParams = z.object({ id: z.coerce.number({ error: MESSAGES.notFound }).int(MESSAGES.notFound).min(1, MESSAGES.notFound) });

const reasonSchema = z.string({ error: MESSAGES.moderationReasonRequired }).trim().max(STAFF_REASON_MAX, MESSAGES.staffReasonMax);

export const decideSchema = z
  .object({
    decision: z.enum(REPORT_DECISIONS, { error: MESSAGES.moderationDecisionInvalid }),
    /** What the owner is told (required for take_down, warn, suspend and uphold). */
    reason: reasonSchema.optional().transform((value) => value ?? ''),
    /** What the reporters are told besides the outcome (optional). */
    note: reasonSchema.optional().transform((value) => value || null),
  })
  .refine((value) => !['take_down', 'warn', 'suspend', 'uphold'].includes(value.decision) || value.reason.length > 0, { message: MESSAGES.moderationReasonRequired, path: ['reason'] });
export type DecideRequest = z.output<typeof decideSchema>;

export const overturnSchema = z.object({ reason: reasonSchema.min(1, MESSAGES.moderationReasonRequired) });

export const appealSchema = z.object({
  text: z.string({ error: MESSAGES.appealTextRequired }).trim().min(1, MESSAGES.appealTextRequired).max(MODERATION_APPEAL_MAX, MESSAGES.appealTextMax),
  /** The signed token of the e-mailed link, for a person who cannot sign in (suspended). */
  token: z.string().max(200).optional(),
});

/** A strike as its owner sees it, with the item's title and the appeal. */
export const ownStrikeSchema = strikeSchema.extend({ appeal_text: z.string().nullable() });
export type OwnStrike = z.infer<typeof ownStrikeSchema>;

export const moderationRoutes = {
  reports: defineRoute({
    method: 'GET',
    path: '/admin/reports',
    summary: 'The reports queue (oldest open first; newest resolved first) with the counts of the console',
    isAuthRequired: true,
    staffRole: 'staff',
    query: reportsQuerySchema,
    response: z.object({
      success: z.literal(true),
      results: z.array(reportSummarySchema),
      count: z.number().int(),
      counts: z.object({ open: z.number().int(), unassigned: z.number().int(), mine: z.number().int(), appeals: z.number().int() }),
    }),
  }),
  report: defineRoute({
    method: 'GET',
    path: '/admin/reports/:id',
    summary: "A report: the snapshot, the item now, the owner's strikes, related reports and the decisions open",
    isAuthRequired: true,
    staffRole: 'staff',
    params: idParams,
    response: resultOf(reportDetailSchema),
  }),
  assign: defineRoute({
    method: 'POST',
    path: '/admin/reports/:id/assign',
    summary: 'Takes an open report (assigns it to oneself), or gives it back with release: true',
    isAuthRequired: true,
    staffRole: 'staff',
    params: idParams,
    body: z.object({ release: z.boolean().optional() }),
    response: z.object({ success: z.literal(true), message: z.string(), result: reportDetailSchema }),
  }),
  decide: defineRoute({
    method: 'POST',
    path: '/admin/reports/:id/decide',
    summary: 'Decides an open report: dismiss, take_down, warn or suspend (an appeal: restore or uphold); one transaction with its strike, audit line and notices',
    isAuthRequired: true,
    staffRole: 'staff',
    params: idParams,
    body: decideSchema,
    response: z.object({ success: z.literal(true), message: z.string(), result: reportDetailSchema }),
  }),
  strikes: defineRoute({
    method: 'GET',
    path: '/admin/strikes',
    summary: "A person's strikes (user=slug), or the latest strikes of everyone",
    isAuthRequired: true,
    staffRole: 'staff',
    query: z.object({ user: z.string().trim().max(100).optional() }),
    response: listOf(strikeSchema.extend({ person: moderationPersonSchema })),
  }),
  overturn: defineRoute({
    method: 'POST',
    path: '/admin/strikes/:id/overturn',
    summary: 'Undoes a strike without an appeal: restores the item or lifts the suspension; the owner is told',
    isAuthRequired: true,
    staffRole: 'staff',
    params: idParams,
    body: overturnSchema,
    response: z.object({ success: z.literal(true), message: z.string() }),
  }),

  ownStrikes: defineRoute({
    method: 'GET',
    path: '/moderation/strikes',
    summary: "The signed-in person's strikes (the team's notices to them), newest first",
    isAuthRequired: true,
    response: listOf(ownStrikeSchema),
  }),
  ownStrike: defineRoute({
    method: 'GET',
    path: '/moderation/strikes/:id',
    summary: "One of one's strikes: signed in as its owner, or with the e-mailed link's token",
    isAuthRequired: false,
    params: idParams,
    query: z.object({ token: z.string().max(200).optional() }),
    response: resultOf(ownStrikeSchema),
  }),
  appeal: defineRoute({
    method: 'POST',
    path: '/moderation/strikes/:id/appeal',
    summary: 'Appeals a strike, once, within the appeal window: the appeal goes to the queue',
    isAuthRequired: false,
    params: idParams,
    body: appealSchema,
    response: z.object({ success: z.literal(true), message: z.string(), result: ownStrikeSchema }),
  }),
} as const;
