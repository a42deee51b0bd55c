/**
 * Songs (spec 2 §3 Song, Song upload; §7 Detail, Song and video CRUD). The upload flow, media
 * URLs and failures are described at the top of catalog.ts.
 *
 * A song belongs to its uploader. Its privacy is 'public', 'private' or 'scheduled' with a
 * release_date (spec 2 §4): a scheduled song becomes public at that time, checked on every
 * read. A private song answers 404 to everyone but its owner; a scheduled song not yet out
 * shows its page but no audio. Edit and delete are the owner's, and never for various-artist
 * songs or songs with an agreement (403, spec 2 §6). A track of an album takes the album's
 * privacy (albums.ts).
 */
import { z } from 'zod';
import {
  artistNamesSchema,
  artworkSchema,
  buyLinkSchema,
  catalogGenresSchema,
  catalogLanguagesSchema,
  catalogTextFields,
  catalogUserSchema,
  creditsSchema,
  dateTimeSchema,
  deletedReplySchema,
  mediaStatusSchema,
  moodSchema,
  namedRefSchema,
  pricePaiseSchema,
  privacySchema,
  productionYearSchema,
  slugParamsSchema,
  slugSchema,
  songArtistSchema,
  titleSchema,
  uploadIdSchema,
} from './catalog.ts';
import { flagSchema } from './fields.ts';
import { defineRoute } from './route.ts';

/**
 * The fields of the song upload form (spec 2 §3 Song upload), all of them; `price` (paise) is
 * ours. On create, title, genre and language are required; on edit every field is optional
 * and only the fields sent change.
 */
export const songFieldsShape = {
  title: titleSchema,
  /** Language ids (from /language): 1 to 5. */
  language: catalogLanguagesSchema,
  /** Genre ids (from /genre): 1 to 5. */
  genre: catalogGenresSchema,
  /** A mood id (from /mood), or null. */
  mood: moodSchema,
  ...catalogTextFields,
  composer: artistNamesSchema,
  lyricist: artistNamesSchema,
  featured_artists: artistNamesSchema,
  /** The primary artist's name as credited (the uploader's name when empty). */
  primaryArtist: artistNamesSchema,
  author: artistNamesSchema,
  producer: artistNamesSchema,
  arranger: artistNamesSchema,
  remixer: artistNamesSchema,
  production_year: productionYearSchema,
  /** 'public' (default), 'private' or 'scheduled' (then release_date is required). */
  privacy: privacySchema,
  /** Listeners may download it (spec 2 §6 download entry). */
  is_downloadable: flagSchema,
  /** When a scheduled song becomes public: 'YYYY-MM-DD' or an ISO time, in the future, at most 10 years ahead. */
  release_date: dateTimeSchema,
  /** When it was first released elsewhere (information only). */
  other_release_date: dateTimeSchema,
  /** Where to buy it: '' or an http(s) URL. */
  buylink: buyLinkSchema,
  /** Price in paise (0 = free); is_paid is price > 0. */
  price: pricePaiseSchema,
  /** Use the default artwork (drops an uploaded one). */
  is_default: flagSchema,
  /** The image_id of upload_artwork; '' or null on edit removes the artwork. */
  image: z.union([uploadIdSchema, z.literal(''), z.null()]),
  /** Uploaded to apply to an opportunity. */
  for_opp: flagSchema,
  /** Offer pre-save on the scheduled release's page. */
  presave: flagSchema,
} as const;

const optionalShape = Object.fromEntries(Object.entries(songFieldsShape).map(([name, schema]) => [name, schema.optional()])) as {
  [K in keyof typeof songFieldsShape]: z.ZodOptional<(typeof songFieldsShape)[K]>;
};

/** The song form on create: title, genre and language required; the rest optional. */
export const songCreateFieldsSchema = z.object({
  ...optionalShape,
  title: songFieldsShape.title,
  language: songFieldsShape.language,
  genre: songFieldsShape.genre,
});
export type SongCreateFields = z.output<typeof songCreateFieldsSchema>;

/** The song form on edit: only the fields sent change; `upload_id` replaces the audio. */
export const songEditSchema = z.object({
  ...optionalShape,
  /** A new pending audio upload (uploadsong) that replaces the song's audio. */
  upload_id: uploadIdSchema.optional(),
});
export type SongEditFields = z.output<typeof songEditSchema>;

/** POST uploadsongdetails: the form's fields for a pending audio upload. */
export const uploadSongDetailsSchema = songCreateFieldsSchema.extend({
  /** The upload_id of uploadsong. */
  upload_id: uploadIdSchema,
});

/** POST uploadmusic: a new track of one of the artist's albums, from a pending audio upload. */
export const uploadMusicSchema = songCreateFieldsSchema.extend({
  upload_id: uploadIdSchema,
  /** The album the track joins (appended at the end). */
  slug_album: slugSchema,
  /** Optional on a track: the album's genres and languages are used when not given. */
  genre: songFieldsShape.genre.optional(),
  language: songFieldsShape.language.optional(),
});

/** The song detail (spec 2 §3 Song), with the queue item's mp3/m4a (spec 1 §3.7) and the edit form's values. */
export const songDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug_usersong: z.string(),
  /** Seconds. */
  duration: z.number().int(),
  genre: z.array(namedRefSchema),
  language: z.array(namedRefSchema),
  mood: namedRefSchema.nullable(),
  /** Plays; 0 until plays are recorded. */
  song_plays: z.number().int(),
  description: z.string(),
  /** When it was uploaded (ISO-8601 UTC). */
  created_date: z.string(),
  /** The viewer's own claps (0–50); 0 until claps exist. */
  is_like: z.number().int(),
  /** Everyone's claps; 0 until claps exist. */
  song_likes: z.number().int(),
  is_downloadable: z.boolean(),
  /** The download entry shows (spec 2 §6: downloadable, audio present). */
  can_download: z.boolean(),
  is_paid: z.boolean(),
  buylink: z.string(),
  /** Price in paise. */
  price: z.number().int(),
  /** Cart item id (spec 2 §3 Cart item). */
  sku: z.string(),
  lyrics: z.string(),
  /** As everyone sees it now: a scheduled song past its release date is public and not scheduled. */
  is_public: z.boolean(),
  is_scheduled: z.boolean(),
  release_date: z.string().nullable(),
  /** The privacy choice as the edit form shows it. */
  privacy: z.enum(['public', 'private', 'scheduled']),
  album_id: z.number().int().nullable(),
  album: z.object({ cover_pic: z.string(), slug_album: z.string(), title: z.string() }).nullable(),
  /** Artwork 500x500 (the default image when none). */
  image: z.string(),
  images: artworkSchema,
  /** What the player plays: the mp3 rendition, or before it is ready a signed URL of the original; null before release for others. */
  song_file: z.string().nullable(),
  mp3: z.string().nullable(),
  m4a: z.string().nullable(),
  media_status: mediaStatusSchema,
  artist_id: songArtistSchema,
  user: catalogUserSchema,
  credits: creditsSchema,
  tags: z.string(),
  record_label: z.string(),
  production_year: z.number().int().nullable(),
  other_release_date: z.string().nullable(),
  for_opp: z.boolean(),
  presave: z.boolean(),
  /** A various-artists item (spec 2 §6: no edit). */
  various_art: z.boolean(),
  /** Tied to a distribution agreement (spec 2 §6: no edit). */
  agreement: z.boolean(),
  /** Edit and delete are offered to the viewer (spec 2 §6). */
  can_edit: z.boolean(),
});
export type SongDetail = z.infer<typeof songDetailSchema>;

/** The song the player loads by slug (spec 1 §3.7 Player song detail, queue item). */
export const playerSongSchema = z.object({
  title: z.string(),
  slug_usersong: z.string(),
  full_name: z.string(),
  slug_username: z.string(),
  lyrics: z.string(),
  album_id: z.number().int().nullable(),
  album: z.object({ cover_pic: z.string(), slug_album: z.string() }).nullable(),
  image: z.string(),
  profile_pic: z.string().nullable(),
  mp3: z.string().nullable(),
  m4a: z.string().nullable(),
  song_file: z.string().nullable(),
  duration: z.number().int(),
  /** The viewer's own claps and everyone's (0 until claps exist). */
  is_like: z.number().int(),
  song_likes: z.number().int(),
});

/** Share data of a song or album for the promo tools and the share dialog (spec 2 §3 Share data). */
export const promoDetailSchema = z.object({
  type: z.enum(['song', 'album']),
  slug: z.string(),
  title: z.string(),
  artist: z.string(),
  artist_slug: z.string(),
  /** Social image 200x200 (spec 2 §9). */
  image: z.string(),
  images: artworkSchema,
  /** The page address: {PUBLIC_URL}/songs/{slug} or /albums/{slug}. */
  share_url: z.string(),
  /** The embed address: {PUBLIC_URL}/embed/{type}/{slug} (spec 1 §2.1). */
  embed_url: z.string(),
  /** Hashtags (spec 2 §9). */
  hashtags: z.string(),
  is_public: z.boolean(),
  is_scheduled: z.boolean(),
  release_date: z.string().nullable(),
});

const songReplySchema = z.object({ success: z.literal(true), result: songDetailSchema, message: z.string().optional() });

export const songRoutes = {
  uploadSongDetails: defineRoute({
    method: 'POST',
    path: '/uploadsongdetails',
    summary: 'Create a song from a pending audio upload (uploadsong) with the upload form\'s fields',
    isAuthRequired: true,
    isIdempotent: true,
    body: uploadSongDetailsSchema,
    response: songReplySchema,
  }),
  songUpload: defineRoute({
    method: 'POST',
    path: '/songupload',
    summary: 'Create a song in one multipart/form-data request: file `song` (≤ 100 MB), optional file `image` (≤ 2 MB), and the upload form\'s fields',
    isAuthRequired: true,
    isIdempotent: true,
    response: songReplySchema,
  }),
  uploadMusic: defineRoute({
    method: 'POST',
    path: '/uploadmusic',
    summary: 'Add a track to one of the artist\'s albums from a pending audio upload',
    isAuthRequired: true,
    body: uploadMusicSchema,
    response: songReplySchema,
  }),
  editMusic: defineRoute({
    method: 'PUT',
    path: '/uploadmusic/:slug',
    summary: 'Edit a song or album track (same as PUT song)',
    isAuthRequired: true,
    params: slugParamsSchema,
    body: songEditSchema,
    response: songReplySchema,
  }),
  song: defineRoute({
    method: 'GET',
    path: '/song/:slug',
    summary: 'Song detail by slug_usersong (404 when private and not the owner\'s)',
    isAuthRequired: false,
    params: slugParamsSchema,
    response: z.object({ success: z.literal(true), result: songDetailSchema }),
  }),
  editSong: defineRoute({
    method: 'PUT',
    path: '/song/:slug',
    summary: 'Edit a song: only the fields sent change (privacy toggles send only privacy); upload_id replaces the audio',
    isAuthRequired: true,
    params: slugParamsSchema,
    body: songEditSchema,
    response: songReplySchema,
  }),
  deleteSong: defineRoute({
    method: 'DELETE',
    path: '/song/:slug',
    summary: 'Delete a song with its files',
    isAuthRequired: true,
    params: slugParamsSchema,
    response: deletedReplySchema,
  }),
  songPlayer: defineRoute({
    method: 'GET',
    path: '/song_player/:slug',
    summary: 'The song for the player by slug: the queue item fields with mp3 and m4a',
    isAuthRequired: false,
    params: slugParamsSchema,
    response: z.object({ success: z.literal(true), result: playerSongSchema }),
  }),
  promoSongDetail: defineRoute({
    method: 'GET',
    path: '/promo_song_detail/:slug',
    summary: 'Share data of a song for the promo tools (share and embed URLs, social image)',
    isAuthRequired: false,
    params: slugParamsSchema,
    response: z.object({ success: z.literal(true), result: promoDetailSchema }),
  }),
} as const;

