/**
 * Albums (spec 2 §3 Album, Album upload, Track from an album; §4; §6; §7 uploadalbums,
 * upload_albums steps, album-publish, album-delete, album_details, promo_album_details).
 *
 * An album is made in steps, as the upload page's wizard does (`POST upload_albums` with
 * `step`), or with the single calls:
 * 1. details — `POST uploadalbums` (or step 1): title, genres, languages, artwork … The album
 *    is a draft: nobody but its owner sees it until it is published.
 * 2. tracks — `POST upload_albums` step 2 with the full track list in order: pending audio
 *    uploads (`upload_id`) become new tracks, existing tracks (`slug_usersong`) keep their
 *    place by the order given, and tracks left out are deleted. Or `POST uploadmusic` to
 *    append one track (songs.ts).
 * 3. publish — `POST album-publish` (or step 3): needs at least one track; the album and its
 *    tracks become public, or scheduled for `release_date`.
 * Tracks take the album's privacy. `DELETE album-delete/{slug}` removes the album with its
 * tracks and files. Edit and delete follow spec 2 §6 (owner only; never various-artist items
 * or items with an agreement).
 */
import { z } from 'zod';
import { ALBUM_TRACKS_MAX, RECORD_LABEL_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import {
  albumArtistSchema,
  artistNamesSchema,
  artworkSchema,
  buyLinkSchema,
  catalogGenresSchema,
  catalogLanguagesSchema,
  catalogTextFields,
  dateTimeSchema,
  deletedReplySchema,
  longTextSchema,
  mediaStatusSchema,
  namedRefSchema,
  pricePaiseSchema,
  privacySchema,
  slugParamsSchema,
  slugSchema,
  titleSchema,
  uploadIdSchema,
  versionSchema,
} from './catalog.ts';
import { flagSchema } from './fields.ts';
import { defineRoute } from './route.ts';
import { promoDetailSchema } from './songs.ts';

/** The fields of the album upload form (spec 2 §3 Album upload); album_price and is_digital are ours. */
export const albumFieldsShape = {
  title: titleSchema,
  /** Language ids: 1 to 5. */
  language: catalogLanguagesSchema,
  /** Genre ids: 1 to 5. */
  genre: catalogGenresSchema,
  /** About the album (shown as about_band). */
  description: catalogTextFields.description,
  tags: catalogTextFields.tags,
  record_label: catalogTextFields.record_label,
  /** The label line shown with the album (℗ / © line). */
  label: longTextSchema(RECORD_LABEL_MAX),
  /** Letters, digits and spaces (spec 2 §5.5). */
  version: versionSchema,
  /** 'public' (default), 'private' or 'scheduled'; applied when the album is published. */
  privacy: privacySchema,
  /** 'YYYY-MM-DD' or an ISO time; required for 'scheduled'. */
  release_date: dateTimeSchema,
  is_downloadable: flagSchema,
  buylink: buyLinkSchema,
  /** The image_id of upload_artwork; '' or null on edit removes the artwork. */
  image: z.union([uploadIdSchema, z.literal(''), z.null()]),
  /** Price of the whole album in paise. */
  album_price: pricePaiseSchema,
  /** Sold as a digital album. */
  is_digital: flagSchema,
} as const;

const optionalShape = Object.fromEntries(Object.entries(albumFieldsShape).map(([name, schema]) => [name, schema.optional()])) as {
  [K in keyof typeof albumFieldsShape]: z.ZodOptional<(typeof albumFieldsShape)[K]>;
};

/** The album form on create: title, genre and language required. */
export const albumCreateFieldsSchema = z.object({
  ...optionalShape,
  title: albumFieldsShape.title,
  language: albumFieldsShape.language,
  genre: albumFieldsShape.genre,
});
export type AlbumCreateFields = z.output<typeof albumCreateFieldsSchema>;

/** The album form on edit: only the fields sent change. */
export const albumEditSchema = z.object(optionalShape);
export type AlbumEditFields = z.output<typeof albumEditSchema>;

/** A track in the step-2 list: a new pending upload, or an existing track of this album. */
export const albumTrackInputSchema = z
  .object({
    /** A pending audio upload (uploadsong) that becomes a new track. */
    upload_id: uploadIdSchema.optional(),
    /** An existing track of this album, kept at this place. */
    slug_usersong: slugSchema.optional(),
    /** Required for a new track; an existing track keeps its title when absent. */
    title: titleSchema.optional(),
    lyrics: catalogTextFields.lyrics.optional(),
    composer: artistNamesSchema.optional(),
    lyricist: artistNamesSchema.optional(),
    featured_artists: artistNamesSchema.optional(),
    producer: artistNamesSchema.optional(),
  })
  .refine((t) => Boolean(t.upload_id) !== Boolean(t.slug_usersong), { message: MESSAGES.uploadNotFound, path: ['upload_id'] })
  .refine((t) => !t.upload_id || Boolean(t.title), { message: MESSAGES.titleRequired, path: ['title'] });
export type AlbumTrackInput = z.output<typeof albumTrackInputSchema>;

/** Publishing: the privacy to publish with (default: the album's choice, or public). */
export const albumPublishSchema = z.object({
  slug_album: slugSchema,
  /** 'public' or 'scheduled'. */
  privacy: z.enum(['public', 'scheduled'], { error: MESSAGES.invalidInput }).optional(),
  release_date: dateTimeSchema.optional(),
});

/** POST upload_albums: the wizard's steps (1 details, 2 tracks, 3 publish). */
export const uploadAlbumsStepSchema = z.discriminatedUnion('step', [
  albumCreateFieldsSchema.extend({
    step: z.literal(1),
    /** Absent: create the draft; given: update it. */
    slug_album: slugSchema.optional(),
  }),
  z.object({
    step: z.literal(2),
    slug_album: slugSchema,
    /** The whole track list, in order: 1 to 50 tracks. */
    tracks: z.array(albumTrackInputSchema).min(1, MESSAGES.albumNeedsTracks).max(ALBUM_TRACKS_MAX, MESSAGES.albumTracksMax),
  }),
  albumPublishSchema.extend({ step: z.literal(3) }),
]);

/** A track of an album (spec 2 §3 Track from an album), with the queue item's fields. */
export const albumTrackSchema = z.object({
  /** name and title: the track's title. */
  name: z.string(),
  title: z.string(),
  slug: z.string(),
  slug_usersong: z.string(),
  /** What the player plays (as song_file of the song detail). */
  file: z.string().nullable(),
  mp3: z.string().nullable(),
  m4a: z.string().nullable(),
  media_status: mediaStatusSchema,
  /** The viewer's own claps; everyone's (0 until claps exist). */
  is_like: z.number().int(),
  song_likes: z.number().int(),
  /** Artwork 250x250: the track's own, else the album's. */
  image: z.string(),
  cover_pic: z.string(),
  artist: z.string(),
  artist_slug: z.string(),
  duration: z.number().int(),
  /** 1-based place in the album. */
  position: z.number().int(),
  lyrics: z.string(),
});

/** The album detail (spec 2 §3 Album). */
export const albumDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug_album: z.string(),
  /** Artwork 500x500 (the default image when none). */
  cover_pic: z.string(),
  images: artworkSchema,
  /** Seconds, all tracks. */
  total_duration: z.number().int(),
  genre_id: z.array(namedRefSchema),
  language_id: z.array(namedRefSchema),
  /** Plays of its tracks; 0 until plays are recorded. */
  play_count: z.number().int(),
  /** The album's description. */
  about_band: z.string(),
  created_date: z.string(),
  is_like: z.number().int(),
  likes_count: z.number().int(),
  is_digital: z.boolean(),
  /** Paise. */
  album_price: z.number().int(),
  sku: z.string(),
  is_scheduled: z.boolean(),
  is_public: z.boolean(),
  release_date: z.string().nullable(),
  /** Published with album-publish; a draft is visible only to its owner. */
  is_published: z.boolean(),
  /** The privacy choice as the edit form shows it. */
  privacy: z.enum(['public', 'private', 'scheduled']),
  is_owner: z.boolean(),
  music_tracks: z.array(albumTrackSchema),
  artists: z.array(albumArtistSchema),
  agreement: z.boolean(),
  various_art: z.boolean(),
  buy_link: z.string(),
  is_downloadable: z.boolean(),
  /** The download entry shows (spec 2 §6: downloadable and has tracks). */
  can_download: z.boolean(),
  tags: z.string(),
  record_label: z.string(),
  label: z.string(),
  version: z.string(),
  /** Edit and delete are offered to the viewer (spec 2 §6). */
  can_edit: z.boolean(),
});
export type AlbumDetail = z.infer<typeof albumDetailSchema>;

const albumReplySchema = z.object({ success: z.literal(true), result: albumDetailSchema, message: z.string().optional() });

export const albumRoutes = {
  createAlbum: defineRoute({
    method: 'POST',
    path: '/uploadalbums',
    summary: 'Create a draft album with the album upload form\'s fields',
    isAuthRequired: true,
    isIdempotent: true,
    body: albumCreateFieldsSchema,
    response: albumReplySchema,
  }),
  editAlbum: defineRoute({
    method: 'PUT',
    path: '/uploadalbums/:slug',
    summary: 'Edit an album: only the fields sent change; a published album\'s privacy carries to its tracks',
    isAuthRequired: true,
    params: slugParamsSchema,
    body: albumEditSchema,
    response: albumReplySchema,
  }),
  uploadAlbumsStep: defineRoute({
    method: 'POST',
    path: '/upload_albums',
    summary: 'The album wizard: step 1 details (create or update), step 2 the track list in order, step 3 publish',
    isAuthRequired: true,
    isIdempotent: true,
    body: uploadAlbumsStepSchema,
    response: albumReplySchema,
  }),
  publishAlbum: defineRoute({
    method: 'POST',
    path: '/album-publish',
    summary: 'Publish an album (at least one track): it and its tracks become public, or scheduled',
    isAuthRequired: true,
    body: albumPublishSchema,
    response: albumReplySchema,
  }),
  deleteAlbum: defineRoute({
    method: 'DELETE',
    path: '/album-delete/:slug',
    summary: 'Delete an album with its tracks and their files',
    isAuthRequired: true,
    params: slugParamsSchema,
    response: deletedReplySchema,
  }),
  albumDetails: defineRoute({
    method: 'GET',
    path: '/album_details/:slug',
    summary: 'Album detail by slug_album with its tracks (404 when private or a draft and not the owner\'s)',
    isAuthRequired: false,
    params: slugParamsSchema,
    response: z.object({ success: z.literal(true), result: albumDetailSchema }),
  }),
  promoAlbumDetails: defineRoute({
    method: 'GET',
    path: '/promo_album_details/:slug',
    summary: 'Share data of an album for the promo tools (share and embed URLs, social image)',
    isAuthRequired: false,
    params: slugParamsSchema,
    response: z.object({ success: z.literal(true), result: promoDetailSchema }),
  }),
} as const;
