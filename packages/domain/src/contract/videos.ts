/**
 * Videos (spec 2 §3 Video, Video upload; §7 uploadvideo, uploadvideov2, PUT/DELETE video,
 * GET video, album/musicvideo). A video is a YouTube video: the form sends any usual YouTube
 * address and the server keeps its 11-character id (rules/youtube.ts). Thumbnails are
 * YouTube's own addresses (img_480x360, img_640x480), never fetched or stored here.
 *
 * Privacy is `is_public` (spec 2 §4: a private video answers 404 to everyone but its owner).
 * Edit and delete are the owner's. A video may name one of the owner's songs
 * (`slug_usersong`): `album/musicvideo` lists the videos of a song or of an album's tracks.
 */
import { z } from 'zod';
import { USER_MESSAGE_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { extractYoutubeId } from '../rules/youtube.ts';
import {
  catalogTextFields,
  catalogUserSchema,
  deletedReplySchema,
  longTextSchema,
  moodSchema,
  namedRefSchema,
  optionalReferenceIdsSchema,
  pageOf,
  pageQuerySchema,
  slugParamsSchema,
  slugSchema,
  titleSchema,
} from './catalog.ts';
import { flagSchema } from './fields.ts';
import { defineRoute, userPath } from './route.ts';

/** Any usual YouTube address (watch?v=, youtu.be/, embed/, shorts/, m.youtube.com …) → the 11-character id. */
export const youtubeUrlSchema = z
  .string({ error: MESSAGES.youtubeUrlRequired })
  .trim()
  .min(1, MESSAGES.youtubeUrlRequired)
  .max(500, MESSAGES.youtubeUrlInvalid)
  .transform((v, context) => {
    const id = extractYoutubeId(v);
    if (!id) {
      context.addIssue({ code: 'custom', message: MESSAGES.youtubeUrlInvalid });
      return z.NEVER;
    }
    return id;
  });

/** The fields of the video upload form (spec 2 §3 Video upload). */
export const videoFieldsShape = {
  /** Any usual YouTube address; stored as its id. */
  youtube_url: youtubeUrlSchema,
  title: titleSchema,
  /** Language ids, 0 to 5 (one id is fine). */
  language: optionalReferenceIdsSchema,
  /** Genre ids, 0 to 5. */
  genre: optionalReferenceIdsSchema,
  mood: moodSchema,
  tags: catalogTextFields.tags,
  /** Public (default) or private. */
  is_public: flagSchema,
  /** Pitch it to the TV channel. */
  is_submit_tv: flagSchema,
  /** The video is already released elsewhere. */
  video_released: flagSchema,
  /** It has a CBFC certificate. */
  cbfc_certificate: flagSchema,
  /** A track of the artist is embedded in the video. */
  track_embedded: flagSchema,
  /** That track is released. */
  track_released: flagSchema,
  /** Show it on the website. */
  is_submit_website: flagSchema,
  /** A note to the team. */
  usermessage: longTextSchema(USER_MESSAGE_MAX),
  /** One of the artist's songs this is the video of ('' for none); ours. */
  slug_usersong: z.union([slugSchema, z.literal(''), z.null()]),
} as const;

const optionalShape = Object.fromEntries(Object.entries(videoFieldsShape).map(([name, schema]) => [name, schema.optional()])) as {
  [K in keyof typeof videoFieldsShape]: z.ZodOptional<(typeof videoFieldsShape)[K]>;
};

/** The video form on create: youtube_url and title required. */
export const videoCreateSchema = z.object({ ...optionalShape, youtube_url: videoFieldsShape.youtube_url, title: videoFieldsShape.title });
export type VideoCreateFields = z.output<typeof videoCreateSchema>;
/** The video form on edit: only the fields sent change. */
export const videoEditSchema = z.object(optionalShape);
export type VideoEditFields = z.output<typeof videoEditSchema>;

/** A video (spec 2 §3 Video; spec 1 §3.7 video). */
export const videoDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug_uservideo: z.string(),
  youtube_video_id: z.string(),
  /** The canonical watch address. */
  youtube_url: z.string(),
  /** YouTube thumbnails (https://i.ytimg.com/vi/<id>/…). */
  img_640x480: z.string(),
  img_480x360: z.string(),
  user: catalogUserSchema,
  slug_username: z.string(),
  /** The viewer's own claps; everyone's (0 until claps exist). */
  is_like: z.number().int(),
  video_likes: z.number().int(),
  /** Views; 0 until plays are recorded. */
  video_views: z.number().int(),
  genre: z.array(namedRefSchema),
  language: z.array(namedRefSchema),
  mood: namedRefSchema.nullable(),
  tags: z.string(),
  is_public: z.boolean(),
  is_submit_tv: z.boolean(),
  video_released: z.boolean(),
  cbfc_certificate: z.boolean(),
  track_embedded: z.boolean(),
  track_released: z.boolean(),
  is_submit_website: z.boolean(),
  /** The note to the team: only the owner sees it ('' for others). */
  usermessage: z.string(),
  /** The song this is the video of, or null. */
  song: z.object({ slug_usersong: z.string(), title: z.string() }).nullable(),
  created_date: z.string(),
  is_owner: z.boolean(),
  can_edit: z.boolean(),
});
export type VideoDetail = z.infer<typeof videoDetailSchema>;

const videoReplySchema = z.object({ success: z.literal(true), result: videoDetailSchema, message: z.string().optional() });

export const videoRoutes = {
  uploadVideo: defineRoute({
    method: 'POST',
    path: '/uploadvideo',
    summary: 'Add a YouTube video with the video upload form\'s fields',
    isAuthRequired: true,
    isIdempotent: true,
    body: videoCreateSchema,
    response: videoReplySchema,
  }),
  uploadVideoV2: defineRoute({
    method: 'POST',
    path: '/uploadvideov2',
    summary: 'Add a YouTube video (the v2 form: same fields)',
    isAuthRequired: true,
    isIdempotent: true,
    body: videoCreateSchema,
    response: videoReplySchema,
  }),
  editVideoV2: defineRoute({
    method: 'PUT',
    path: '/uploadvideov2/:slug',
    summary: 'Edit a video (same as PUT video)',
    isAuthRequired: true,
    params: slugParamsSchema,
    body: videoEditSchema,
    response: videoReplySchema,
  }),
  video: defineRoute({
    method: 'GET',
    path: '/video/:slug',
    summary: 'Video detail by slug_uservideo (404 when private and not the owner\'s)',
    isAuthRequired: false,
    params: slugParamsSchema,
    response: z.object({ success: z.literal(true), result: videoDetailSchema }),
  }),
  editVideo: defineRoute({
    method: 'PUT',
    path: '/video/:slug',
    summary: 'Edit a video: only the fields sent change (the privacy toggle sends only is_public)',
    isAuthRequired: true,
    params: slugParamsSchema,
    body: videoEditSchema,
    response: videoReplySchema,
  }),
  deleteVideo: defineRoute({
    method: 'DELETE',
    path: '/video/:slug',
    summary: 'Delete a video',
    isAuthRequired: true,
    params: slugParamsSchema,
    response: deletedReplySchema,
  }),
  musicVideos: defineRoute({
    method: 'GET',
    path: '/album/musicvideo',
    summary: 'The videos of a song (slug_usersong) or of an album\'s tracks (slug_album) that the viewer may see',
    isAuthRequired: false,
    query: z.object({ slug_album: slugSchema.optional(), slug_usersong: slugSchema.optional() }),
    response: z.object({ success: z.literal(true), results: z.array(videoDetailSchema) }),
  }),
  artistVideos: defineRoute({
    method: 'GET',
    path: userPath('videos'),
    summary: "An artist's public videos, newest first (all of them for the artist)",
    isAuthRequired: false,
    query: pageQuerySchema.extend({ slug: slugSchema }),
    response: pageOf(videoDetailSchema),
  }),
  videosList: defineRoute({
    method: 'GET',
    path: userPath('videoslist'),
    summary: "The signed-in artist's own videos for the dashboard, newest first",
    isAuthRequired: true,
    query: pageQuerySchema,
    response: pageOf(videoDetailSchema),
  }),
} as const;
