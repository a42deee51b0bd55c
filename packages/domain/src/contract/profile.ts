/**
 * The public profile, the e-Press Kit at /{slug} (spec 1 §2.1, §2.4, §3; spec 2 §2.1 e-Press
 * Kit promo dialog, §3 Other entities, §7 Social `{product}user/profile`, Techrider; issue 6).
 *
 * Anyone may read a profile (visitors too). An unknown or deleted slug answers status 500 with
 * 'User not found' (spec 2 §8: the web logs it and goes to /404; READING keeps the spec's
 * status). The lists of a profile are the catalogue's and the playlists' own calls:
 * `{product}user/songs` (songs and albums as flat list items), `{product}user/albums` (albums
 * only, below), `{product}user/videos`, `playlist/user_playlists`, `get_follow`.
 *
 * What the owner edits from the page: names, bio, place, genres (`personal_details`), pictures
 * (`update_profile_cover_pic`), social links (`change_social_links`) — account-settings.ts — and
 * here: band members (bands), preferences, the tech rider and press photos. Every change here is
 * the signed-in person's own kit (a token is required; there is no slug to name someone else's).
 *
 * Files:
 * - tech rider: one PDF judged by its content, at most TECH_RIDER_MAX_MB (10) MB; a new upload
 *   replaces the old one. Downloaded by anyone at `techrider/download?slug=` as an attachment
 *   with its file name (a press kit is for promoters).
 * - press photos: png or jpeg by content, at most 2 MB, sides at least 500 (the spec's image
 *   rules), re-encoded as JPEG (longest side at most PRESS_PHOTO_MAX_SIDE) with metadata dropped;
 *   at most PRESS_PHOTOS_MAX (12).
 * Failures: 400 with the spec's file messages ('The file format selected is not .jpeg or .png',
 * 'The image must be atleast 500*500', ours 'The file format selected is not .pdf'); 413 'The
 * file selected exceeds N MB'; 401 without a session; 403 when the kind of account may not
 * (band members: bands only; preferences: artists and bands); 404 for a missing photo or rider.
 */
import { z } from 'zod';
import { BAND_MEMBERS_MAX, NAME_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { deletedReplySchema, namedRefSchema, pageOf, pageQuerySchema, slugSchema, flatListItemSchema } from './catalog.ts';
import { artistPreferenceSchema } from './discovery.ts';
import { ARTIST_NAME_PATTERN, requiredTextSchema } from './fields.ts';
import { defineRoute, userPath } from './route.ts';

/** GET {product}user/profile?slug= (and the tech rider and press photo reads). */
export const profileQuerySchema = z.object({
  /** The person's slug_username (their page /{slug}). */
  slug: slugSchema,
});

/** A band member: a name and a role from /band-roles. */
export const bandMemberInputSchema = z.object({
  name: requiredTextSchema({ required: MESSAGES.bandMemberNameRequired, max: [NAME_MAX, MESSAGES.nameMax], pattern: [ARTIST_NAME_PATTERN, MESSAGES.nameInvalid] }),
  /** A band role id (GET band-roles). */
  role: z.coerce.number({ error: MESSAGES.invalidInput }).int(MESSAGES.invalidInput).positive(MESSAGES.invalidInput),
});

/** PUT {product}user/band_members: the whole list in its order (an empty list clears it). */
export const bandMembersBodySchema = z.object({
  members: z.array(bandMemberInputSchema, { error: MESSAGES.invalidInput }).max(BAND_MEMBERS_MAX, MESSAGES.invalidInput),
});
export type BandMembersBody = z.output<typeof bandMembersBodySchema>;

/** PUT {product}user/artist_preferences: what the artist is open to (the directory's `purpose`). */
export const preferencesBodySchema = z.object({
  preferences: z.array(artistPreferenceSchema, { error: MESSAGES.invalidInput }).transform((list) => [...new Set(list)]),
});

/** A member as the profile shows it. */
export const bandMemberSchema = z.object({
  name: z.string(),
  role: namedRefSchema,
});

/** The tech rider as the profile shows it. */
export const techRiderSchema = z.object({
  /** The name it was uploaded with (the download keeps it). */
  file_name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** GET this for the file as an attachment (no token needed). */
  url: z.string(),
  uploaded_date: z.string(),
});
export type TechRider = z.infer<typeof techRiderSchema>;

/** A press photo. */
export const pressPhotoSchema = z.object({
  /** Names the photo in the delete call (random, not a database id). */
  photo_id: z.string(),
  /** The stored JPEG (a stable /media URL). */
  url: z.string(),
  /** The same photo at most PRESS_PHOTO_PREVIEW_SIDE on its longest side, for the grid; null for photos stored before previews. */
  preview_url: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  uploaded_date: z.string(),
});
export type PressPhoto = z.infer<typeof pressPhotoSchema>;

/** Path parameter of the press photo delete. */
export const pressPhotoParamsSchema = z.object({
  photo_id: z.string({ error: MESSAGES.notFound }).regex(/^[a-f0-9]{32}$/, MESSAGES.notFound),
});

/** The profile / e-Press Kit (spec 1 §3.1 user fields as others see them; spec 2 §3 Other entities). */
export const profileSchema = z.object({
  slug_username: z.string(),
  /** 'Artist', 'Band' or 'Listener'. */
  type: z.enum(['Artist', 'Band', 'Listener']),
  /** 1 artist, 2 band, 3 listener (spec 1 §3.1 status). */
  is_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Band name for bands, else first + last name. */
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  band_name: z.string().nullable(),
  profile_pic: z.string().nullable(),
  cover_pic: z.string().nullable(),
  /** Plain text ('' when none). */
  bio: z.string(),
  genres: z.array(namedRefSchema),
  /** Artist categories (spec 1 §3.1 artistType). */
  artist_type: z.array(namedRefSchema),
  /** '' when not given ('Other' city as typed). */
  city: z.string(),
  state: z.string(),
  country: z.string(),
  followers_count: z.number().int(),
  following_count: z.number().int(),
  /** The viewer follows them (false for visitors and for themselves). */
  is_following: z.boolean(),
  /** The viewer is this person: the edit controls, no follow button (spec 1 §5). */
  is_self: z.boolean(),
  /** Artists and bands can be followed (social.ts). */
  can_follow: z.boolean(),
  /** The four links (spec 2 §3), '' when not set. */
  social_links: z.object({ instagram: z.string(), facebook: z.string(), twitter: z.string(), youtube: z.string() }),
  /** Bands' members with roles, in order; [] for others. */
  band_members: z.array(bandMemberSchema),
  /** What the artist is open to (ARTIST_PREFERENCES keys). */
  preferences: z.array(artistPreferenceSchema),
  /** Awarded milestones, newest first; empty until achievements exist (issue 8). */
  achievements: z.array(z.object({ title: z.string(), description: z.string(), image: z.string().nullable(), awarded_date: z.string() })),
  /** What the viewer may see: public items for others, everything for the owner. */
  counts: z.object({ songs: z.number().int(), albums: z.number().int(), playlists: z.number().int(), videos: z.number().int() }),
  tech_rider: techRiderSchema.nullable(),
  press_photos: z.array(pressPhotoSchema),
  /** Member since (ISO-8601 UTC). */
  created_date: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

const ok = <T extends z.ZodType>(result: T) => z.object({ success: z.literal(true), result, message: z.string().optional() });

export const profileRoutes = {
  profile: defineRoute({
    method: 'GET',
    path: userPath('profile'),
    summary: "A person's profile / e-Press Kit by slug; unknown or deleted: 500 'User not found' (the web goes to /404)",
    isAuthRequired: false,
    query: profileQuerySchema,
    response: ok(profileSchema),
  }),
  albums: defineRoute({
    method: 'GET',
    path: userPath('albums'),
    summary: "A profile's published albums as flat list items, newest first (the owner also sees private and scheduled ones)",
    isAuthRequired: false,
    query: pageQuerySchema.extend({ slug: slugSchema }),
    response: pageOf(flatListItemSchema),
  }),
  uploadTechRider: defineRoute({
    method: 'POST',
    path: userPath('techrider'),
    summary: 'Upload the tech rider: multipart/form-data, file field `tech_rider` (a PDF by content, ≤ 10 MB); replaces the old one',
    isAuthRequired: true,
    response: ok(techRiderSchema),
  }),
  techRider: defineRoute({
    method: 'GET',
    path: userPath('techrider'),
    summary: "A person's tech rider (result null when none)",
    isAuthRequired: false,
    query: profileQuerySchema,
    response: ok(techRiderSchema.nullable()),
  }),
  downloadTechRider: defineRoute({
    method: 'GET',
    path: userPath('techrider/download'),
    summary: "The tech rider PDF as an attachment with its file name (404 when none)",
    isAuthRequired: false,
    query: profileQuerySchema,
    response: z.unknown(),
  }),
  deleteTechRider: defineRoute({
    method: 'DELETE',
    path: userPath('techrider'),
    summary: "Delete one's tech rider (404 when none)",
    isAuthRequired: true,
    response: deletedReplySchema,
  }),
  pressPhotos: defineRoute({
    method: 'GET',
    path: userPath('press_photos'),
    summary: "A person's press photos in upload order",
    isAuthRequired: false,
    query: profileQuerySchema,
    response: z.object({ success: z.literal(true), results: z.array(pressPhotoSchema) }),
  }),
  uploadPressPhoto: defineRoute({
    method: 'POST',
    path: userPath('press_photos'),
    summary: 'Add a press photo: multipart/form-data, file field `image` (png or jpeg by content, ≤ 2 MB, sides ≥ 500); at most 12',
    isAuthRequired: true,
    isIdempotent: true,
    response: ok(pressPhotoSchema),
  }),
  deletePressPhoto: defineRoute({
    method: 'DELETE',
    path: userPath('press_photos/:photo_id'),
    summary: "Delete one of one's press photos",
    isAuthRequired: true,
    params: pressPhotoParamsSchema,
    response: deletedReplySchema,
  }),
  saveBandMembers: defineRoute({
    method: 'PUT',
    path: userPath('band_members'),
    summary: "Replace a band's member list (name and band role, in order); bands only",
    isAuthRequired: true,
    body: bandMembersBodySchema,
    response: z.object({ success: z.literal(true), results: z.array(bandMemberSchema), message: z.string() }),
  }),
  savePreferences: defineRoute({
    method: 'PUT',
    path: userPath('artist_preferences'),
    summary: 'Replace what the artist is open to (the directory\'s purpose filter); artists and bands only',
    isAuthRequired: true,
    body: preferencesBodySchema,
    response: z.object({ success: z.literal(true), results: z.array(artistPreferenceSchema), message: z.string() }),
  }),
} as const;
