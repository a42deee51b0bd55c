/**
 * Link previews (issue 6): the oEmbed endpoint that turns a pasted Indiwave link into an
 * embedded player on other sites (https://oembed.com). The OpenGraph and Twitter meta tags of
 * the same pages are written into their HTML by the server (no call).
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { defineRoute } from './route.ts';

export const oembedQuerySchema = z.object({
  /** The page address: {PUBLIC_URL}/songs/{slug}, /albums/{slug}, /playlists/{slug} or /video-songs/{slug}. */
  url: z.string({ error: MESSAGES.invalidInput }).min(1, MESSAGES.invalidInput).max(2048, MESSAGES.invalidInput),
  /** Only JSON is served; xml answers 501 as the oEmbed spec asks. */
  format: z.enum(['json', 'xml'], { error: MESSAGES.invalidInput }).default('json'),
  maxwidth: z.coerce.number().int().min(1).optional(),
  maxheight: z.coerce.number().int().min(1).optional(),
});

/** An oEmbed reply (version 1.0): 'rich' for audio players, 'video' for videos. */
export const oembedSchema = z.object({
  version: z.literal('1.0'),
  type: z.enum(['rich', 'video']),
  provider_name: z.string(),
  provider_url: z.string(),
  title: z.string(),
  author_name: z.string(),
  author_url: z.string(),
  /** The iframe of the embeddable player (/embed/{type}/{slug}). */
  html: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  thumbnail_url: z.string(),
  thumbnail_width: z.number().int().optional(),
  thumbnail_height: z.number().int().optional(),
  cache_age: z.number().int(),
});
export type OEmbed = z.infer<typeof oembedSchema>;

export const linkPreviewRoutes = {
  oembed: defineRoute({
    method: 'GET',
    path: '/oembed',
    summary: 'oEmbed for a song, album, playlist or video page (404 for anything else or private)',
    isAuthRequired: false,
    query: oembedQuerySchema,
    response: oembedSchema,
  }),
} as const;
