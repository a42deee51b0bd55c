import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { COMMENT_CALLS, commentRoutes as contract, type CommentItemType } from '@indiwave/domain/contract/comments';
import type { AppDeps } from '../../app.ts';
import { getUser, requireUser } from '../../http/auth.plugin.ts';
import { createRateLimiter } from '../../http/rate-limit.ts';
import { addRoute } from '../../http/route.ts';
import { getContentServices } from '../../content-services.ts';
import { getCatalogServices } from '../catalog/catalog-services.ts';
import { createNotifier } from '../notifications/notifier.service.ts';
import { getPlaylistsService } from '../playlists/playlists.routes.ts';
import { createCommentsRepository } from './comments.repository.ts';
import { createCommentsService, type CommentsService, type FindVisibleItem } from './comments.service.ts';

const tags = ['comments'];
const servicesByApp = new WeakMap<AppDeps, CommentsService>();

/** The comments service of one app, shared with the share module (review cards). */
export function getCommentsService(deps: AppDeps, logger: FastifyBaseLogger): CommentsService {
  let service = servicesByApp.get(deps);
  if (!service) {
    const catalog = getCatalogServices(deps, logger);
    const playlists = getPlaylistsService(deps, logger);
    const blogs = getContentServices(deps, logger).blogs;
    const findVisibleItem: FindVisibleItem = (type, slug, user) =>
      type === 'playlist'
        ? playlists.findVisiblePlaylistRef(slug, user)
        : type === 'blog'
          ? blogs.findCommentable(slug)
          : catalog.items.findVisibleItem(type, slug, catalog.items.viewerOf(user));
    service = createCommentsService({
      repository: createCommentsRepository(deps.db),
      findVisibleItem,
      notifier: createNotifier(deps, logger),
      limits: createRateLimiter(deps.db, deps.platform.clock, deps.config.rateLimitFactor),
      urls: catalog.deps.urls,
      now: () => deps.platform.clock.now(),
      logger,
    });
    servicesByApp.set(deps, service);
  }
  return service;
}

/** Comments and reviews of songs, albums, playlists and videos (spec 2 §7 Social). */
export async function commentsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = getCommentsService(deps, app.log);
  const signedIn = { tags, preValidation: requireUser };

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
