/**
 * Comments and reviews (spec 2 §3 'Comments and reviews: slug, comment or review, parent,
 * star_ratings', §7 Social, §9 'Limit 5 for comments'). Songs and videos take comments, albums
 * and playlists take reviews with 1–5 stars; both take replies.
 *
 * - `GET /api/song_comments?slug=&offset=&limit=` (and album_reviews, playlist_reviews,
 *   video_comments, blog_comments): the item's threads, newest first, 5 a page, each with its replies oldest
 *   first; reviews also carry the rating's average and count.
 * - `POST` on the same paths: `{ slug, comment | review, parent?, star_ratings? }`. A reply's
 *   parent is a thread's first comment; replying to a reply joins the same thread (one level).
 *   A review (no parent) needs star_ratings 1–5, and one person reviews an item once.
 * - `POST /api/edit_comment {id, comment, star_ratings?}` by the author;
 *   `POST /api/delete_comment {id}` by the author or the item's owner (a thread goes with its
 *   replies).
 *
 * Text is plain text, 1–1000 characters, shown escaped. Private items are commentable by
 * their owner only (404 for others). An account posts at most COMMENT_RATE_LIMIT comments in
 * its window (429 with Retry-After).
 */
import { z } from 'zod';
import { COMMENT_MAX, COMMENTS_LIMIT, STAR_RATING_MAX, STAR_RATING_MIN } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { slugSchema } from './catalog.ts';
import { defineRoute } from './route.ts';

/** The kinds of item that take comments, and the calls' names (spec 2 §7). */
export const COMMENT_ITEM_TYPES = ['song', 'album', 'playlist', 'video', 'blog'] as const;
export type CommentItemType = (typeof COMMENT_ITEM_TYPES)[number];

/** Albums and playlists take reviews with stars; songs, videos and blog posts take comments. */
export function isReviewed(type: CommentItemType): boolean {
  return type === 'album' || type === 'playlist';
}

/** A comment's text: plain, trimmed, 1–1000 characters; < and > are kept and shown escaped. */
export const commentTextSchema = z
  .string({ error: MESSAGES.commentRequired })
  .trim()
  .min(1, MESSAGES.commentRequired)
  .max(COMMENT_MAX, MESSAGES.commentMax);

/** A review's stars, 1 to 5. */
export const starRatingSchema = z
  .number({ error: MESSAGES.starRatingRequired })
  .int(MESSAGES.starRatingRequired)
  .min(STAR_RATING_MIN, MESSAGES.starRatingRequired)
  .max(STAR_RATING_MAX, MESSAGES.starRatingRequired);

const idSchema = z.number({ error: MESSAGES.commentNotFound }).int(MESSAGES.commentNotFound).positive(MESSAGES.commentNotFound);

/** A thread's first comment to reply to; none (or null) starts a thread. */
const parentSchema = idSchema.nullish().transform((v) => v ?? null);

/** POST song_comments / video_comments. */
export const postCommentSchema = z.object({
  slug: slugSchema,
  comment: commentTextSchema,
  parent: parentSchema,
});
export type PostCommentInput = z.input<typeof postCommentSchema>;

/** POST album_reviews / playlist_reviews: a review needs its stars; a reply has none. */
export const postReviewSchema = z
  .object({
    slug: slugSchema,
    review: commentTextSchema,
    parent: parentSchema,
    star_ratings: starRatingSchema.nullish().transform((v) => v ?? null),
  })
  .superRefine((value, context) => {
    if (value.parent === null && value.star_ratings === null) context.addIssue({ code: 'custom', path: ['star_ratings'], message: MESSAGES.starRatingRequired });
  });
export type PostReviewInput = z.input<typeof postReviewSchema>;

/** POST edit_comment: new text, and new stars for a review. */
export const editCommentSchema = z.object({
  id: idSchema,
  comment: commentTextSchema,
  star_ratings: starRatingSchema.nullish().transform((v) => v ?? null),
});
export type EditCommentInput = z.input<typeof editCommentSchema>;

/** GET of a list: the item and the page of threads (5 a page). */
export const commentsQuerySchema = z.object({
  slug: slugSchema,
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(COMMENTS_LIMIT),
});

/** A comment or reply as shown. */
export const commentSchema = z.object({
  id: z.number().int(),
  /** Plain text. */
  comment: z.string(),
  /** 1–5 on a review, null on comments and replies. */
  star_ratings: z.number().int().nullable(),
  /** The thread's first comment, or null for it. */
  parent: z.number().int().nullable(),
  created_date: z.string(),
  /** Set once edited. */
  updated_date: z.string().nullable(),
  user: z.object({ slug_username: z.string(), full_name: z.string(), profile_pic: z.string().nullable() }),
  /** The viewer wrote it: may edit and delete. */
  is_own: z.boolean(),
  /** The viewer may delete it: its author or the item's owner. */
  can_delete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A thread: the first comment and its replies, oldest first. */
export const commentThreadSchema = commentSchema.extend({ replies: z.array(commentSchema) });
export type CommentThread = z.infer<typeof commentThreadSchema>;

/** The rating of an album or playlist: the average of its reviews' stars (one decimal) and their count. */
export const ratingSchema = z.object({ average: z.number().nullable(), count: z.number().int() });

const listResponse = z.object({
  success: z.literal(true),
  results: z.array(commentThreadSchema),
  /** Threads in all. */
  count: z.number().int(),
  /** Reviews only; null for comments. */
  rating: ratingSchema.nullable(),
  /** The viewer's own review of the item, if any (one a person). */
  my_review_id: z.number().int().nullable(),
});
export type CommentsPage = z.infer<typeof listResponse>;

const postResponse = z.object({ success: z.literal(true), result: commentThreadSchema });

function listRoute<const P extends string>(path: P, noun: string) {
  return defineRoute({ method: 'GET', path, summary: `The ${noun} of an item, 5 threads a page, with their replies`, isAuthRequired: false, query: commentsQuerySchema, response: listResponse });
}

export const commentRoutes = {
  songComments: listRoute('/song_comments', 'comments'),
  albumReviews: listRoute('/album_reviews', 'reviews'),
  playlistReviews: listRoute('/playlist_reviews', 'reviews'),
  videoComments: listRoute('/video_comments', 'comments'),
  blogComments: listRoute('/blog_comments', 'comments'),
  postSongComment: defineRoute({ method: 'POST', path: '/song_comments', summary: 'Comment on a song, or reply to a comment', isAuthRequired: true, isIdempotent: true, body: postCommentSchema, response: postResponse }),
  postAlbumReview: defineRoute({ method: 'POST', path: '/album_reviews', summary: 'Review an album with 1–5 stars, or reply to a review', isAuthRequired: true, isIdempotent: true, body: postReviewSchema, response: postResponse }),
  postPlaylistReview: defineRoute({ method: 'POST', path: '/playlist_reviews', summary: 'Review a playlist with 1–5 stars, or reply to a review', isAuthRequired: true, isIdempotent: true, body: postReviewSchema, response: postResponse }),
  postVideoComment: defineRoute({ method: 'POST', path: '/video_comments', summary: 'Comment on a video, or reply to a comment', isAuthRequired: true, isIdempotent: true, body: postCommentSchema, response: postResponse }),
  postBlogComment: defineRoute({ method: 'POST', path: '/blog_comments', summary: 'Comment on a blog post, or reply to a comment', isAuthRequired: true, isIdempotent: true, body: postCommentSchema, response: postResponse }),
  editComment: defineRoute({
    method: 'POST',
    path: '/edit_comment',
    summary: "Edit one's own comment or review (and a review's stars)",
    isAuthRequired: true,
    body: editCommentSchema,
    response: z.object({ success: z.literal(true), result: commentSchema, message: z.string() }),
  }),
  deleteComment: defineRoute({
    method: 'POST',
    path: '/delete_comment',
    summary: "Delete a comment (its author, or the item's owner); a thread goes with its replies",
    isAuthRequired: true,
    body: z.object({ id: idSchema }),
    response: z.object({ success: z.literal(true), message: z.string() }),
  }),
} as const;

/** The list and post calls of each kind of item. */
export const COMMENT_CALLS = {
  song: { list: commentRoutes.songComments, post: commentRoutes.postSongComment },
  album: { list: commentRoutes.albumReviews, post: commentRoutes.postAlbumReview },
  playlist: { list: commentRoutes.playlistReviews, post: commentRoutes.postPlaylistReview },
  video: { list: commentRoutes.videoComments, post: commentRoutes.postVideoComment },
  blog: { list: commentRoutes.blogComments, post: commentRoutes.postBlogComment },
} as const;
