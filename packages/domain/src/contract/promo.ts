/**
 * Promo tools (issue 8 item 5; spec 1 §2.1 /promote, /mydashboard/promote, sdlink; spec 2 §7
 * Other 'Animation download and cancel', 'An AI text call {text, key}', 'tool tracking'; §9
 * 'Pitching is to 11 radio stations').
 *
 * Every call under /promo/ is the signed-in artist's or band's own (401 for visitors, 403 for
 * listeners; another artist's render, song or link is 404). The pre-save page's two calls
 * (/sdlink/…) are public. Each use of a tool adds a row (user, tool, at); the tools page shows
 * the counts.
 */
import { z } from 'zod';
import { RADIO_STATION_CITY_MAX, RADIO_STATION_GENRES_MAX, RADIO_STATION_NAME_MAX } from '../constants.ts';
import { CATALOGUE_MESSAGES } from '../messages.ts';
import { emailSchema, flagSchema, requiredTextSchema } from './fields.ts';
import { artworkSchema, slugSchema } from './catalog.ts';
import { defineRoute, listOf, resultOf } from './route.ts';

// ---------------------------------------------------------------------------------------------
// Numbers of our own (the spec does not give them).
// ---------------------------------------------------------------------------------------------

/** The longest promo animation clip in seconds; a shorter song gives a shorter clip. */
export const PROMO_CLIP_SECONDS = 30;
/** The animation's shapes: 9:16 (stories, reels) at 720x1280 and 1:1 (feed posts) at 720x720. */
export const PROMO_FORMATS = ['9:16', '1:1'] as const;
export type PromoFormat = (typeof PROMO_FORMATS)[number];
/** Frame sizes of each shape. */
export const PROMO_FRAME_SIZES: Record<PromoFormat, { width: number; height: number }> = { '9:16': { width: 720, height: 1280 }, '1:1': { width: 720, height: 720 } };
/** Render states: queued → rendering → done | failed | cancelled; a cancelled or failed render may be restarted. */
export const PROMO_RENDER_STATUSES = ['queued', 'rendering', 'done', 'failed', 'cancelled'] as const;
/** Pitch states: sent, then what the station answered through its signed link. */
export const PITCH_STATUSES = ['sent', 'accepted', 'declined'] as const;
/** A station's two answers, as the signed links of a pitch mail carry them. */
export const PITCH_ANSWERS = ['accept', 'decline'] as const;
export type PitchAnswer = (typeof PITCH_ANSWERS)[number];
/**
 * The query of a pitch mail's answer link (GET/POST /api/promo/pitch_answer, a page of its own
 * outside the JSON contract): the pitch, the answer and the link's signature. Anything else is
 * an invalid link (the page answers 403), never a form error.
 */
export const pitchAnswerQuerySchema = z.object({
  pitch: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  answer: z.enum(PITCH_ANSWERS),
  sig: z.string().min(1).max(200),
});
export type PitchAnswerQuery = z.infer<typeof pitchAnswerQuerySchema>;
/** The tools whose use is counted. */
export const PROMO_TOOLS = ['share_card', 'animation', 'radio_pitch', 'presave', 'assistant'] as const;
export type PromoTool = (typeof PROMO_TOOLS)[number];
/** What the writing assistant writes (the `key` of {text, key}). */
export const ASSISTANT_KEYS = ['bio', 'pitch', 'caption', 'press_release'] as const;
export type AssistantKey = (typeof ASSISTANT_KEYS)[number];
/** The longest text the assistant takes. */
export const ASSISTANT_TEXT_MAX = 2_000;
/** Assistant calls a person may make in a window. */
export const ASSISTANT_RATE_LIMIT = { max: 20, windowMs: 10 * 60_000 };
/** Pre-save sign-ups one address may make in a window. */
export const PRESAVE_SIGNUP_RATE_LIMIT = { max: 10, windowMs: 10 * 60_000 };
/** Pitches a person may send in a window (eleven stations, a few songs). */
export const PITCH_RATE_LIMIT = { max: 60, windowMs: 60 * 60_000 };

/** The sentences of the promo tools (ours: the spec shows none). */
export const PROMO_MESSAGES = {
  artistsOnly: 'Promo tools are for artists and bands.',
  notScheduled: 'A pre-save link needs a release with a date in the future.',
  alreadyPitched: 'This song was already pitched to this station.',
  pitchNeedsPublicSong: 'Only a song everyone can play can be pitched.',
  renderNotCancellable: 'Only a queued or rendering animation can be cancelled.',
  renderNotRestartable: 'Only a cancelled or failed animation can be restarted.',
  noAudio: 'This song has no audio to animate yet.',
  clipStartTooLate: 'The clip must start before the end of the song.',
  assistantUnavailable: 'The writing assistant is not available.',
  assistantFailed: 'The writing assistant could not answer. Please try again.',
  presaveSignedUp: "Thanks! We'll email you on release day.",
  alreadyReleased: 'This release is out now.',
  pitchAnswered: 'Thank you, your answer was recorded.',
  pitchLinkInvalid: 'This link is not valid.',
} as const;

// ---------------------------------------------------------------------------------------------
// Shapes.
// ---------------------------------------------------------------------------------------------

/** One of the artist's songs, as the tools list it. */
export const promoSongSchema = z.object({
  slug: z.string(),
  title: z.string(),
  images: artworkSchema,
  /** Seconds. */
  duration: z.number(),
  /** Public, or scheduled and released: may be pitched. */
  is_playable: z.boolean(),
  /** Scheduled with a release date still ahead: may get a pre-save link. */
  is_upcoming: z.boolean(),
  release_date: z.string().nullable(),
  /** Its audio is ready (an animation can be made). */
  has_audio: z.boolean(),
});
export type PromoSong = z.infer<typeof promoSongSchema>;

/** An album still to come, for pre-save links. */
export const promoAlbumSchema = z.object({ slug: z.string(), title: z.string(), images: artworkSchema, release_date: z.string() });
export type PromoAlbum = z.infer<typeof promoAlbumSchema>;

/** A promo animation render. */
export const promoRenderSchema = z.object({
  id: z.string(),
  song: z.object({ slug: z.string(), title: z.string() }),
  format: z.enum(PROMO_FORMATS),
  /** Where the clip starts in the song, seconds. */
  clip_start: z.number(),
  /** The clip's length, seconds: min(30, what is left of the song). */
  clip_seconds: z.number(),
  status: z.enum(PROMO_RENDER_STATUSES),
  /** 0–100. */
  progress: z.number(),
  /** A signed link to the mp4 once done. */
  download_url: z.string().nullable(),
  file_name: z.string(),
  size: z.number().nullable(),
  /** How long ffmpeg took, ms. */
  render_ms: z.number().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type PromoRender = z.infer<typeof promoRenderSchema>;

/** A partner radio station. */
export const radioStationSchema = z.object({ slug: z.string(), name: z.string(), city: z.string(), genre_focus: z.string() });
export type RadioStation = z.infer<typeof radioStationSchema>;

/** A pitch of a song to a station. */
export const pitchSchema = z.object({
  id: z.number(),
  song: z.object({ slug: z.string(), title: z.string() }),
  station: radioStationSchema,
  status: z.enum(PITCH_STATUSES),
  message: z.string(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type Pitch = z.infer<typeof pitchSchema>;

/** A pre-save link as its artist sees it. */
export const presaveLinkSchema = z.object({
  slug: z.string(),
  /** /sdlink/{slug}. */
  path: z.string(),
  item_type: z.enum(['song', 'album']),
  /** The song's or album's slug. */
  item_slug: z.string(),
  title: z.string(),
  release_date: z.string(),
  /** Fans who asked to be told. */
  fans: z.number(),
  /** When the release-day mail went out. */
  notified_at: z.string().nullable(),
});
export type PresaveLink = z.infer<typeof presaveLinkSchema>;

/** The public pre-save page's data: nothing about the fans. */
export const presavePageSchema = z.object({
  slug: z.string(),
  item_type: z.enum(['song', 'album']),
  title: z.string(),
  artist: z.object({ name: z.string(), slug: z.string() }),
  images: artworkSchema,
  release_date: z.string(),
  is_released: z.boolean(),
  /** The song's or album's page, once out. */
  item_path: z.string(),
});
export type PresavePage = z.infer<typeof presavePageSchema>;

/** The tools page: counts of each tool's use and whether the assistant is there. */
export const promoOverviewSchema = z.object({
  usage: z.record(z.enum(PROMO_TOOLS), z.number()),
  is_assistant_available: z.boolean(),
  radio_stations: z.number(),
});
export type PromoOverview = z.infer<typeof promoOverviewSchema>;

const renderIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/) });

// ---------------------------------------------------------------------------------------------
// Calls.
// ---------------------------------------------------------------------------------------------

export const promoRoutes = {
  overview: defineRoute({ method: 'GET', path: '/promo/overview', summary: 'Tool usage counts and the assistant\'s availability', isAuthRequired: true, response: resultOf(promoOverviewSchema) }),
  assistantStatus: defineRoute({
    method: 'GET',
    path: '/promo/assistant_status',
    summary: 'Whether the writing assistant is configured (public)',
    isAuthRequired: false,
    response: resultOf(z.object({ is_available: z.boolean(), keys: z.array(z.enum(ASSISTANT_KEYS)) })),
  }),
  songs: defineRoute({
    method: 'GET',
    path: '/promo/songs',
    summary: "The artist's songs and upcoming albums for the tools",
    isAuthRequired: true,
    response: z.object({ success: z.literal(true), results: z.array(promoSongSchema), albums: z.array(promoAlbumSchema) }),
  }),
  trackUse: defineRoute({
    method: 'POST',
    path: '/promo/track',
    summary: 'Records a use of a tool the browser performs (share cards)',
    isAuthRequired: true,
    body: z.object({ tool: z.enum(['share_card']) }),
    response: z.object({ success: z.literal(true) }),
  }),
  createAnimation: defineRoute({
    method: 'POST',
    path: '/promo/animation',
    summary: 'Starts rendering a promo animation of a song',
    isAuthRequired: true,
    isIdempotent: true,
    body: z.object({ song: slugSchema, format: z.enum(PROMO_FORMATS), clip_start: z.coerce.number().int().min(0).default(0) }),
    response: resultOf(promoRenderSchema),
  }),
  listAnimations: defineRoute({ method: 'GET', path: '/promo/animations', summary: "The artist's renders, newest first", isAuthRequired: true, response: listOf(promoRenderSchema) }),
  getAnimation: defineRoute({ method: 'GET', path: '/promo/animation/:id', summary: 'A render with its progress', isAuthRequired: true, params: renderIdParams, response: resultOf(promoRenderSchema) }),
  cancelAnimation: defineRoute({ method: 'POST', path: '/promo/animation_cancel', summary: 'Cancels a render (stops ffmpeg)', isAuthRequired: true, body: renderIdParams, response: resultOf(promoRenderSchema) }),
  restartAnimation: defineRoute({ method: 'POST', path: '/promo/animation_restart', summary: 'Renders a cancelled or failed animation again', isAuthRequired: true, body: renderIdParams, response: resultOf(promoRenderSchema) }),
  stations: defineRoute({ method: 'GET', path: '/promo/radio_stations', summary: 'The partner radio stations', isAuthRequired: true, response: listOf(radioStationSchema) }),
  pitches: defineRoute({ method: 'GET', path: '/promo/pitches', summary: "The artist's pitches and their status", isAuthRequired: true, response: listOf(pitchSchema) }),
  pitch: defineRoute({
    method: 'POST',
    path: '/promo/pitch',
    summary: 'Pitches a song to a station (mails the station)',
    isAuthRequired: true,
    isIdempotent: true,
    body: z.object({ song: slugSchema, station: slugSchema, message: z.string().trim().max(1_000).default('') }),
    response: resultOf(pitchSchema),
  }),
  presaves: defineRoute({ method: 'GET', path: '/promo/presaves', summary: "The artist's pre-save links", isAuthRequired: true, response: listOf(presaveLinkSchema) }),
  createPresave: defineRoute({
    method: 'POST',
    path: '/promo/presave',
    summary: 'Creates (or returns) the pre-save link of an upcoming song or album',
    isAuthRequired: true,
    isIdempotent: true,
    body: z.object({ type: z.enum(['song', 'album']), slug: slugSchema }),
    response: resultOf(presaveLinkSchema),
  }),
  presavePage: defineRoute({ method: 'GET', path: '/sdlink/:slug', summary: 'The public pre-save page', isAuthRequired: false, params: z.object({ slug: slugSchema }), response: resultOf(presavePageSchema) }),
  presaveSignup: defineRoute({
    method: 'POST',
    path: '/sdlink/:slug/notify',
    summary: 'A fan asks to be emailed on release day',
    isAuthRequired: false,
    params: z.object({ slug: slugSchema }),
    body: z.object({ email: emailSchema }),
    response: z.object({ success: z.literal(true), message: z.string() }),
  }),
  assistant: defineRoute({
    method: 'POST',
    path: '/promo/assistant',
    summary: 'The AI text call {text, key}: writes a bio, pitch, caption …',
    isAuthRequired: true,
    body: z.object({ text: z.string().trim().min(1).max(ASSISTANT_TEXT_MAX), key: z.enum(ASSISTANT_KEYS) }),
    response: resultOf(z.object({ text: z.string() })),
  }),
} as const;

// ---------------------------------------------------------------------------------------------
// The staff console's radio stations (issue 21 item 5).
// ---------------------------------------------------------------------------------------------

/** A station as the team manages it: its e-mail, retired ones too, and how many pitches it has. */
export const staffStationSchema = radioStationSchema.extend({
  email: z.string(),
  position: z.number().int(),
  /** When it was retired (not offered to artists; its pitches stay), or null. */
  retired_at: z.string().nullable(),
  pitch_count: z.number().int(),
});
export type StaffStation = z.infer<typeof staffStationSchema>;

const S = CATALOGUE_MESSAGES;
/** A station's fields as staff add or edit it (its slug is made from its first name and city, and stays). */
export const stationBodySchema = z.object({
  name: requiredTextSchema({ required: S.stationNameRequired, max: [RADIO_STATION_NAME_MAX, S.stationNameMax] }),
  city: requiredTextSchema({ required: S.stationCityRequired, max: [RADIO_STATION_CITY_MAX, S.stationCityMax] }),
  genre_focus: requiredTextSchema({ required: S.stationGenresRequired, max: [RADIO_STATION_GENRES_MAX, S.stationGenresMax] }),
  /** Where pitches are mailed. */
  email: emailSchema,
});
export type StationBody = z.infer<typeof stationBodySchema>;

const stationSlugParams = z.object({ slug: z.string().trim().toLowerCase().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, S.stationNotFound).max(200, S.stationNotFound) });
const stationReply = z.object({ success: z.literal(true), message: z.string(), result: staffStationSchema });

export const radioStationRoutes = {
  staffStations: defineRoute({
    method: 'GET',
    path: '/staff/radio_stations',
    summary: 'Staff: every radio station, retired ones included, with its e-mail and pitch count.',
    isAuthRequired: true,
    staffRole: 'staff',
    response: listOf(staffStationSchema),
  }),
  addStation: defineRoute({
    method: 'POST',
    path: '/staff/radio_stations',
    summary: 'Staff: adds a radio station; a name must be new in its city.',
    isAuthRequired: true,
    isIdempotent: true,
    staffRole: 'staff',
    body: stationBodySchema,
    response: stationReply,
  }),
  updateStation: defineRoute({
    method: 'PUT',
    path: '/staff/radio_stations/:slug',
    summary: 'Staff: changes a radio station; its slug stays, so pitches keep it.',
    isAuthRequired: true,
    staffRole: 'staff',
    params: stationSlugParams,
    body: stationBodySchema,
    response: stationReply,
  }),
  retireStation: defineRoute({
    method: 'POST',
    path: '/staff/radio_stations/:slug/retire',
    summary: "Staff: retires a station (not offered to artists' pitches; existing pitches kept), or with retired false brings it back.",
    isAuthRequired: true,
    staffRole: 'staff',
    params: stationSlugParams,
    body: z.object({ retired: flagSchema.default(true) }),
    response: stationReply,
  }),
} as const;
