/**
 * Opportunities (issue 19; spec 1 §2.1 /opportunities, /opportunities/{slug}, the success pages,
 * /opportunity, /mydashboard/opportunities; §2.3 New / My Opportunities; §4 the 'opp'/'apply'
 * redirect; §6 e-mail verified before applying; spec 2 §2.1 opp_save, opp_save_soon,
 * opp_notify and the 'Save Opportunity' login tab; §7 Opportunities; §9 the numbers).
 *
 * An opportunity is a brief from a brand that artists and bands apply to with their own public
 * songs or videos before its deadline (`closes_at`, by the server's clock). Each artist has at
 * most one application per opportunity, editable and withdrawable until the deadline while it
 * waits for review. Staff decide every application by the result date (`results_at`): shortlisted,
 * then winner; or not selected, always with a reason. Whatever is still undecided at the result
 * date is closed as not selected ('no_decision'), so nobody waits without an answer.
 *
 * Visitors read everything public. Signed-in calls answer 401 without a session; applying needs an
 * artist or band (403 'Upgrade to an artist profile …' for listeners) with a verified e-mail (403
 * 'Please verify your email address before applying.'). The /staff/… calls are for staff (401/403).
 */
import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  DECLINE_REASONS,
  DEFAULT_LIMIT,
  OPPORTUNITY_BRAND_MAX,
  OPPORTUNITY_BRIEF_MAX,
  OPPORTUNITY_CATEGORIES,
  OPPORTUNITY_CATEGORY_DEFAULT,
  OPPORTUNITY_DECISION_NOTE_MAX,
  OPPORTUNITY_ENTRIES_DEFAULT,
  OPPORTUNITY_ENTRIES_MAX,
  OPPORTUNITY_ENTRIES_MIN,
  OPPORTUNITY_MEDIA,
  OPPORTUNITY_NOTE_MAX,
  OPPORTUNITY_REMAINING_LIMIT,
  OPPORTUNITY_REQUIREMENT_MAX,
  OPPORTUNITY_REQUIREMENTS_MAX,
  OPPORTUNITY_REWARD_MAX,
  OPPORTUNITY_SUMMARY_MAX,
  OPPORTUNITY_TITLE_MAX,
  OPPORTUNITY_WINNERS_LIMIT,
} from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { hasMarkup } from '../rules/text-input.ts';
import { slugSchema } from './catalog.ts';
import { flagSchema, optionalTextSchema, requiredTextSchema } from './fields.ts';
import { defineRoute, listOf, resultOf } from './route.ts';

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export const declineReasonSchema = z.enum(DECLINE_REASONS);
export const opportunityStateSchema = z.enum(['upcoming', 'open', 'closed']);
export const opportunityMediaSchema = z.enum(OPPORTUNITY_MEDIA);

/** A category of briefs (ids of OPPORTUNITY_CATEGORIES). */
export const opportunityCategorySchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type OpportunityCategory = z.infer<typeof opportunityCategorySchema>;

/** An opportunity as lists show it. */
export const opportunityCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** The brand behind the brief. */
  brand_name: z.string(),
  /** One or two sentences for the card. */
  summary: z.string(),
  /** What the winner gets ('₹50,000 and a feature in the campaign'). */
  reward: z.string(),
  category: opportunityCategorySchema,
  /** The contest image (spec 1 §3.3 gallery.contest_image_path), or null for the category's banner. */
  image: z.string().nullable(),
  /** What an application carries: songs, videos or either. */
  accepts: opportunityMediaSchema,
  /** Songs and videos one application may carry. */
  max_entries: z.number().int(),
  /** Only Pro members may apply (READING: some opportunities are Pro-only). */
  is_pro_only: z.boolean(),
  /** Applications open, close (the deadline) and results are announced, ISO-8601 UTC. */
  opens_at: z.string(),
  closes_at: z.string(),
  results_at: z.string(),
  /** By the server's clock when the reply was made. */
  state: opportunityStateSchema,
  /** Applications received (withdrawn ones not counted). */
  applicants_count: z.number().int(),
  winners_count: z.number().int(),
});
export type OpportunityCard = z.infer<typeof opportunityCardSchema>;

/** A song or video of an application. */
export const applicationEntrySchema = z.object({
  type: z.enum(['song', 'video']),
  slug: z.string(),
  title: z.string(),
  /** Artwork (songs) or thumbnail (videos). */
  image: z.string().nullable(),
  /** The song's public mp3, for listening in place; null for videos. */
  mp3: z.string().nullable(),
  /** The video's YouTube id; null for songs. */
  youtube_video_id: z.string().nullable(),
});
export type ApplicationEntry = z.infer<typeof applicationEntrySchema>;

/** The signed-in artist's own application. */
export const myApplicationSchema = z.object({
  status: applicationStatusSchema,
  /** 'Applied', 'Shortlisted', 'Winner', 'Not selected', 'Withdrawn'. */
  status_label: z.string(),
  note: z.string(),
  entries: z.array(applicationEntrySchema),
  /** Why it was not selected (the sentence of DECLINE_REASON_TEXTS), or null. */
  reason: z.string().nullable(),
  /** The reviewer's own words with a decision, or ''. */
  decision_note: z.string(),
  submitted_at: z.string(),
  updated_at: z.string(),
  decided_at: z.string().nullable(),
  /** It may still be edited or withdrawn (waiting for review, before the deadline). */
  is_editable: z.boolean(),
  /** Each move it made: applied, shortlisted … with its time. */
  timeline: z.array(z.object({ status: applicationStatusSchema, label: z.string(), at: z.string() })),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

/** A winner of an opportunity, as the page announces it. */
export const winnerSchema = z.object({
  artist: z.object({ name: z.string(), slug: z.string(), profile_pic: z.string().nullable() }),
  entries: z.array(applicationEntrySchema),
  decided_at: z.string(),
});
export type Winner = z.infer<typeof winnerSchema>;

/** The dialog the web shows after a save (spec 2 §2.1 custom dialog types). */
export const saveDialogSchema = z.enum(['opp_save', 'opp_save_soon', 'opp_notify']);
export type SaveDialog = z.infer<typeof saveDialogSchema>;

/** An opportunity's page. */
export const opportunityDetailSchema = opportunityCardSchema.extend({
  /** The brief, paragraphs separated by blank lines. */
  brief: z.string(),
  /** What entries must meet. */
  requirements: z.array(z.string()),
  /** Sharing: the page's address and the hashtags '{product},GetYourDue' (spec 2 §9). */
  share: z.object({ url: z.string(), hashtags: z.string(), text: z.string() }),
  /** Announced winners (shown once any is picked). */
  winners: z.array(winnerSchema),
  /** The viewer's side: saved, asked to be told when it opens, their application. */
  viewer: z.object({
    is_saved: z.boolean(),
    is_invite_requested: z.boolean(),
    application: myApplicationSchema.nullable(),
  }),
});
export type OpportunityDetail = z.infer<typeof opportunityDetailSchema>;

/** A song or video the artist may still add to an application ('3 remaining shown'). */
export const eligibleEntrySchema = applicationEntrySchema.extend({ created_at: z.string() });

/** An item of My Opportunities: the opportunity with the artist's application, if any. */
export const myOpportunitySchema = z.object({
  opportunity: opportunityCardSchema,
  application: myApplicationSchema.nullable(),
  is_saved: z.boolean(),
});
export type MyOpportunity = z.infer<typeof myOpportunitySchema>;
export const MY_OPPORTUNITY_TABS = ['applied', 'saved', 'results'] as const;
export type MyOpportunityTab = (typeof MY_OPPORTUNITY_TABS)[number];

/** A winner across opportunities (the 'visible winners' of /opportunities). */
export const recentWinnerSchema = winnerSchema.extend({
  opportunity: z.object({ slug: z.string(), title: z.string(), brand_name: z.string() }),
});

/** An application as staff review it. */
export const staffApplicationSchema = z.object({
  id: z.number().int(),
  status: applicationStatusSchema,
  status_label: z.string(),
  artist: z.object({ name: z.string(), slug: z.string(), profile_pic: z.string().nullable(), email: z.string() }),
  note: z.string(),
  entries: z.array(applicationEntrySchema),
  reason_code: declineReasonSchema.nullable(),
  reason: z.string().nullable(),
  decision_note: z.string(),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  /** The states staff may move it to now (the explicit transitions of rules/opportunity-rules.ts). */
  moves: z.array(applicationStatusSchema),
});
export type StaffApplication = z.infer<typeof staffApplicationSchema>;

/** Counts by state, for the review list. */
export const applicationCountsSchema = z.object({
  applied: z.number().int(),
  shortlisted: z.number().int(),
  won: z.number().int(),
  not_selected: z.number().int(),
  withdrawn: z.number().int(),
  /** Still waiting for a decision (applied + shortlisted). */
  waiting: z.number().int(),
});

export const staffOpportunitySchema = opportunityCardSchema.extend({
  counts: applicationCountsSchema,
  brief: z.string(),
  requirements: z.array(z.string()),
});
export type StaffOpportunity = z.infer<typeof staffOpportunitySchema>;

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

const pageFields = {
  offset: z.coerce.number({ error: MESSAGES.invalidInput }).int(MESSAGES.invalidInput).min(0, MESSAGES.invalidInput).default(0),
  limit: z.coerce.number({ error: MESSAGES.invalidInput }).int(MESSAGES.invalidInput).min(1, MESSAGES.invalidInput).max(50, MESSAGES.invalidInput).default(DEFAULT_LIMIT),
};

const categoryIds: number[] = OPPORTUNITY_CATEGORIES.map((category) => category.id);

/** A list of slugs (songs or videos of an application); repeats are dropped. */
const entrySlugsSchema = z
  .array(slugSchema, { error: MESSAGES.invalidInput })
  .max(50, MESSAGES.invalidInput)
  .default([])
  .transform((slugs) => [...new Set(slugs)]);

/** What an application sends: the opportunity, its songs and videos (slugs), a note to the brand. */
export const applyBodySchema = z.object({
  slug: slugSchema,
  songs: entrySlugsSchema,
  videos: entrySlugsSchema,
  /** Optional, up to 1000 characters, no < or >. */
  note: optionalTextSchema({ max: [OPPORTUNITY_NOTE_MAX, MESSAGES.oppNoteMax] }),
});
export type ApplyBody = z.infer<typeof applyBodySchema>;

const isoDateSchema = z
  .string({ error: MESSAGES.oppDateRequired })
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value), MESSAGES.oppDateRequired)
  .transform((value) => new Date(value).toISOString());

const plainText = (required: string, max: number) => requiredTextSchema({ required, max: [max, MESSAGES.textTooLong] });

/** A requirement line of a brief. */
const requirementsSchema = z
  .array(z.string().trim().max(OPPORTUNITY_REQUIREMENT_MAX, MESSAGES.textTooLong).refine((v) => !hasMarkup(v), MESSAGES.invalidInput))
  .max(OPPORTUNITY_REQUIREMENTS_MAX, MESSAGES.textTooLong)
  .transform((lines) => lines.filter(Boolean));

/** What staff write when they publish an opportunity. */
export const opportunityFieldsSchema = z.object({
  title: plainText(MESSAGES.oppTitleRequired, OPPORTUNITY_TITLE_MAX),
  brand_name: plainText(MESSAGES.oppBrandRequired, OPPORTUNITY_BRAND_MAX),
  category: z.coerce.number({ error: MESSAGES.oppCategoryInvalid }).int(MESSAGES.oppCategoryInvalid).refine((id) => categoryIds.includes(id), MESSAGES.oppCategoryInvalid),
  summary: plainText(MESSAGES.oppSummaryRequired, OPPORTUNITY_SUMMARY_MAX),
  brief: plainText(MESSAGES.oppBriefRequired, OPPORTUNITY_BRIEF_MAX),
  requirements: requirementsSchema.default([]),
  reward: plainText(MESSAGES.oppRewardRequired, OPPORTUNITY_REWARD_MAX),
  accepts: opportunityMediaSchema.default('songs'),
  max_entries: z.coerce.number({ error: MESSAGES.invalidInput }).int(MESSAGES.invalidInput).min(OPPORTUNITY_ENTRIES_MIN, MESSAGES.invalidInput).max(OPPORTUNITY_ENTRIES_MAX, MESSAGES.invalidInput).default(OPPORTUNITY_ENTRIES_DEFAULT),
  is_pro_only: flagSchema.default(false),
  opens_at: isoDateSchema,
  closes_at: isoDateSchema,
  results_at: isoDateSchema,
});
export type OpportunityFields = z.infer<typeof opportunityFieldsSchema>;
/** An edit: any of the fields (moving the deadline reschedules the reminders). */
export const opportunityEditSchema = opportunityFieldsSchema.partial();
export type OpportunityEdit = z.infer<typeof opportunityEditSchema>;

/** A decision: shortlisted, won, or not selected with one of the reasons (not 'no_decision', the result date's own). */
export const decisionBodySchema = z
  .object({
    application_id: z.coerce.number({ error: MESSAGES.notFound }).int(MESSAGES.notFound).positive(MESSAGES.notFound),
    status: z.enum(['shortlisted', 'won', 'not_selected'], { error: MESSAGES.invalidInput }),
    reason: z.enum(['not_a_fit', 'brief_not_met', 'production_quality', 'strong_competition'], { error: MESSAGES.oppReasonRequired }).optional(),
    note: optionalTextSchema({ max: [OPPORTUNITY_DECISION_NOTE_MAX, MESSAGES.textTooLong] }),
  })
  .superRefine((value, context) => {
    if (value.status === 'not_selected' && !value.reason) context.addIssue({ code: 'custom', path: ['reason'], message: MESSAGES.oppReasonRequired });
  });
export type DecisionBody = z.infer<typeof decisionBodySchema>;

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

const slugBody = z.object({ slug: slugSchema });

export const opportunitiesRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/opportunity-v2',
    summary: 'Open opportunities of a category (default 2; 0 for all), closing soonest first, with the categories and their open counts.',
    isAuthRequired: false,
    query: z.object({
      category: z.coerce.number({ error: MESSAGES.invalidInput }).int(MESSAGES.invalidInput).min(0, MESSAGES.invalidInput).default(OPPORTUNITY_CATEGORY_DEFAULT),
      ...pageFields,
    }),
    response: z.object({
      success: z.literal(true),
      results: z.array(opportunityCardSchema),
      count: z.number().int(),
      categories: z.array(opportunityCategorySchema.extend({ open_count: z.number().int() })),
    }),
  }),
  sidebar: defineRoute({
    method: 'GET',
    path: '/opportunity_rhs',
    summary: 'The sidebar: up to 10 open opportunities closing soonest, leaving out `exclude` (the page being read).',
    isAuthRequired: false,
    query: z.object({ exclude: slugSchema.optional() }),
    response: listOf(opportunityCardSchema),
  }),
  upcoming: defineRoute({
    method: 'GET',
    path: '/opportunity_upcoming',
    summary: 'Opportunities announced but not open yet, opening soonest first.',
    isAuthRequired: false,
    response: listOf(opportunityCardSchema),
  }),
  homepage: defineRoute({
    method: 'GET',
    path: '/opportunity_homepage',
    summary: "The home page's strip: a few open opportunities, and how many are open and were published in the last 30 days.",
    isAuthRequired: false,
    response: z.object({ success: z.literal(true), results: z.array(opportunityCardSchema), open_count: z.number().int(), monthly_count: z.number().int() }),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/opportunity_detail/:slug',
    summary: "An opportunity's page: the brief, its winners once picked, and the viewer's save and application.",
    isAuthRequired: false,
    params: slugBody,
    response: resultOf(opportunityDetailSchema),
  }),
  winners: defineRoute({
    method: 'GET',
    path: '/opportunity_winners',
    summary: 'Winners, newest first: of one opportunity (`slug`) or of all.',
    isAuthRequired: false,
    query: z.object({ slug: slugSchema.optional(), offset: pageFields.offset, limit: pageFields.limit.default(OPPORTUNITY_WINNERS_LIMIT) }),
    response: listOf(recentWinnerSchema),
  }),
  apply: defineRoute({
    method: 'POST',
    path: '/opportunity_apply',
    summary: 'Applies with own public songs and videos before the deadline; one application per opportunity (a withdrawn one may apply again).',
    isAuthRequired: true,
    isIdempotent: true,
    body: applyBodySchema,
    response: z.object({ success: z.literal(true), message: z.string(), result: myApplicationSchema }),
  }),
  editApplication: defineRoute({
    method: 'POST',
    path: '/opportunity_apply_edit',
    summary: 'Replaces the songs, videos and note of an application waiting for review, before the deadline.',
    isAuthRequired: true,
    body: applyBodySchema,
    response: z.object({ success: z.literal(true), message: z.string(), result: myApplicationSchema }),
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/opportunity_withdraw',
    summary: 'Withdraws an application waiting for review, before the deadline.',
    isAuthRequired: true,
    body: slugBody,
    response: z.object({ success: z.literal(true), message: z.string(), result: myApplicationSchema }),
  }),
  applySongs: defineRoute({
    method: 'GET',
    path: '/opportunity_apply_songs',
    summary: "The artist's public songs not yet in their application, newest first, 3 at a time, with how many remain.",
    isAuthRequired: true,
    query: z.object({ slug: slugSchema, offset: pageFields.offset, limit: pageFields.limit.default(OPPORTUNITY_REMAINING_LIMIT) }),
    response: z.object({ success: z.literal(true), results: z.array(eligibleEntrySchema), count: z.number().int() }),
  }),
  applyVideos: defineRoute({
    method: 'GET',
    path: '/opportunity_apply_videos',
    summary: "The artist's public videos not yet in their application, newest first, 3 at a time, with how many remain.",
    isAuthRequired: true,
    query: z.object({ slug: slugSchema, offset: pageFields.offset, limit: pageFields.limit.default(OPPORTUNITY_REMAINING_LIMIT) }),
    response: z.object({ success: z.literal(true), results: z.array(eligibleEntrySchema), count: z.number().int() }),
  }),
  saveForLater: defineRoute({
    method: 'POST',
    path: '/opportunity_save_for_later',
    summary: 'Saves (or, with is_saved false, unsaves) an opportunity; a saved one is e-mailed about 48 hours before it closes, once.',
    isAuthRequired: true,
    body: z.object({ slug: slugSchema, is_saved: flagSchema.default(true) }),
    response: z.object({ success: z.literal(true), is_saved: z.boolean(), dialog: saveDialogSchema.nullable(), message: z.string() }),
  }),
  inviteRequest: defineRoute({
    method: 'POST',
    path: '/opportunity_invite_request',
    summary: 'Asks to be told when an upcoming opportunity opens (a notification and an e-mail on the day).',
    isAuthRequired: true,
    body: slugBody,
    response: z.object({ success: z.literal(true), dialog: saveDialogSchema, message: z.string() }),
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/my_opportunities',
    summary: "My Opportunities: applications waiting or withdrawn ('applied'), saved opportunities ('saved') and decided applications ('results').",
    isAuthRequired: true,
    query: z.object({ tab: z.enum(MY_OPPORTUNITY_TABS, { error: MESSAGES.invalidInput }).default('applied'), ...pageFields }),
    response: z.object({
      success: z.literal(true),
      results: z.array(myOpportunitySchema),
      count: z.number().int(),
      counts: z.object({ applied: z.number().int(), saved: z.number().int(), results: z.number().int() }),
    }),
  }),

  // Staff review (ours): the staff console gathers these screens.
  staffList: defineRoute({
    method: 'GET',
    path: '/staff/opportunities',
    summary: 'Staff: every opportunity, newest deadline first, with its applications counted by state.',
    isAuthRequired: true,
    staffRole: 'staff',
    response: listOf(staffOpportunitySchema),
  }),
  staffCreate: defineRoute({
    method: 'POST',
    path: '/staff/opportunities',
    summary: 'Staff: publishes an opportunity.',
    isAuthRequired: true,
    isIdempotent: true,
    staffRole: 'staff',
    body: opportunityFieldsSchema,
    response: z.object({ success: z.literal(true), message: z.string(), result: staffOpportunitySchema }),
  }),
  staffUpdate: defineRoute({
    method: 'PUT',
    path: '/staff/opportunities/:slug',
    summary: 'Staff: edits an opportunity; a moved deadline or result date moves its reminder and its result-date job.',
    isAuthRequired: true,
    staffRole: 'staff',
    params: slugBody,
    body: opportunityEditSchema,
    response: z.object({ success: z.literal(true), message: z.string(), result: staffOpportunitySchema }),
  }),
  staffApplications: defineRoute({
    method: 'GET',
    path: '/staff/opportunities/:slug/applications',
    summary: 'Staff: the applications of an opportunity with their songs and videos to play in place, and the moves each may make.',
    isAuthRequired: true,
    staffRole: 'staff',
    params: slugBody,
    response: resultOf(z.object({ opportunity: staffOpportunitySchema, applications: z.array(staffApplicationSchema) })),
  }),
  staffDecision: defineRoute({
    method: 'POST',
    path: '/staff/opportunity_decision',
    summary: 'Staff: moves an application (shortlisted, won, or not selected with a reason); the artist is notified.',
    isAuthRequired: true,
    staffRole: 'staff',
    body: decisionBodySchema,
    response: z.object({ success: z.literal(true), message: z.string(), result: staffApplicationSchema }),
  }),
} as const;
