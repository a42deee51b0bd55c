/**
 * Distribution (issue 18; spec 1 §2.1 /distribute…, §6; spec 2 §5.5, §2.4; READING 'Release
 * dates', 'Agreements'). A Pro artist builds a single or album release (new or a transfer),
 * uploads its WAV masters and 3000x3000 JPEG artwork, reads the metadata hints stores enforce,
 * signs the release's agreement with a mailed code and submits it. Staff move it through review:
 * submitted → in review → approved (ISRCs and a UPC assigned) → delivered → live, or rejected
 * with a reason code per field. Every step lands on the release's timeline and the artist's bell.
 */
import { z } from 'zod';
import {
  ARTIST_NAME_MAX,
  DISTRIBUTION_ARTISTS_MAX,
  LYRICS_MAX,
  RELEASE_KINDS,
  RELEASE_REJECT_CODES,
  RELEASE_REJECT_FIELDS,
  RELEASE_APPEAL_MAX,
  RELEASE_EVENT_KINDS,
  RELEASE_STATUSES,
  RELEASE_TAKEDOWN_REASON_MAX,
  TITLE_MAX,
  URL_MAX,
} from '../constants.ts';
import { DISTRIBUTION_MESSAGES, MESSAGES } from '../messages.ts';
import {
  APPLE_ARTIST_URL,
  GAANA_URL,
  SPOTIFY_ARTIST_URL,
  VERSION_PATTERN,
  hasForbiddenNameCharacters,
  isRomanLyrics,
  isValidIsrc,
  isValidUpc,
  normalizeIsrc,
} from '../rules/distribution-rules.ts';
import { flagSchema, optionalTextSchema, otpSchema } from './fields.ts';
import { defineRoute, listOf, resultOf } from './route.ts';

const idSchema = z.coerce.number({ error: MESSAGES.notFound }).int(MESSAGES.notFound).positive(MESSAGES.notFound);

/** A title or artist name: required, up to 120, none of < > ? (spec 2 §5.5). */
function nameSchema(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(TITLE_MAX, MESSAGES.artistNamesMax)
    .refine((value) => !hasForbiddenNameCharacters(value), DISTRIBUTION_MESSAGES.nameInvalid);
}

const artistsSchema = z
  .array(nameSchema(DISTRIBUTION_MESSAGES.artistsRequired).pipe(z.string().max(ARTIST_NAME_MAX, MESSAGES.artistNamesMax)), { error: DISTRIBUTION_MESSAGES.artistsRequired })
  .min(1, DISTRIBUTION_MESSAGES.artistsRequired)
  .max(DISTRIBUTION_ARTISTS_MAX, DISTRIBUTION_MESSAGES.artistsMax);

const versionSchema = optionalTextSchema({ max: [TITLE_MAX, MESSAGES.textTooLong], pattern: [VERSION_PATTERN, DISTRIBUTION_MESSAGES.versionInvalid] });

/** ISRC as typed (hyphens allowed), stored without hyphens; blank is none. */
const isrcSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? normalizeIsrc(value) : ''))
  .refine((value) => value === '' || isValidIsrc(value), DISTRIBUTION_MESSAGES.isrcInvalid);

const upcSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value.replace(/[-\s]/g, '') : ''))
  .refine((value) => value === '' || isValidUpc(value), DISTRIBUTION_MESSAGES.upcInvalid);

const daySchema = z.string({ error: MESSAGES.releaseDateRequired }).trim().min(1, MESSAGES.releaseDateRequired);

/** A release's own fields (the form of /distribute/music/song and /album). */
export const releaseBodySchema = z.object({
  kind: z.enum(RELEASE_KINDS, { error: MESSAGES.invalidInput }),
  is_transfer: flagSchema.default(false),
  title: nameSchema(MESSAGES.required),
  version: versionSchema,
  artists: artistsSchema,
  genre: z.string({ error: MESSAGES.genreRequired }).trim().min(1, MESSAGES.genreRequired).max(60, MESSAGES.textTooLong),
  language: z.string({ error: MESSAGES.languageRequired }).trim().min(1, MESSAGES.languageRequired).max(60, MESSAGES.textTooLong),
  label: optionalTextSchema({ max: [TITLE_MAX, MESSAGES.textTooLong] }),
  release_date: daySchema,
  spotify_url: optionalTextSchema({ max: [URL_MAX, MESSAGES.textTooLong], pattern: [SPOTIFY_ARTIST_URL, DISTRIBUTION_MESSAGES.spotifyUrlInvalid] }),
  apple_url: optionalTextSchema({ max: [URL_MAX, MESSAGES.textTooLong], pattern: [APPLE_ARTIST_URL, DISTRIBUTION_MESSAGES.appleUrlInvalid] }),
  stores: z.array(z.string(), { error: DISTRIBUTION_MESSAGES.storesRequired }).min(1, DISTRIBUTION_MESSAGES.storesRequired),
  /** ISO 3166-1 alpha-2 codes, or ['Worldwide'] (DDEX's word for the whole world). */
  territories: z.array(z.string().trim(), { error: DISTRIBUTION_MESSAGES.territoriesRequired }).min(1, DISTRIBUTION_MESSAGES.territoriesRequired),
  // A transfer (spec 2 §5.5 'Distribution guide').
  upc: upcSchema,
  original_release_date: z.string().trim().nullish().transform((value) => value ?? ''),
  platforms: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
  gaana_url: optionalTextSchema({ max: [URL_MAX, MESSAGES.textTooLong], pattern: [GAANA_URL, DISTRIBUTION_MESSAGES.gaanaUrlInvalid] }),
});
export type ReleaseBody = z.infer<typeof releaseBodySchema>;

/** A track's fields; its WAV is uploaded on its own. */
export const trackBodySchema = z.object({
  title: nameSchema(MESSAGES.required),
  version: versionSchema,
  artists: artistsSchema,
  isrc: isrcSchema,
  is_explicit: flagSchema.default(false),
  lyrics: z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim())
    .refine((value) => value.length <= LYRICS_MAX, MESSAGES.textTooLong)
    .refine((value) => value === '' || isRomanLyrics(value), DISTRIBUTION_MESSAGES.lyricsRoman),
  /** Where the 30-second caller-tune clip starts, in seconds. */
  caller_tune_start: z.coerce.number({ error: DISTRIBUTION_MESSAGES.callerTuneInvalid }).int(DISTRIBUTION_MESSAGES.callerTuneInvalid).min(0, DISTRIBUTION_MESSAGES.callerTuneInvalid).default(0),
});
export type TrackBody = z.infer<typeof trackBodySchema>;

export const releaseStatusSchema = z.enum(RELEASE_STATUSES);

export const rejectReasonSchema = z.object({
  field: z.enum(RELEASE_REJECT_FIELDS, { error: MESSAGES.invalidInput }),
  code: z.enum(RELEASE_REJECT_CODES, { error: MESSAGES.invalidInput }),
  message: optionalTextSchema({ max: [500, MESSAGES.textTooLong] }),
});
export type RejectReason = z.infer<typeof rejectReasonSchema>;

export const releaseTrackSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  version: z.string(),
  artists: z.array(z.string()),
  isrc: z.string().nullable(),
  is_explicit: z.boolean(),
  lyrics: z.string(),
  caller_tune_start: z.number().int(),
  /** The master, once uploaded. */
  audio: z.object({ name: z.string(), duration_s: z.number(), sample_rate: z.number().int(), bit_depth: z.number().int(), size: z.number().int() }).nullable(),
});
export type ReleaseTrack = z.infer<typeof releaseTrackSchema>;

export const releaseSchema = z.object({
  id: z.number().int(),
  kind: z.enum(RELEASE_KINDS),
  is_transfer: z.boolean(),
  title: z.string(),
  version: z.string(),
  artists: z.array(z.string()),
  genre: z.string(),
  language: z.string(),
  label: z.string(),
  release_date: z.string(),
  original_release_date: z.string().nullable(),
  upc: z.string().nullable(),
  spotify_url: z.string(),
  apple_url: z.string(),
  gaana_url: z.string(),
  platforms: z.array(z.string()),
  stores: z.array(z.string()),
  territories: z.array(z.string()),
  status: releaseStatusSchema,
  status_label: z.string(),
  is_editable: z.boolean(),
  artwork: z.object({ url: z.string() }).nullable(),
  tracks: z.array(releaseTrackSchema),
  /** What stores would refuse or change, before submission. */
  hints: z.array(z.string()),
  /** Reasons of the last rejection, each with the field it names. */
  reject_reasons: z.array(z.object({ field: z.string(), code: z.string(), text: z.string(), message: z.string() })),
  agreement: z.object({ id: z.number().int(), signed_at: z.string() }).nullable(),
  timeline: z.array(z.object({ status: z.enum(RELEASE_EVENT_KINDS), label: z.string(), at: z.string(), note: z.string() })),
  /** The stores (slugs) the release is taken down from now. */
  stores_taken_down: z.array(z.string()),
  /** Each takedown from one or more stores, newest first, with the artist's one appeal and its restore. */
  takedowns: z.array(
    z.object({
      id: z.number().int(),
      stores: z.array(z.object({ slug: z.string(), name: z.string() })),
      reason: z.string(),
      at: z.string(),
      appeal: z.object({ text: z.string(), at: z.string() }).nullable(),
      restored_at: z.string().nullable(),
      /** The artist may appeal: not restored, not appealed yet. */
      can_appeal: z.boolean(),
    }),
  ),
  created_at: z.string(),
});
export type Release = z.infer<typeof releaseSchema>;

export const staffReleaseSchema = releaseSchema.extend({
  artist: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  moves: z.array(releaseStatusSchema),
});
export type StaffRelease = z.infer<typeof staffReleaseSchema>;

/** How a signing code is sent (spec 2 §2.4): e-mail, or SMS to the account's verified mobile. */
export const signingChannelSchema = z.enum(['email', 'mobile'], { error: MESSAGES.invalidInput });

export const agreementSchema = z.object({
  id: z.number().int(),
  release_id: z.number().int(),
  release_title: z.string(),
  text: z.string(),
  signed_at: z.string(),
  signed_from: z.string(),
  channel: z.enum(['email', 'mobile']),
  sent_to: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;

export const releaseMoveBodySchema = z
  .object({
    status: z.enum(['in_review', 'approved', 'rejected', 'delivered', 'live'], { error: MESSAGES.invalidInput }),
    reasons: z.array(rejectReasonSchema).max(20).default([]),
    note: optionalTextSchema({ max: [500, MESSAGES.textTooLong] }),
  })
  .superRefine((value, context) => {
    if (value.status === 'rejected' && value.reasons.length === 0) context.addIssue({ code: 'custom', path: ['reasons'], message: DISTRIBUTION_MESSAGES.rejectReasonsRequired });
  });
export type ReleaseMoveBody = z.infer<typeof releaseMoveBodySchema>;

/** Staff take a delivered or live release down from one or more of its stores, with the reason. */
export const takedownBodySchema = z.object({
  stores: z.array(z.string().trim().min(1), { error: DISTRIBUTION_MESSAGES.takedownStoresRequired }).min(1, DISTRIBUTION_MESSAGES.takedownStoresRequired).max(50),
  reason: z
    .string({ error: DISTRIBUTION_MESSAGES.takedownReasonRequired })
    .trim()
    .min(1, DISTRIBUTION_MESSAGES.takedownReasonRequired)
    .max(RELEASE_TAKEDOWN_REASON_MAX, MESSAGES.textTooLong),
});
export type TakedownBody = z.infer<typeof takedownBodySchema>;

/** The artist's one appeal of a takedown. */
export const appealBodySchema = z.object({
  text: z.string({ error: DISTRIBUTION_MESSAGES.appealRequired }).trim().min(1, DISTRIBUTION_MESSAGES.appealRequired).max(RELEASE_APPEAL_MAX, MESSAGES.textTooLong),
});
export type AppealBody = z.infer<typeof appealBodySchema>;

const takedownParams = z.object({ id: idSchema, takedownId: idSchema });

const releaseParams = z.object({ id: idSchema });
const trackParams = z.object({ id: idSchema, trackId: idSchema });

export const distributionRoutes = {
  options: defineRoute({
    method: 'GET',
    path: '/distribution/options',
    summary: 'The stores and territories a release may go to (data, not code).',
    isAuthRequired: true,
    response: resultOf(z.object({ stores: z.array(z.object({ slug: z.string(), name: z.string() })), territories: z.array(z.object({ code: z.string(), name: z.string() })) })),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/distribution/releases',
    summary: "My Releases: the artist's releases, newest first, each with its status timeline.",
    isAuthRequired: true,
    response: listOf(releaseSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/distribution/releases',
    summary: 'Creates a release draft (single or album, new or transfer); Pro only.',
    isAuthRequired: true,
    isIdempotent: true,
    body: releaseBodySchema,
    response: z.object({ success: z.literal(true), message: z.string(), result: releaseSchema }),
  }),
  read: defineRoute({
    method: 'GET',
    path: '/distribution/releases/:id',
    summary: "One of the artist's releases, with its tracks, hints and timeline.",
    isAuthRequired: true,
    params: releaseParams,
    response: resultOf(releaseSchema),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/distribution/releases/:id',
    summary: "Changes a draft's (or rejected release's) fields.",
    isAuthRequired: true,
    params: releaseParams,
    body: releaseBodySchema,
    response: z.object({ success: z.literal(true), message: z.string(), result: releaseSchema }),
  }),
  artwork: defineRoute({
    method: 'POST',
    path: '/distribution/releases/:id/artwork',
    summary: 'Uploads the artwork (multipart `file`): a 3000x3000 RGB JPEG.',
    isAuthRequired: true,
    params: releaseParams,
    response: z.object({ success: z.literal(true), message: z.string(), result: releaseSchema }),
  }),
  addTrack: defineRoute({
    method: 'POST',
    path: '/distribution/releases/:id/tracks',
    summary: 'Adds a track (its fields; the WAV comes with the audio call).',
    isAuthRequired: true,
    params: releaseParams,
    body: trackBodySchema,
    response: z.object({ success: z.literal(true), message: z.string(), result: releaseSchema }),
  }),
  updateTrack: defineRoute({
    method: 'PUT',
    path: '/distribution/releases/:id/tracks/:trackId',
    summary: "Changes a track's fields.",
    isAuthRequired: true,
    params: trackParams,
    body: trackBodySchema,
    response: z.object({ success: z.literal(true), message: z.string(), result: releaseSchema }),
  }),
  removeTrack: defineRoute({
    method: 'DELETE',
    path: '/distribution/releases/:id/tracks/:trackId',
    summary: 'Removes a track of a draft.',
    isAuthRequired: true,
    params: trackParams,
    response: z.object({ success: z.literal(true), message: z.string(), result: releaseSchema }),
  }),
  trackAudio: defineRoute({
    method: 'POST',
    path: '/distribution/releases/:id/tracks/:trackId/audio',
    summary: "Uploads a track's master (multipart `file`): WAV, PCM, stereo, 16/24 bit, 44.1 kHz or more, 30 s or more, up to 200 MB.",
    isAuthRequired: true,
    params: trackParams,
    response: z.object({ success: z.literal(true), message: z.string(), result: releaseSchema }),
  }),
  trackPeaks: defineRoute({
    method: 'GET',
    path: '/distribution/releases/:id/tracks/:trackId/peaks',
    summary: "The waveform of a track's master (its loudest sample per slice, 0–1) to choose the 30-second caller-tune clip on.",
    isAuthRequired: true,
    params: trackParams,
    response: resultOf(z.object({ peaks: z.array(z.number()), duration_s: z.number(), caller_tune_start: z.number().int() })),
  }),
  sendAgreementCode: defineRoute({
    method: 'POST',
    path: '/distribution/releases/:id/agreement/code',
    summary: "Sends a code to sign the release's agreement by e-mail or by SMS to a verified mobile; answers the agreement's text to read first.",
    isAuthRequired: true,
    params: releaseParams,
    // No body is the e-mail, as before the phone was offered.
    body: z
      .object({ channel: signingChannelSchema.default('email') })
      .nullish()
      .transform((value) => value ?? { channel: 'email' as const }),
    response: z.object({ success: z.literal(true), message: z.string(), result: z.object({ text: z.string(), channel: signingChannelSchema, sent_to: z.string() }) }),
  }),
  signAgreement: defineRoute({
    method: 'POST',
    path: '/distribution/releases/:id/agreement/sign',
    summary: 'Signs the agreement with the code sent by e-mail or SMS; the signed text, time, address and channel are kept unchangeably.',
    isAuthRequired: true,
    params: releaseParams,
    body: z.object({ otp: otpSchema, channel: signingChannelSchema.default('email') }),
    response: z.object({ success: z.literal(true), message: z.string(), result: releaseSchema }),
  }),
  agreements: defineRoute({
    method: 'GET',
    path: '/distribution/agreements',
    summary: "The artist's signed agreements, newest first (offset, size 10).",
    isAuthRequired: true,
    query: z.object({ offset: z.coerce.number().int().min(0).default(0) }),
    response: z.object({ success: z.literal(true), results: z.array(agreementSchema), count: z.number().int() }),
  }),
  agreement: defineRoute({
    method: 'GET',
    path: '/distribution/agreements/:id',
    summary: 'One signed agreement, printable (its owner or staff).',
    isAuthRequired: true,
    params: releaseParams,
    response: resultOf(agreementSchema),
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/distribution/releases/:id/submit',
    summary: 'Submits a complete release with its signed agreement for review.',
    isAuthRequired: true,
    params: releaseParams,
    response: z.object({ success: z.literal(true), message: z.string(), result: releaseSchema }),
  }),
  staffList: defineRoute({
    method: 'GET',
    path: '/staff/releases',
    summary: 'Releases to review: of one state, or every open one.',
    isAuthRequired: true,
    staffRole: 'staff',
    query: z.object({ status: releaseStatusSchema.optional() }),
    response: listOf(staffReleaseSchema),
  }),
  staffMove: defineRoute({
    method: 'POST',
    path: '/staff/releases/:id/move',
    summary: 'Moves a release one allowed step (rejected needs a reason per field); audited, the artist notified.',
    isAuthRequired: true,
    staffRole: 'staff',
    params: releaseParams,
    body: releaseMoveBodySchema,
    response: z.object({ success: z.literal(true), message: z.string(), result: staffReleaseSchema }),
  }),
  appeal: defineRoute({
    method: 'POST',
    path: '/distribution/releases/:id/takedowns/:takedownId/appeal',
    summary: "The artist's one appeal of a takedown, with a text; the team sees it in the review list.",
    isAuthRequired: true,
    params: takedownParams,
    body: appealBodySchema,
    response: z.object({ success: z.literal(true), message: z.string(), result: releaseSchema }),
  }),
  staffTakedown: defineRoute({
    method: 'POST',
    path: '/staff/releases/:id/takedowns',
    summary: 'Takes a delivered or live release down from stores (a DDEX takedown message to each); audited, the artist notified.',
    isAuthRequired: true,
    staffRole: 'staff',
    params: releaseParams,
    body: takedownBodySchema,
    response: z.object({ success: z.literal(true), message: z.string(), result: staffReleaseSchema }),
  }),
  staffRestore: defineRoute({
    method: 'POST',
    path: '/staff/releases/:id/takedowns/:takedownId/restore',
    summary: "Restores a takedown's stores: the release is delivered to them again; audited, the artist notified.",
    isAuthRequired: true,
    staffRole: 'staff',
    params: takedownParams,
    response: z.object({ success: z.literal(true), message: z.string(), result: staffReleaseSchema }),
  }),
} as const;
