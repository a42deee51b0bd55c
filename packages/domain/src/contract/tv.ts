/**
 * Indiwave TV (issue 19; spec 1 §2.1 /{product}-tv, /programme-format; §2.3 Broadcast on TV:
 * Pitch Video, My Videos; §3.1 authorize_for_tv; spec 2 §3 Video upload's TV fields; Messages
 * tv_communication; READING: the team account receives TV communications).
 *
 * An artist pitches one of their videos to the channel (TV, the website or both), answering the
 * TV questions of the video form and, for TV, with the video's CBFC certificate. They authorise
 * the channel to broadcast their videos once (`authorize_for_tv`). Their note reaches the TV team
 * as a TV communication message; every step after that comes back to them as a message from the
 * team. Staff move pitches through the explicit transitions of rules/opportunity-rules.ts:
 * submitted → in review → accepted for a programme → scheduled with a date → aired (when its time
 * comes), or declined with a reason before it airs.
 */
import { z } from 'zod';
import {
  TV_DECLINE_REASON_MAX,
  TV_PITCH_STATUSES,
  TV_PROGRAMME_DESCRIPTION_MAX,
  TV_PROGRAMME_LINE_MAX,
  TV_PROGRAMME_NAME_MAX,
  TV_SCHEDULE_DAYS,
  TV_SCHEDULE_DAYS_MAX,
  USER_MESSAGE_MAX,
} from '../constants.ts';
import { CATALOGUE_MESSAGES, MESSAGES } from '../messages.ts';
import { slugSchema } from './catalog.ts';
import { flagSchema, optionalTextSchema, requiredTextSchema } from './fields.ts';
import { defineRoute, listOf, resultOf } from './route.ts';

export const tvPitchStatusSchema = z.enum(TV_PITCH_STATUSES);

/** A programme of the channel (/programme-format). */
export const tvProgrammeSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** How long and how often: '30 minutes, daily'. */
  length: z.string(),
  /** When it airs: 'Daily at 9:00 PM IST'. */
  slot: z.string(),
  description: z.string(),
  /** Which videos it plays. */
  for_whom: z.string(),
});
export type TvProgramme = z.infer<typeof tvProgrammeSchema>;

/** A video as the channel's pages show it. */
export const tvVideoSchema = z.object({
  slug: z.string(),
  title: z.string(),
  youtube_video_id: z.string(),
  image: z.string(),
  artist: z.object({ name: z.string(), slug: z.string() }),
});
export type TvVideo = z.infer<typeof tvVideoSchema>;

/** A slot of the schedule: a video on a programme at a time. */
export const tvSlotSchema = z.object({
  at: z.string(),
  status: z.enum(['scheduled', 'aired']),
  programme: z.object({ slug: z.string(), name: z.string() }),
  video: tvVideoSchema,
});
export type TvSlot = z.infer<typeof tvSlotSchema>;

/** One step of a pitch's timeline. */
export const tvTimelineStepSchema = z.object({ status: tvPitchStatusSchema, label: z.string(), at: z.string(), note: z.string() });

/** A pitch as its artist follows it (My Videos). */
export const myPitchSchema = z.object({
  id: z.number().int(),
  status: tvPitchStatusSchema,
  status_label: z.string(),
  video: tvVideoSchema,
  is_submit_tv: z.boolean(),
  is_submit_website: z.boolean(),
  video_released: z.boolean(),
  track_embedded: z.boolean(),
  track_released: z.boolean(),
  usermessage: z.string(),
  /** The attached CBFC certificate, or null. */
  certificate: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  programme: z.object({ slug: z.string(), name: z.string() }).nullable(),
  scheduled_at: z.string().nullable(),
  aired_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  submitted_at: z.string(),
  timeline: z.array(tvTimelineStepSchema),
});
export type MyPitch = z.infer<typeof myPitchSchema>;

/** A pitch as staff review it. */
export const staffPitchSchema = myPitchSchema.extend({
  artist: z.object({ name: z.string(), slug: z.string(), email: z.string() }),
  /** The states staff may move it to now. */
  moves: z.array(tvPitchStatusSchema),
});
export type StaffPitch = z.infer<typeof staffPitchSchema>;

/** An uploaded certificate, before or after it is attached to a pitch. */
export const tvCertificateSchema = z.object({ id: z.number().int(), name: z.string(), size: z.number().int(), content_type: z.string() });

/** The video form's TV questions (spec 2 §3 Video upload) and the pitch's own fields. */
export const pitchBodySchema = z.object({
  /** The video (slug_uservideo), the artist's own. */
  slug: slugSchema,
  /** On the channel. */
  is_submit_tv: flagSchema.default(false),
  /** Featured on the website. */
  is_submit_website: flagSchema.default(false),
  /** The video is already released elsewhere. */
  video_released: flagSchema.default(false),
  /** One of the artist's tracks is in the video. */
  track_embedded: flagSchema.default(false),
  /** That track is released. */
  track_released: flagSchema.default(false),
  /** The video has a CBFC certificate (required for TV); the upload's id. */
  cbfc_certificate: flagSchema.default(false),
  certificate_id: z.coerce.number({ error: MESSAGES.tvCertificateNotFound }).int(MESSAGES.tvCertificateNotFound).positive(MESSAGES.tvCertificateNotFound).optional(),
  /** A note to the TV team, sent as a TV communication message. */
  usermessage: optionalTextSchema({ max: [USER_MESSAGE_MAX, MESSAGES.textTooLong] }),
  /** Authorises the channel to broadcast the artist's videos (authorize_for_tv), if not done yet. */
  authorize: flagSchema.default(false),
  /** The programme the artist pitches it for (a current one; optional: the team may choose another). */
  programme: z.preprocess((value) => (value === '' || value === null ? undefined : value), slugSchema.optional()),
});
export type PitchBody = z.infer<typeof pitchBodySchema>;

/** A staff move: in review, accepted (with a programme), scheduled (with a future time), declined (with a reason). */
export const pitchMoveBodySchema = z
  .object({
    id: z.coerce.number({ error: MESSAGES.notFound }).int(MESSAGES.notFound).positive(MESSAGES.notFound),
    status: z.enum(['in_review', 'accepted', 'scheduled', 'declined'], { error: MESSAGES.invalidInput }),
    programme: slugSchema.optional(),
    at: z
      .string()
      .trim()
      .refine((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value), MESSAGES.tvAirTimeFuture)
      .transform((value) => new Date(value).toISOString())
      .optional(),
    reason: optionalTextSchema({ max: [TV_DECLINE_REASON_MAX, MESSAGES.tvDeclineReasonMax] }),
  })
  .superRefine((value, context) => {
    if (value.status === 'declined' && !value.reason) context.addIssue({ code: 'custom', path: ['reason'], message: MESSAGES.tvDeclineReasonRequired });
    if (value.status === 'scheduled' && !value.at) context.addIssue({ code: 'custom', path: ['at'], message: MESSAGES.tvAirTimeFuture });
  });
export type PitchMoveBody = z.infer<typeof pitchMoveBodySchema>;

/** A programme as staff manage it: retired ones too, with how many pitches name it. */
export const staffProgrammeSchema = tvProgrammeSchema.extend({
  position: z.number().int(),
  /** When it was retired (it takes no new pitches; pitches that name it keep showing it), or null. */
  retired_at: z.string().nullable(),
  /** Pitches that name it, of any state. */
  pitch_count: z.number().int(),
});
export type StaffProgramme = z.infer<typeof staffProgrammeSchema>;

const C = CATALOGUE_MESSAGES;
const programmeLine = (required: string) => requiredTextSchema({ required, max: [TV_PROGRAMME_LINE_MAX, C.programmeLineMax] });

/** A programme's fields, as staff add or edit it (its slug is made from the first name and stays). */
export const programmeBodySchema = z.object({
  name: requiredTextSchema({ required: C.programmeNameRequired, max: [TV_PROGRAMME_NAME_MAX, C.programmeNameMax] }),
  length: programmeLine(C.programmeLengthRequired),
  slot: programmeLine(C.programmeSlotRequired),
  description: requiredTextSchema({ required: C.programmeDescriptionRequired, max: [TV_PROGRAMME_DESCRIPTION_MAX, C.programmeDescriptionMax] }),
  for_whom: programmeLine(C.programmeForWhomRequired),
});
export type ProgrammeBody = z.infer<typeof programmeBodySchema>;

/** One scheduled pitch of the staff schedule. */
export const staffSlotSchema = z.object({
  pitch_id: z.number().int(),
  at: z.string(),
  programme: z.object({ slug: z.string(), name: z.string(), is_retired: z.boolean() }).nullable(),
  video: tvVideoSchema,
});
export type StaffSlot = z.infer<typeof staffSlotSchema>;
/** A day of the staff schedule (IST), with its scheduled pitches by air time. */
export const scheduleDaySchema = z.object({ day: z.string(), slots: z.array(staffSlotSchema) });
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

const programmeSlugParams = z.object({ slug: z.string().trim().toLowerCase().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, C.programmeNotFound).max(200, C.programmeNotFound) });
const programmeReply = z.object({ success: z.literal(true), message: z.string(), result: staffProgrammeSchema });

/** The staff console's TV programmes and schedule (issue 21 item 5). */
export const tvProgrammeRoutes = {
  staffProgrammes: defineRoute({
    method: 'GET',
    path: '/staff/tv_programmes',
    summary: 'Staff: every programme in the order the channel lists them, retired ones included.',
    isAuthRequired: true,
    staffRole: 'staff',
    response: listOf(staffProgrammeSchema),
  }),
  addProgramme: defineRoute({
    method: 'POST',
    path: '/staff/tv_programmes',
    summary: 'Staff: adds a programme at the end of the list; its name must be new.',
    isAuthRequired: true,
    isIdempotent: true,
    staffRole: 'staff',
    body: programmeBodySchema,
    response: programmeReply,
  }),
  updateProgramme: defineRoute({
    method: 'PUT',
    path: '/staff/tv_programmes/:slug',
    summary: 'Staff: changes a programme; its slug stays, so pitches and links keep it.',
    isAuthRequired: true,
    staffRole: 'staff',
    params: programmeSlugParams,
    body: programmeBodySchema,
    response: programmeReply,
  }),
  retireProgramme: defineRoute({
    method: 'POST',
    path: '/staff/tv_programmes/:slug/retire',
    summary: 'Staff: retires a programme (no new pitches; old ones keep it), or with retired false brings it back.',
    isAuthRequired: true,
    staffRole: 'staff',
    params: programmeSlugParams,
    body: z.object({ retired: flagSchema.default(true) }),
    response: programmeReply,
  }),
  orderProgrammes: defineRoute({
    method: 'POST',
    path: '/staff/tv_programme_order',
    summary: 'Staff: the new order of the programmes, every slug once.',
    isAuthRequired: true,
    staffRole: 'staff',
    body: z.object({ slugs: z.array(z.string().trim().toLowerCase().max(200), { error: C.programmeOrderInvalid }).min(1, C.programmeOrderInvalid).max(500, C.programmeOrderInvalid) }),
    response: z.object({ success: z.literal(true), message: z.string(), results: z.array(staffProgrammeSchema) }),
  }),
  schedule: defineRoute({
    method: 'GET',
    path: '/staff/tv_schedule',
    summary: 'Staff: the scheduled pitches by day (IST), from a day (today by default) for a number of days.',
    isAuthRequired: true,
    staffRole: 'staff',
    query: z.object({
      from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, C.scheduleRangeInvalid).refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), C.scheduleRangeInvalid).optional(),
      days: z.coerce.number({ error: C.scheduleRangeInvalid }).int(C.scheduleRangeInvalid).min(1, C.scheduleRangeInvalid).max(TV_SCHEDULE_DAYS_MAX, C.scheduleRangeInvalid).default(TV_SCHEDULE_DAYS),
    }),
    response: z.object({ success: z.literal(true), from: z.string(), days: z.array(scheduleDaySchema) }),
  }),
} as const;

export const tvRoutes = {
  overview: defineRoute({
    method: 'GET',
    path: '/tv_overview',
    summary: "/{product}-tv: the programmes, the upcoming schedule, what aired lately and the featured videos.",
    isAuthRequired: false,
    response: resultOf(
      z.object({
        programmes: z.array(tvProgrammeSchema),
        schedule: z.array(tvSlotSchema),
        aired: z.array(tvSlotSchema),
        featured: z.array(tvVideoSchema),
      }),
    ),
  }),
  programmes: defineRoute({
    method: 'GET',
    path: '/tv_programmes',
    summary: 'The programmes of the channel (/programme-format).',
    isAuthRequired: false,
    response: listOf(tvProgrammeSchema),
  }),
  authorize: defineRoute({
    method: 'POST',
    path: '/authorize_for_tv',
    summary: 'Authorises the channel to broadcast the artist’s pitched videos (authorize_for_tv of the session).',
    isAuthRequired: true,
    response: z.object({ success: z.literal(true), message: z.string(), authorize_for_tv: z.literal(true) }),
  }),
  uploadCertificate: defineRoute({
    method: 'POST',
    path: '/tv_certificate',
    summary: "Uploads a video's CBFC certificate (multipart `file`: PDF, JPEG or PNG, at most 5 MB), to attach to a pitch.",
    isAuthRequired: true,
    isIdempotent: true,
    response: resultOf(tvCertificateSchema),
  }),
  certificate: defineRoute({
    method: 'GET',
    path: '/tv_certificate/:id',
    summary: 'The certificate file, for its owner and staff.',
    isAuthRequired: true,
    params: z.object({ id: z.coerce.number({ error: MESSAGES.notFound }).int(MESSAGES.notFound).positive(MESSAGES.notFound) }),
    response: z.unknown(),
  }),
  pitch: defineRoute({
    method: 'POST',
    path: '/tv_pitch',
    summary: 'Pitches one of the artist’s videos to TV, the website or both; TV needs the CBFC certificate.',
    isAuthRequired: true,
    isIdempotent: true,
    body: pitchBodySchema,
    response: z.object({ success: z.literal(true), message: z.string(), result: myPitchSchema }),
  }),
  myPitches: defineRoute({
    method: 'GET',
    path: '/tv_my_pitches',
    summary: "My Videos: the artist's pitches, newest first, each with its status and timeline.",
    isAuthRequired: true,
    response: listOf(myPitchSchema),
  }),
  staffPitches: defineRoute({
    method: 'GET',
    path: '/staff/tv_pitches',
    summary: 'Staff: pitches to review, open ones first (submitted, in review, accepted, scheduled), then the rest.',
    isAuthRequired: true,
    staffRole: 'staff',
    query: z.object({ status: tvPitchStatusSchema.optional() }),
    response: listOf(staffPitchSchema),
  }),
  staffMove: defineRoute({
    method: 'POST',
    path: '/staff/tv_pitch_move',
    summary: 'Staff: moves a pitch (in review, accepted for a programme, scheduled at a time, declined with a reason); the artist hears of it in a message.',
    isAuthRequired: true,
    staffRole: 'staff',
    body: pitchMoveBodySchema,
    response: z.object({ success: z.literal(true), message: z.string(), result: staffPitchSchema }),
  }),
} as const;
