/**
 * Share data (spec 2 §2.1 Share dialog, §3 Share data, §4 Share dialog, §9 Widgets and
 * sharing): what the Share dialog shows for a song, album, playlist, video or artist, and the
 * review cards of a song comment or an album review.
 *
 * - `GET /api/share_data?type=&slug=`: the page's address (/songs/{slug}, /albums/{slug},
 *   /playlists/{slug}, /video-songs/{slug}, /{artistSlug}; /404.html while the item is
 *   private), the embed address {base}/{type}-embed/{slug} for song, album, playlist and
 *   video, the social image, the hashtags. Private items of others are 404.
 * - `GET /api/share_review/:id`: the data of a review card (customData) and its two card
 *   images, Instagram 360x360 and Facebook 685x360.
 * - `GET /api/share_review_card/:id/:card?scale=1|2|3`: the card as a PNG, drawn on the
 *   server at `scale` times its size (the dialog shows the Facebook card at 2x, 1370x720, and
 *   downloads at 3x).
 */
import { z } from 'zod';
import { EMBED_HEIGHT, EMBED_HEIGHT_VIDEO, SHARE_CARD_DOWNLOAD_SCALE } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { slugSchema } from './catalog.ts';
import { defineRoute } from './route.ts';

/** What can be shared; review cards are shared by the comment's id. */
export const SHARE_TYPES = ['song', 'album', 'playlist', 'video', 'artist'] as const;
export type ShareType = (typeof SHARE_TYPES)[number];

/** The card formats of a review (spec 2 §9). */
export const SHARE_CARDS = ['instagram', 'facebook'] as const;
export type ShareCard = (typeof SHARE_CARDS)[number];

/** Share data of an item (spec 2 §3: type, slug, title, artist, image). */
export const shareDataSchema = z.object({
  type: z.enum(SHARE_TYPES),
  slug: z.string(),
  title: z.string(),
  /** The artist's name (for an artist, the name again). */
  artist: z.string(),
  /** Social image, absolute. */
  image: z.string(),
  /** The page's address, absolute; {base}/404.html while the item is private. */
  share_url: z.string(),
  /** {base}/{type}-embed/{slug} for song, album, playlist and video; null otherwise. */
  embed_url: z.string().nullable(),
  /** Comma-separated, without '#' (spec 2 §9). */
  hashtags: z.string(),
  is_private: z.boolean(),
});
export type ShareData = z.infer<typeof shareDataSchema>;

/** A review card's text and pictures (spec 2 §3 customData). */
export const reviewCustomDataSchema = z.object({
  /** 1–5 for an album review; null for a song comment. */
  stars: z.number().int().nullable(),
  comment: z.string(),
  commentUser: z.string(),
  /** The commenter's picture, or the default avatar. */
  commentUserDp: z.string(),
  commentTime: z.string(),
  albumArt: z.string(),
  title: z.string(),
  artistName: z.string(),
});
export type ReviewCustomData = z.infer<typeof reviewCustomDataSchema>;

/** Share data of a review card: the item's page and the card images by name. */
export const reviewShareSchema = z.object({
  type: z.enum(['song', 'album']),
  slug: z.string(),
  title: z.string(),
  artist: z.string(),
  share_url: z.string(),
  hashtags: z.string(),
  /** The named card images at 1x: instagram (360x360) and facebook (685x360). */
  image: z.array(z.object({ name: z.enum(SHARE_CARDS), url: z.string(), width: z.number().int(), height: z.number().int() })),
  customData: reviewCustomDataSchema,
});
export type ReviewShare = z.infer<typeof reviewShareSchema>;

const idParamSchema = z.coerce.number({ error: MESSAGES.commentNotFound }).int(MESSAGES.commentNotFound).positive(MESSAGES.commentNotFound);

export const shareRoutes = {
  shareData: defineRoute({
    method: 'GET',
    path: '/share_data',
    summary: 'Share data of a song, album, playlist, video or artist: page and embed addresses, image, hashtags',
    isAuthRequired: false,
    query: z.object({ type: z.enum(SHARE_TYPES, { error: MESSAGES.notFound }), slug: slugSchema }),
    response: z.object({ success: z.literal(true), result: shareDataSchema }),
  }),
  reviewShare: defineRoute({
    method: 'GET',
    path: '/share_review/:id',
    summary: "Share data of a song comment or an album review: its card images and customData ('Share Review')",
    isAuthRequired: false,
    params: z.object({ id: idParamSchema }),
    response: z.object({ success: z.literal(true), result: reviewShareSchema }),
  }),
  reviewCard: defineRoute({
    method: 'GET',
    path: '/share_review_card/:id/:card',
    summary: 'A review card as a PNG (image/png), drawn at scale 1, 2 or 3 times its size',
    isAuthRequired: false,
    params: z.object({ id: idParamSchema, card: z.enum(SHARE_CARDS, { error: MESSAGES.notFound }) }),
    query: z.object({ scale: z.coerce.number().int().min(1).max(SHARE_CARD_DOWNLOAD_SCALE).default(1) }),
    response: z.unknown(),
  }),
} as const;

/** The iframe code of the Embed tab (spec 2 §2.1, §9): height 185, or 657 for a video. */
export function toEmbedCode(embedUrl: string, type: ShareType): string {
  const height = type === 'video' ? EMBED_HEIGHT_VIDEO : EMBED_HEIGHT;
  return `<iframe src="${embedUrl}" width="100%" height=${height} frameborder="0" allow="autoplay; encrypted-media" loading="lazy"></iframe>`;
}

/** The Facebook sharer address of a page (spec 2 §7 Other), with the first hashtag. */
export function toFacebookShareUrl(shareUrl: string, hashtags: string): string {
  const first = hashtags.split(',')[0]?.trim();
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shareUrl)}${first ? `&hashtag=${encodeURIComponent(`#${first}`)}` : ''}`;
}

/** The X (Twitter) intent address of a page with its title and hashtags. */
export function toTweetUrl(shareUrl: string, text: string, hashtags: string): string {
  return `https://twitter.com/intent/tweet?url=${encodeURIComponent(shareUrl)}&text=${encodeURIComponent(text)}&hashtags=${encodeURIComponent(hashtags)}`;
}
