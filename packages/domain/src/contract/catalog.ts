/**
 * The catalogue: songs, albums and videos (spec 2 §3 Song, Album, Video, Flat list items,
 * Track from an album, Song/Album/Video upload; §4 Privacy; §5.5; §6; §7 Detail, Song and
 * video CRUD). This file holds what the three share: upload fields, reply parts, the pending
 * uploads (audio, artwork), the artist's lists and downloads. `songs.ts`, `albums.ts` and
 * `videos.ts` hold each entity's calls.
 *
 * Uploading a song, as the web's upload page does it:
 * 1. `POST /api/uploadsong`, multipart/form-data with the audio in the file field `song`
 *    (mp3, wav or flac judged by content, at most 100 MB) → `result.upload_id`, the duration.
 *    The upload page shows progress from the browser's upload events.
 * 2. Optionally `POST /api/upload_artwork`, multipart with the file field `image` (png or
 *    jpeg by content, at most 2 MB, at least 500x500) → `result.image_id`.
 * 3. `POST /api/uploadsongdetails` (JSON) with `upload_id`, `image` (the image_id) and the
 *    form's fields → the song. `POST /api/songupload` does all three in one multipart request
 *    (files `song` and `image`, the other fields as form fields; lists repeated or as JSON).
 * Pending uploads belong to the uploader, are used once, and are swept after 24 hours.
 *
 * Failures: 400 `{ success: false, error, fields }` with the spec's messages ('The file format
 * selected is not .mp3, .wav or .flac', 'The file format selected is not .jpeg or .png', 'The
 * image must be atleast 500*500'); 413 'The file selected exceeds 100 MB' / '… 2 MB' (sent as
 * soon as the limit is passed, the rest of the upload is not read); 401 without a session; 403
 * for listeners ('upload': the web offers the upgrade dialog), for someone else's item, and
 * for edits of various-artist items or items with an agreement (spec 2 §6); 404 for a
 * private item seen by anyone but its owner, and for anything missing.
 *
 * Media URLs in replies (docs/decisions.md 'Catalog and media'):
 * - public audio and all artwork: stable `/media/<key>` URLs, cached for a year (immutable);
 * - audio of an item only its owner may hear (private, or scheduled and not yet out):
 *   `/media/private/<key>?exp=<unix seconds>&sig=<hmac>`, valid for 6 hours;
 * - a song's `song_file` is its mp3 rendition once processed (`media_status` 'ready'), and a
 *   signed URL of the original upload before that; `mp3`/`m4a` are null until ready;
 * - no artwork: a default image (`/media/defaults/artwork-<side>.jpg`).
 *
 * `{product}` in a path is the brand slug (see account-settings.ts). Money is integer paise;
 * times are ISO-8601 UTC; URLs carry slugs, never ids.
 */
import { z } from 'zod';
import {
  ARTIST_NAME_MAX,
  CATALOG_GENRES_MAX,
  CATALOG_LANGUAGES_MAX,
  CATALOG_PAGE_MAX,
  DEFAULT_LIMIT,
  DESCRIPTION_MAX,
  LYRICS_MAX,
  PRICE_MAX_PAISE,
  RECORD_LABEL_MAX,
  TAGS_MAX,
  TITLE_MAX,
  URL_MAX,
} from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { TITLE_PATTERN } from '../rules/form-text.ts';
import { optionalIdSchema, optionalTextSchema, requiredTextSchema } from './fields.ts';
import { defineRoute, userPath } from './route.ts';

// ---------------------------------------------------------------------------------------------
// Upload fields (spec 2 §5.5). The web forms validate with these same schemas.
// ---------------------------------------------------------------------------------------------

// A title must hold at least one letter or digit (rules/form-text, where the browser's check lives).
export { TITLE_PATTERN };
/** Version (spec 2 §5.5): letters, digits and spaces. */
export const VERSION_PATTERN = /^[\p{L}\p{N} ]*$/u;
/** Artist names (spec 2 §5.5): none of < > ?. */
export const ARTIST_NAMES_PATTERN = /^[^<>?]*$/;
/** A buy link: an http(s) address. */
export const URL_PATTERN = /^https?:\/\/[^\s<>"]+$/i;

/** Title of a song, album or video (spec 2 §5.5): required, at most 120. */
export const titleSchema = requiredTextSchema({
  required: MESSAGES.titleRequired,
  max: [TITLE_MAX, MESSAGES.titleMax],
  pattern: [TITLE_PATTERN, MESSAGES.titleInvalid],
});

/** Artist-name fields (composer, lyricist, featured artists …): optional, at most 120, none of <>?. */
export const artistNamesSchema = optionalTextSchema({ max: [ARTIST_NAME_MAX, MESSAGES.artistNamesMax], pattern: [ARTIST_NAMES_PATTERN, MESSAGES.artistNameInvalid] });

/** Album version (spec 2 §5.5): letters, digits, spaces, at most 120. */
export const versionSchema = optionalTextSchema({ max: [TITLE_MAX, MESSAGES.versionMax], pattern: [VERSION_PATTERN, MESSAGES.versionInvalid] });

/** Free text with a maximum length (description, lyrics, tags, labels). */
export function longTextSchema(max: number) {
  return optionalTextSchema({ max: [max, MESSAGES.textTooLong] });
}

/** A buy link: '' or an http(s) URL. */
export const buyLinkSchema = optionalTextSchema({ max: [URL_MAX, MESSAGES.buyLinkInvalid], pattern: [URL_PATTERN, MESSAGES.buyLinkInvalid] });

/** A price in integer paise (0 = free), given as a number or a numeric string. */
export const pricePaiseSchema = z
  .union([z.number(), z.string()], { error: MESSAGES.priceInvalid })
  .transform((v) => (typeof v === 'string' ? (v.trim() === '' ? 0 : Number(v.trim())) : v))
  .refine((v) => Number.isInteger(v) && v >= 0 && v <= PRICE_MAX_PAISE, MESSAGES.priceInvalid);

/** Production year: '' or null for none, else 1900–2100. */
export const productionYearSchema = z
  .union([z.number(), z.string(), z.null()], { error: MESSAGES.productionYearInvalid })
  .transform((v) => (v === null || v === '' ? null : typeof v === 'string' ? Number(v.trim()) : v))
  .refine((v) => v === null || (Number.isInteger(v) && v >= 1900 && v <= 2100), MESSAGES.productionYearInvalid);

/**
 * A date or time: 'YYYY-MM-DD' (midnight UTC) or an ISO-8601 time with its zone; '' or null
 * for none. Normalised to ISO-8601 UTC. Whether a release date is far enough ahead depends on
 * the server's clock, so the server checks that.
 */
export const dateTimeSchema = z
  .union([z.string(), z.null()], { error: MESSAGES.releaseDateInvalid })
  .transform((v) => (v === null ? '' : v.trim()))
  .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2}))?$/.test(v) && !Number.isNaN(Date.parse(v))), MESSAGES.releaseDateInvalid)
  .transform((v) => (v === '' ? null : new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00Z` : v.replace(' ', 'T')).toISOString()));

/**
 * Privacy of a song or album (spec 2 §4): 'public', 'private' or 'scheduled' (with
 * release_date). true/1 read as 'public' and false/0 as 'private', as the playlist form sends.
 */
export const privacySchema = z.preprocess(
  (v) => (v === true || v === 1 || v === 'true' || v === '1' ? 'public' : v === false || v === 0 || v === 'false' || v === '0' ? 'private' : v),
  z.enum(['public', 'private', 'scheduled'], { error: MESSAGES.invalidInput }),
);

/**
 * A list of reference ids (genres, languages): an array, or one id, or '1,2' / '[1,2]' as
 * multipart forms send it; without repeats.
 */
export function referenceIdsSchema(rules: { min?: [number, string]; max: [number, string] }) {
  const toList = (v: unknown): unknown => {
    if (Array.isArray(v)) return v;
    if (typeof v === 'number') return [v];
    if (typeof v === 'string') {
      const text = v.trim();
      if (text === '') return [];
      if (text.startsWith('[')) {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          return v;
        }
      }
      return text.split(',').map((part) => part.trim());
    }
    return v;
  };
  let list = z.array(
    z
      .union([z.number(), z.string()])
      .transform((v) => (typeof v === 'string' ? Number(v) : v))
      .refine((v) => Number.isInteger(v) && v > 0, MESSAGES.invalidInput),
    { error: rules.min?.[1] ?? MESSAGES.invalidInput },
  );
  if (rules.min) list = list.min(rules.min[0], rules.min[1]);
  return z.preprocess(toList, list.max(rules.max[0], rules.max[1]).transform((ids) => [...new Set(ids)]));
}

/** Genres of an upload: at least one, at most 5 (ids from /genre). */
export const catalogGenresSchema = referenceIdsSchema({ min: [1, MESSAGES.genreRequired], max: [CATALOG_GENRES_MAX, MESSAGES.genresCatalogMax] });
/** Languages of an upload: at least one, at most 5 (ids from /language). */
export const catalogLanguagesSchema = referenceIdsSchema({ min: [1, MESSAGES.languageRequired], max: [CATALOG_LANGUAGES_MAX, MESSAGES.languagesMax] });
/** Optional genres or languages (videos): none to 5. */
export const optionalReferenceIdsSchema = referenceIdsSchema({ max: [CATALOG_GENRES_MAX, MESSAGES.genresCatalogMax] });

/** A pending upload's id, as uploadsong or upload_artwork answered it. */
export const uploadIdSchema = z.string({ error: MESSAGES.uploadNotFound }).regex(/^[A-Za-z0-9_-]{16,64}$/, MESSAGES.uploadNotFound);
/** A slug in a path or body (slug_usersong, slug_album, slug_uservideo, slug_username). */
export const slugSchema = z.string({ error: MESSAGES.notFound }).trim().toLowerCase().regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, MESSAGES.notFound).max(200, MESSAGES.notFound);
/** Path parameter of the detail and edit calls. */
export const slugParamsSchema = z.object({ slug: slugSchema });

/** Fields of text the upload forms share. */
export const catalogTextFields = {
  description: longTextSchema(DESCRIPTION_MAX),
  /** Comma-separated tags. */
  tags: longTextSchema(TAGS_MAX),
  record_label: longTextSchema(RECORD_LABEL_MAX),
  lyrics: longTextSchema(LYRICS_MAX),
};

/** The mood of a song or video: an id from /mood, or null. */
export const moodSchema = optionalIdSchema;

// ---------------------------------------------------------------------------------------------
// Reply parts
// ---------------------------------------------------------------------------------------------

/** A named reference item in a reply (genre, language, mood). */
export const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

/** The artwork of a song or album at each stored size (spec 2 §9: 200 social, 250/350 album art; 500 detail). */
export const artworkSchema = z.object({
  /** 200x200: social image (spec 2 §9). */
  w200: z.string(),
  /** 250x250: album art (spec 2 §9). */
  w250: z.string(),
  /** 350x350: album art in spotlight (spec 2 §9). */
  w350: z.string(),
  /** 500x500: the detail page. */
  w500: z.string(),
  /** True when no artwork was uploaded and these are the default image. */
  is_default: z.boolean(),
});
export type Artwork = z.infer<typeof artworkSchema>;

/** The artist of a song (spec 2 §3 Song `artist_id`). */
export const songArtistSchema = z.object({
  /** The viewer is this artist (edit controls, no follow button). */
  is_same_artist: z.boolean(),
  slug_username: z.string(),
  profile: z.object({ profile_pic: z.string().nullable(), first_name: z.string(), last_name: z.string() }),
  /** Band name, or first + last name. */
  full_name: z.string(),
  /** 0 until follows exist. */
  followers_count: z.number().int(),
  /** The viewer follows the artist (false for visitors, and until follows exist). */
  is_following: z.boolean(),
});
export type SongArtist = z.infer<typeof songArtistSchema>;

/** The owner as `user` (spec 2 §3 Song `user`, Video user profile names, slug_username). */
export const catalogUserSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  slug_username: z.string(),
  profile_pic: z.string().nullable(),
});
export type CatalogUser = z.infer<typeof catalogUserSchema>;

/** An artist of an album (spec 2 §3 Album `artists[]`). */
export const albumArtistSchema = z.object({
  slug_username: z.string(),
  profile_pic: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  followers_count: z.number().int(),
  is_following: z.boolean(),
  is_same_artist: z.boolean(),
});

/** Where a song's audio is in processing: renditions are made in the background after upload. */
export const mediaStatusSchema = z.enum(['processing', 'ready', 'failed']);
export type MediaStatus = z.infer<typeof mediaStatusSchema>;

/** Song credits (spec 2 §3 Song upload), '' when not given. */
export const creditsSchema = z.object({
  composer: z.string(),
  lyricist: z.string(),
  featured_artists: z.string(),
  primaryArtist: z.string(),
  author: z.string(),
  producer: z.string(),
  arranger: z.string(),
  remixer: z.string(),
});

/** `{ success, message }` of a delete. */
export const deletedReplySchema = z.object({ success: z.literal(true), message: z.string() });

/** Paging of the catalogue lists: offset 0 and limit 20 by default (spec 2 §9), at most 50. */
export const pageQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(CATALOG_PAGE_MAX).default(DEFAULT_LIMIT),
});

/**
 * An item of an artist's song list (spec 2 §3 Flat list items): a song, or an album with its
 * track count. Carries the queue item's fields (spec 1 §3.7: mp3, m4a, image, slug …).
 */
export const flatListItemSchema = z.object({
  /** The song's or album's title. */
  name: z.string(),
  title: z.string(),
  /** The artist's shown name. */
  artist: z.string(),
  artist_slug: z.string(),
  profile_pic: z.string().nullable(),
  /** The song's slug_usersong; for an album, its first track's. */
  song_slug: z.string().nullable(),
  /** The album's slug_album, or the song's album, or null. */
  album_slug: z.string().nullable(),
  is_album: z.boolean(),
  /** The viewer's claps (0–50); 0 until claps exist. */
  user_claps: z.number().int(),
  /** Everyone's claps; 0 until claps exist. */
  song_claps: z.number().int(),
  song_buylink: z.string(),
  /** Price in paise. */
  song_price: z.number().int(),
  /** Seconds (an album: all its tracks). */
  duration: z.number().int(),
  /** Number of tracks of an album (a song: 1). */
  album_tracks: z.number().int(),
  /** Artwork 250x250. */
  image: z.string(),
  /** Public mp3 / m4a renditions; null while processing or for an album. */
  mp3: z.string().nullable(),
  m4a: z.string().nullable(),
  lyrics: z.string(),
  created_date: z.string(),
});
export type FlatListItem = z.infer<typeof flatListItemSchema>;

/** An item of the artist's own dashboard list (/mydashboard/songs): songs and albums with their privacy. */
export const dashboardItemSchema = z.object({
  type: z.enum(['song', 'album']),
  title: z.string(),
  /** slug_usersong or slug_album. */
  slug: z.string(),
  image: z.string(),
  duration: z.number().int(),
  /** Privacy as the toggle shows it: public, private or scheduled (spec 2 §4). */
  privacy: z.enum(['public', 'private', 'scheduled']),
  is_public: z.boolean(),
  is_scheduled: z.boolean(),
  release_date: z.string().nullable(),
  /** An album not yet published stays private (album-publish). Songs: always true. */
  is_published: z.boolean(),
  /** Songs: processing, ready or failed; albums: ready. */
  media_status: mediaStatusSchema,
  plays: z.number().int(),
  likes: z.number().int(),
  /** Tracks of an album; 1 for a song. */
  tracks_count: z.number().int(),
  /** Edit and delete are offered (spec 2 §6). */
  can_edit: z.boolean(),
  /** A track of an album: the album's slug (edit link /albums/{slug}?trackSlug). */
  album_slug: z.string().nullable(),
  created_date: z.string(),
});

/** A list page with the total for paging. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), results: z.array(item), count: z.number().int() });
}

// ---------------------------------------------------------------------------------------------
// Pending uploads, lists and downloads
// ---------------------------------------------------------------------------------------------

/** What uploadsong answers: the pending audio, to be named in uploadsongdetails, uploadmusic or upload_albums. */
export const pendingAudioSchema = z.object({
  /** Use once, within 24 hours, by the same user. */
  upload_id: z.string(),
  /** Seconds, rounded. */
  duration: z.number().int(),
  /** By content: 'mp3', 'wav' or 'flac'. */
  format: z.enum(['mp3', 'wav', 'flac']),
  /** The name the file was uploaded with (shown in the form). */
  file_name: z.string(),
  /** Bytes. */
  size: z.number().int(),
});

/** What upload_artwork answers: the pending artwork, to be named as `image` in a song or album form. */
export const pendingArtworkSchema = z.object({
  image_id: z.string(),
  /** The artwork at each size, for the form's preview. */
  images: artworkSchema,
});

/** POST free_download: records a free download and answers the direct download URLs. */
export const freeDownloadSchema = z.object({
  type: z.enum(['song', 'album'], { error: MESSAGES.invalidInput }),
  slug: slugSchema,
});

/** One file to download: an album answers one per track. */
export const downloadFileSchema = z.object({
  title: z.string(),
  /** GET this URL (with the Authorization header) for the file, sent as an attachment. */
  url: z.string(),
  file_name: z.string(),
});


export const catalogRoutes = {
  uploadSong: defineRoute({
    method: 'POST',
    path: '/uploadsong',
    summary: 'Upload a song\'s audio: multipart/form-data, file field `song` (mp3, wav or flac by content, ≤ 100 MB) → a pending upload id',
    isAuthRequired: true,
    isIdempotent: true,
    response: z.object({ success: z.literal(true), result: pendingAudioSchema }),
  }),
  uploadArtwork: defineRoute({
    method: 'POST',
    path: '/upload_artwork',
    summary: 'Upload artwork: multipart/form-data, file field `image` (png or jpeg by content, ≤ 2 MB, ≥ 500x500) → a pending image id',
    isAuthRequired: true,
    isIdempotent: true,
    response: z.object({ success: z.literal(true), result: pendingArtworkSchema }),
  }),
  artistSongs: defineRoute({
    method: 'GET',
    path: userPath('songs'),
    summary: "An artist's songs and albums as flat list items (public ones; all of them for the artist)",
    isAuthRequired: false,
    query: pageQuerySchema.extend({ slug: slugSchema }),
    response: pageOf(flatListItemSchema),
  }),
  songsList: defineRoute({
    method: 'GET',
    path: userPath('songslist'),
    summary: "The signed-in artist's own songs and albums for the dashboard, newest first, with privacy and status",
    isAuthRequired: true,
    query: pageQuerySchema.extend({ type: z.enum(['all', 'song', 'album']).default('all') }),
    response: pageOf(dashboardItemSchema),
  }),
  freeDownload: defineRoute({
    method: 'POST',
    path: '/free_download',
    summary: 'Record a free download of a downloadable song or album and answer its direct download URLs',
    isAuthRequired: false,
    body: freeDownloadSchema,
    response: z.object({ success: z.literal(true), result: z.object({ files: z.array(downloadFileSchema) }) }),
  }),
  downloadSong: defineRoute({
    method: 'GET',
    path: '/download/song/:slug',
    summary: 'The song\'s original file as an attachment (Content-Disposition with its title); downloadable songs, or the owner',
    isAuthRequired: false,
    params: slugParamsSchema,
    response: z.unknown(),
  }),
} as const;
