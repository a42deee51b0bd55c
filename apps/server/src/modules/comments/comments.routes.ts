import type { FastifyInstance } from 'fastify';
import { COMMENT_CALLS, commentRoutes as contract, type CommentItemType } from '@indiwave/domain/contract/comments';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import type { CommentsService } from './comments.service.ts';

const tags = ['comments'];

/** Comments and reviews of songs, albums, playlists and videos (spec 2 §7 Social). */
export async function commentsRoutes(app: FastifyInstance, options: { comments: CommentsService }): Promise<void> {
  const service = options.comments;
  // Sign-in comes from the contract's isAuthRequired (http/route.ts); this only tags the calls.
  const signedIn = { tags };

  for (const type of Object.keys(COMMENT_CALLS) as CommentItemType[]) {
    addRoute(app, COMMENT_CALLS[type].list, ({ query, request }) => service.listComments(type, request.user, query), { tags });
  }
  addRoute(app, contract.postSongComment, async ({ body, request }) => ({ success: true as const, result: await service.postComment('song', getUser(request), { slug: body.slug, text: body.comment, parent: body.parent, stars: null }) }), signedIn);
  addRoute(app, contract.postVideoComment, async ({ body, request }) => ({ success: true as const, result: await service.postComment('video', getUser(request), { slug: body.slug, text: body.comment, parent: body.parent, stars: null }) }), signedIn);
  addRoute(app, contract.postBlogComment, async ({ body, request }) => ({ success: true as const, result: await service.postComment('blog', getUser(request), { slug: body.slug, text: body.comment, parent: body.parent, stars: null }) }), signedIn);
  addRoute(app, contract.postAlbumReview, async ({ body, request }) => ({ success: true as const, result: await service.postComment('album', getUser(request), { slug: body.slug, text: body.review, parent: body.parent, stars: body.star_ratings }) }), signedIn);
  addRoute(app, contract.postPlaylistReview, async ({ body, request }) => ({ success: true as const, result: await service.postComment('playlist', getUser(request), { slug: body.slug, text: body.review, parent: body.parent, stars: body.star_ratings }) }), signedIn);
  addRoute(app, contract.editComment, ({ body, request }) => service.editComment(getUser(request), body), signedIn);
  addRoute(app, contract.deleteComment, ({ body, request }) => service.deleteComment(getUser(request), body.id), signedIn);
}
