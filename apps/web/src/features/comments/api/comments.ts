import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMENTS_LIMIT } from '@indiwave/domain/constants';
import { COMMENT_CALLS, commentRoutes, isReviewed, type CommentItemType, type EditCommentInput } from '@indiwave/domain/contract/comments';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What a new comment, review or reply carries. */
export type NewCommentInput = { text: string; parent: number | null; stars: number | null };

/** GET song_comments / album_reviews / playlist_reviews / video_comments: one page of threads. */
export function getCommentsPage(type: CommentItemType, slug: string, offset: number, signal?: AbortSignal) {
  return callApi(COMMENT_CALLS[type].list, { query: { slug, offset, limit: COMMENTS_LIMIT }, signal });
}

/** Infinite query options of an item's threads, 5 at a time (spec 2 §9). */
export function getCommentsQueryOptions(type: CommentItemType, slug: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.comments.list(type, slug),
    queryFn: ({ pageParam, signal }) => getCommentsPage(type, slug, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < last.count && last.results.length > 0 ? loaded : undefined;
    },
  });
}

/** An item's comments or reviews, paged with 'more'. */
export function useComments(type: CommentItemType, slug: string) {
  return useInfiniteQuery(getCommentsQueryOptions(type, slug));
}

/** POST a comment, review or reply on the item's own call. */
export function postComment(type: CommentItemType, slug: string, input: NewCommentInput) {
  if (isReviewed(type)) {
    const route = type === 'album' ? commentRoutes.postAlbumReview : commentRoutes.postPlaylistReview;
    return callApi(route, { body: { slug, review: input.text, parent: input.parent, star_ratings: input.stars } });
  }
  return callApi(COMMENT_CALLS[type].post, { body: { slug, comment: input.text, parent: input.parent } });
}

/** The three changes of a comments list; each reloads the list when done. */
export function useCommentMutations(type: CommentItemType, slug: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.comments.list(type, slug) });
  return {
    post: useMutation({ mutationFn: (input: NewCommentInput) => postComment(type, slug, input), onSuccess }),
    edit: useMutation({ mutationFn: (body: EditCommentInput) => callApi(commentRoutes.editComment, { body }), onSuccess }),
    remove: useMutation({ mutationFn: (id: number) => callApi(commentRoutes.deleteComment, { body: { id } }), onSuccess }),
  };
}
