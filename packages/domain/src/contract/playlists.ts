/**
 * Playlists (spec 2 §2.1 Playlist dialog, §3 Playlist, §4 Privacy, §5.2, §7 Playlists; issue 5).
 *
 * A playlist belongs to the person who made it and holds songs in an order. Its privacy is
 * public (status true, the default) or private (status false, spec 2 §4): a private playlist
 * answers 404 to everyone but its owner and never shows in listings. A track the viewer may
 * not hear (a private song of someone else, a deleted song) is left out of what they see; the
 * playlist keeps its place, so it comes back when the song is public again.
 *
 * The cover: `image` is the `image_id` of `POST /api/playlist/upload_cover` (multipart, file
 * field `image`: png or jpeg, at most 2 MB, at least 500x500 — the checks and messages of the
 * catalogue's upload_artwork, but open to listeners too); an artist's upload_artwork id works
 * as well. `is_default: true` (or `image: ''`) goes back to the default cover, which is the
 * first track's artwork.
 *
 * Writes are the owner's (403 'You can only change your own playlists.' otherwise, 404 when the
 * playlist is private and not theirs); visitors get 401 (the web opens the login dialog with
 * action 'add-to-playlist'). Adding someone else's song notifies its owner (playlist_add).
 */
import { z } from 'zod';
import { CATALOG_PAGE_MAX, DESCRIPTION_MAX, PLAYLISTS_FETCH_LIMIT, PLAYLIST_TRACKS_MAX, TITLE_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { albumTrackSchema } from './albums.ts';
import { TITLE_PATTERN, artworkSchema, deletedReplySchema, longTextSchema, pageOf, pageQuerySchema, pendingArtworkSchema, slugParamsSchema, slugSchema, songArtistSchema, uploadIdSchema } from './catalog.ts';
import { flagSchema, requiredTextSchema } from './fields.ts';
import { defineRoute } from './route.ts';

// ---------------------------------------------------------------------------------------------
// Fields (spec 2 §5.2). The playlist dialog and the edit page validate with these schemas.
// ---------------------------------------------------------------------------------------------

/** Playlist name (spec 2 §5.2): required ('Please enter Playlist Name'), the track-title pattern ('Please enter a valid title'), at most 120. */
export const playlistNameSchema = requiredTextSchema({
  required: MESSAGES.playlistNameRequired,
  max: [TITLE_MAX, MESSAGES.titleMax],
  pattern: [TITLE_PATTERN, MESSAGES.titleInvalid],
});

/**
 * Privacy of a playlist (spec 2 §5.2): 'public' (true, the default) or 'private' (false).
 * true/1/'true'/'1' read as 'public', false/0/'false'/'0' as 'private'.
 */
export const playlistPrivacySchema = z.preprocess(
  (v) => (v === true || v === 1 || v === 'true' || v === '1' ? 'public' : v === false || v === 0 || v === 'false' || v === '0' ? 'private' : v),
  z.enum(['public', 'private'], { error: MESSAGES.invalidInput }),
);
export type PlaylistPrivacy = z.output<typeof playlistPrivacySchema>;

/** Song slugs (slug_usersong) in order, without repeats (a repeat keeps its first place); 1 to 500. */
export const trackSlugsSchema = z
  .array(slugSchema, { error: MESSAGES.invalidInput })
  .min(1, MESSAGES.invalidInput)
  .max(PLAYLIST_TRACKS_MAX, MESSAGES.playlistTracksMax)
  .transform((slugs) => [...new Set(slugs)]);

/** POST playlist/create: the dialog's 'Create Playlist' tab, or the queue's 'Save as playlist'. */
export const playlistCreateSchema = z.object({
  /** The playlist's name (spec 2 §5.2). */
  name: playlistNameSchema,
  /** 'public' (default) or 'private'; true/false accepted. */
  privacy: playlistPrivacySchema.default('public'),
  /** Songs to start with, in order; may be empty (the dialog creates with the track it was opened for). */
  track_slugs: z.array(slugSchema).max(PLAYLIST_TRACKS_MAX, MESSAGES.playlistTracksMax).default([]).transform((slugs) => [...new Set(slugs)]),
  /** Optional description, at most DESCRIPTION_MAX (5000). */
  description: longTextSchema(DESCRIPTION_MAX).optional(),
  /** The image_id of upload_artwork for the cover; absent for the default cover. */
  image: uploadIdSchema.optional(),
});
export type PlaylistCreateFields = z.output<typeof playlistCreateSchema>;

/** POST playlist/add_track: songs appended at the end; songs already in the playlist are not added twice. */
export const playlistAddTrackSchema = z.object({
  /** The playlist's slug_playlist. */
  playlist_slug: slugSchema,
  /** Songs to add (slug_usersong), in order. */
  track_slugs: trackSlugsSchema,
});

/** POST playlist/edit_playlist: only the fields sent change. */
export const playlistEditSchema = z.object({
  /** The playlist's slug_playlist (it never changes, so links keep working after a rename). */
  slug: slugSchema,
  name: playlistNameSchema.optional(),
  privacy: playlistPrivacySchema.optional(),
  description: longTextSchema(DESCRIPTION_MAX).optional(),
  /** A new cover: the image_id of upload_artwork; '' or null goes back to the default cover. */
  image: z.union([uploadIdSchema, z.literal(''), z.null()]).optional(),
  /** true: drop the uploaded cover and use the default one. */
  is_default: flagSchema.optional(),
});
export type PlaylistEditFields = z.output<typeof playlistEditSchema>;

/** POST playlist/change_order: every track of the playlist, in the new order (the edit page's drag and drop). */
export const playlistOrderSchema = z.object({
  slug: slugSchema,
  /** All of the playlist's song slugs in the new order; songs not named keep their relative order after the named ones. */
  track_slugs: trackSlugsSchema,
});

/** POST playlist/delete_playlist. */
export const playlistSlugBodySchema = z.object({ slug: slugSchema });

/** POST playlist/delete_track: removes one song from the playlist. */
export const playlistDeleteTrackSchema = z.object({
  slug: slugSchema,
  /** The song's slug_usersong. */
  track_slug: slugSchema,
});

/** GET playlist/{product}_playlists: the public listing (/playlists). */
export const playlistListingQuerySchema = pageQuerySchema.extend({
  /** 'playlist' (the listing: newest first), 'latest' (same) or 'popular' (most played, then most clapped). */
  type: z.enum(['playlist', 'latest', 'popular']).default('playlist'),
});

/** GET playlist/user_playlists: one person's playlists (profile tab, the playlist dialog, the library). */
export const userPlaylistsQuerySchema = z.object({
  /** The owner's slug_username; defaults to the signed-in user (401 for a visitor without slug). */
  slug: slugSchema.optional(),
  offset: z.coerce.number().int().min(0).default(0),
  /** 50 by default (the dialog's PLAYLISTS_FETCH_LIMIT), at most 50. */
  limit: z.coerce.number().int().min(1).max(CATALOG_PAGE_MAX).default(PLAYLISTS_FETCH_LIMIT),
  /** 1: include the owner's private playlists (only when the viewer is the owner; ignored otherwise). */
  flag: flagSchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// Replies
// ---------------------------------------------------------------------------------------------

/** A short track of a playlist card (spec 2 §3 Track (playlist dialog)). */
export const playlistCardTrackSchema = z.object({
  /** slug_usersong. */
  slug: z.string(),
  title: z.string(),
  /** The artist's shown name. */
  artist: z.string(),
  /** Artwork 250x250. */
  image: z.string(),
});

/** The playlist's owner as a card shows it. */
export const playlistOwnerSchema = z.object({
  slug_username: z.string(),
  /** Band name, or first + last name. */
  full_name: z.string(),
  profile_pic: z.string().nullable(),
});

/**
 * A playlist in a list (spec 2 §3 Playlist (profile list); the listing variant's img and slug):
 * the listing, a profile's playlists, the dialog, the library.
 */
export const playlistCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug_playlist: z.string(),
  /** The same as slug_playlist (the listing variant). */
  slug: z.string(),
  /** Cover 250x250: the uploaded one, else the first track's artwork, else the default image. */
  cover_pic: z.string(),
  /** The same as cover_pic (the listing variant). */
  img: z.string(),
  /** true: public; false: private (spec 2 §4 status). */
  is_public: z.boolean(),
  status: z.boolean(),
  /** The first tracks (at most PLAYLIST_CARD_TRACKS) the viewer may hear, in order. */
  track: z.array(playlistCardTrackSchema),
  /** How many tracks the viewer may hear. */
  tracks_count: z.number().int(),
  /** Plays and everyone's claps. */
  playlist_plays: z.number().int(),
  playlist_likes: z.number().int(),
  user: playlistOwnerSchema,
  /** The viewer made it. */
  is_owner: z.boolean(),
  created_date: z.string(),
  updated_date: z.string(),
});
export type PlaylistCard = z.infer<typeof playlistCardSchema>;

/**
 * A track of a playlist detail: an album track's fields (albums.ts, with what the player needs:
 * file, mp3, m4a, the viewer's claps) and the playlist's own.
 */
export const playlistTrackSchema = albumTrackSchema.extend({
  song_plays: z.number().int(),
  profile_pic: z.string().nullable(),
  /** The song's album, or null. */
  album_slug: z.string().nullable(),
  /** When it was added to the playlist. */
  added_date: z.string(),
});
export type PlaylistTrack = z.infer<typeof playlistTrackSchema>;

/** The playlist detail (spec 2 §3 Playlist (detail)): /playlists/{slug} and the edit page. */
export const playlistDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug_playlist: z.string(),
  /** Cover 500x500: the uploaded one, else the first track's artwork, else the default image. */
  cover_pic: z.string(),
  images: artworkSchema,
  description: z.string(),
  /** Seconds, all tracks the viewer may hear. */
  playlist_duration: z.number().int(),
  playlist_plays: z.number().int(),
  created_date: z.string(),
  updated_date: z.string(),
  /** The viewer's own claps (0–50) and everyone's. */
  is_like: z.number().int(),
  playlist_likes: z.number().int(),
  /** true: public; false: private (spec 2 §4). */
  status: z.boolean(),
  is_public: z.boolean(),
  /** As the edit page's privacy control shows it. */
  privacy: z.enum(['public', 'private']),
  track: z.array(playlistTrackSchema),
  /** The owner with the artist fields (spec 2 §3: same artist fields): is_same_artist is is_owner. */
  user: songArtistSchema,
  /** The viewer owns it: edit, reorder, remove, delete (spec 2 §6 'Edit appears when the same-artist flag is set'). */
  is_owner: z.boolean(),
});
export type PlaylistDetail = z.infer<typeof playlistDetailSchema>;

const playlistReplySchema = z.object({ success: z.literal(true), result: playlistDetailSchema, message: z.string().optional() });

export const playlistRoutes = {
  listing: defineRoute({
    method: 'GET',
    path: '/playlist/{product}_playlists',
    summary: 'The public playlist listing (/playlists): public playlists with at least one playable track',
    isAuthRequired: false,
    query: playlistListingQuerySchema,
    response: pageOf(playlistCardSchema),
  }),
  userPlaylists: defineRoute({
    method: 'GET',
    path: '/playlist/user_playlists',
    summary: "One person's playlists, newest first: public ones, and with flag=1 the owner's private ones too (the dialog, the library)",
    isAuthRequired: false,
    query: userPlaylistsQuerySchema,
    response: pageOf(playlistCardSchema),
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/playlist/playlist_detail/:slug',
    summary: "A playlist with its tracks in order (404 when private and not the viewer's)",
    isAuthRequired: false,
    params: slugParamsSchema,
    response: z.object({ success: z.literal(true), result: playlistDetailSchema }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/playlist/create',
    summary: 'Create a playlist (name, privacy, optional first tracks and cover)',
    isAuthRequired: true,
    isIdempotent: true,
    body: playlistCreateSchema,
    response: playlistReplySchema,
  }),
  addTrack: defineRoute({
    method: 'POST',
    path: '/playlist/add_track',
    summary: "Append songs to one's playlist ('Added to playlist!'); songs already in it are not added twice; answers how many were added",
    isAuthRequired: true,
    body: playlistAddTrackSchema,
    response: z.object({
      success: z.literal(true),
      /** 'Added to playlist!' */
      message: z.string(),
      result: z.object({
        /** Songs added now (0 when all were there already). */
        added_count: z.number().int(),
        /** Tracks in the playlist afterwards. */
        tracks_count: z.number().int(),
        slug_playlist: z.string(),
      }),
    }),
  }),
  uploadCover: defineRoute({
    method: 'POST',
    path: '/playlist/upload_cover',
    summary: 'Upload a playlist cover: multipart/form-data, file field `image` (png or jpeg by content, ≤ 2 MB, ≥ 500x500) → a pending image id for create or edit_playlist',
    isAuthRequired: true,
    isIdempotent: true,
    response: z.object({ success: z.literal(true), result: pendingArtworkSchema }),
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/playlist/edit_playlist',
    summary: 'Rename, change privacy, description or cover (image_id of upload_artwork; is_default for the default cover)',
    isAuthRequired: true,
    body: playlistEditSchema,
    response: playlistReplySchema,
  }),
  changeOrder: defineRoute({
    method: 'POST',
    path: '/playlist/change_order',
    summary: 'Put the tracks in a new order',
    isAuthRequired: true,
    body: playlistOrderSchema,
    response: playlistReplySchema,
  }),
  deletePlaylist: defineRoute({
    method: 'POST',
    path: '/playlist/delete_playlist',
    summary: 'Delete a playlist (its claps and plays go with it)',
    isAuthRequired: true,
    body: playlistSlugBodySchema,
    response: deletedReplySchema,
  }),
  deleteTrack: defineRoute({
    method: 'POST',
    path: '/playlist/delete_track',
    summary: 'Remove a song from a playlist',
    isAuthRequired: true,
    body: playlistDeleteTrackSchema,
    response: playlistReplySchema,
  }),
} as const;
