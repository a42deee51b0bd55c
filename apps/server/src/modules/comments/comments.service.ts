import type { FastifyBaseLogger } from 'fastify';
import { COMMENT_RATE_LIMIT } from '@indiwave/domain/constants';
import { isReviewed, type CommentItemType, type CommentsPage, type CommentThread } from '@indiwave/domain/contract/comments';
import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import type { MediaUrls } from '../catalog/media-urls.ts';
import type { Notifier, NotifyObject } from '../notifications/notifier.service.ts';
import { presentComment, presentThreads } from './comments.presenter.ts';
import type { CommentsRepository, CommentView } from './comments.repository.ts';
import { requireOwner } from '../accounts/access.policy.ts';

/** An item as comments need it: to store against, to check, to notify its owner. */
export type CommentedItem = { id: number; ownerId: number; slug: string; title: string; image: string | null };

/** Finds an item the viewer may see by slug (404 otherwise): the catalogue's and the playlists' rules. */
export type FindVisibleItem = (type: CommentItemType, slug: string, user: AuthUser | null) => Promise<CommentedItem>;

export type CommentsServiceDeps = {
  repository: CommentsRepository;
  findVisibleItem: FindVisibleItem;
  notifier: Notifier;
  limits: RateLimiter;
  urls: MediaUrls;
  now: () => Date;
  logger: FastifyBaseLogger;
};

/** What a post carries, whatever its call's field names. */
export type NewComment = { slug: string; text: string; parent: number | null; stars: number | null };

/**
 * Comments and reviews (issue 6): threads one level deep, reviews with stars (one a person),
 * editing by the author, deleting by the author or the item's owner. Only people who may see
 * an item may read or write its comments, so a private item's comments are its owner's alone.
 */
export function createCommentsService(deps: CommentsServiceDeps) {
  const { repository } = deps;

  /** A comment and its item's owner; 404 when either is gone. */
  async function findWithItem(id: number): Promise<{ comment: CommentView; itemOwnerId: number; itemSlug: string }> {
    const comment = await repository.findComment(id);
    if (!comment) throw AppError.notFound(MESSAGES.commentNotFound);
    const item = await repository.findItem(comment.item_type as CommentItemType, comment.item_id);
    if (!item) throw AppError.notFound(MESSAGES.commentNotFound);
    return { comment, itemOwnerId: item.user_id, itemSlug: item.slug };
  }

  /** Tells the owner (and, for a reply, the thread's author); a failure is logged, never undoes the comment. */
  async function notify(type: CommentItemType, actorId: number, item: CommentedItem, parentAuthorId: number | null): Promise<void> {
    const object: NotifyObject = { type, slug: item.slug, title: item.title, image: item.image };
    try {
      if (parentAuthorId !== null) await deps.notifier.reply(actorId, parentAuthorId, object);
      if (parentAuthorId === item.ownerId) return;
      if (isReviewed(type) && parentAuthorId === null) await deps.notifier.review(actorId, item.ownerId, object);
      else await deps.notifier.comment(actorId, item.ownerId, object);
    } catch (error) {
      deps.logger.warn({ err: error, type, slug: item.slug }, 'comment notification not made');
    }
  }

  return {
    /** GET song_comments, album_reviews, playlist_reviews, video_comments. */
    async listComments(type: CommentItemType, user: AuthUser | null, query: { slug: string; offset: number; limit: number }): Promise<CommentsPage> {
      const item = await deps.findVisibleItem(type, query.slug, user);
      const { rows, count } = await repository.listThreads(type, item.id, query);
      const replies = await repository.listReplies(rows.map((row) => row.id));
      const viewer = { userId: user?.id ?? null, itemOwnerId: item.ownerId };
      const isReview = isReviewed(type);
      return {
        success: true,
        results: presentThreads(rows, replies, viewer, deps.urls),
        count,
        rating: isReview ? await repository.readRating(type, item.id) : null,
        my_review_id: isReview && user ? await repository.findReviewId(user.id, type, item.id) : null,
      };
    },

    /** POST on the same paths: a thread, or a reply that joins its parent's thread. */
    async postComment(type: CommentItemType, user: AuthUser, input: NewComment): Promise<CommentThread> {
      // Counted before anything else, so refused attempts use the allowance up too.
      await deps.limits.consume(`comment:user:${user.id}`, COMMENT_RATE_LIMIT);
      const item = await deps.findVisibleItem(type, input.slug, user);
      let parent: CommentView | null = null;
      if (input.parent !== null) {
        const found = await repository.findComment(input.parent);
        if (!found || found.item_type !== type || found.item_id !== item.id) throw AppError.notFound(MESSAGES.commentNotFound);
        // One level of replies: answering a reply joins its thread.
        parent = found.parent_id === null ? found : ((await repository.findComment(found.parent_id)) ?? null);
        if (!parent) throw AppError.notFound(MESSAGES.commentNotFound);
      }
      const isReview = isReviewed(type) && parent === null;
      if (isReview) {
        if (input.stars === null) throw AppError.badRequest(MESSAGES.starRatingRequired, { star_ratings: MESSAGES.starRatingRequired });
        if ((await repository.findReviewId(user.id, type, item.id)) !== null) throw AppError.badRequest(MESSAGES.alreadyReviewed);
      }
      const id = await repository.insertComment({
        item_type: type,
        item_id: item.id,
        user_id: user.id,
        parent_id: parent?.id ?? null,
        body: input.text,
        stars: isReview ? input.stars : null,
        created_at: deps.now().toISOString(),
      });
      await notify(type, user.id, item, parent?.user_id ?? null);
      const stored = await repository.findComment(id);
      if (!stored) throw AppError.notFound(MESSAGES.commentNotFound);
      return { ...presentComment(stored, { userId: user.id, itemOwnerId: item.ownerId }, deps.urls), replies: [] };
    },

    /** POST edit_comment: the author's new text, and a review's new stars. */
    async editComment(user: AuthUser, input: { id: number; comment: string; star_ratings: number | null }) {
      const { comment, itemOwnerId } = await findWithItem(input.id);
      requireOwner(user, comment.user_id);
      const isReview = isReviewed(comment.item_type as CommentItemType) && comment.parent_id === null;
      await repository.updateComment(comment.id, {
        body: input.comment,
        ...(isReview && input.star_ratings !== null ? { stars: input.star_ratings } : {}),
        updated_at: deps.now().toISOString(),
      });
      const stored = await repository.findComment(comment.id);
      if (!stored) throw AppError.notFound(MESSAGES.commentNotFound);
      return { success: true as const, result: presentComment(stored, { userId: user.id, itemOwnerId }, deps.urls), message: MESSAGES.commentUpdated };
    },

    /** POST delete_comment: by its author or the item's owner; a thread takes its replies along. */
    async deleteComment(user: AuthUser, id: number) {
      const { comment, itemOwnerId } = await findWithItem(id);
      if (comment.user_id !== user.id && itemOwnerId !== user.id) throw AppError.forbidden();
      await repository.deleteComment(comment.id);
      return { success: true as const, message: MESSAGES.commentDeleted };
    },

    /** A thread's first comment with its item, for the share cards (404 when hidden from the viewer). */
    async findSharedComment(user: AuthUser | null, id: number): Promise<{ comment: CommentView; item: CommentedItem }> {
      const { comment, itemSlug } = await findWithItem(id);
      const item = await deps.findVisibleItem(comment.item_type as CommentItemType, itemSlug, user);
      return { comment, item };
    },
  };
}
export type CommentsService = ReturnType<typeof createCommentsService>;
