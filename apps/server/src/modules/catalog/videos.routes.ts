import type { FastifyInstance } from 'fastify';
import type { RouteContract } from '@indiwave/domain/contract/route';
import { videoRoutes as contract } from '@indiwave/domain/contract/videos';
import { withProduct } from '@indiwave/domain/rules/brand';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import type { AlbumsService } from './albums.service.ts';
import type { CatalogListsService } from './catalog-lists.service.ts';
import type { VideosService } from './videos.service.ts';

const tags = ['videos'];

/** The video calls (videos.ts): add (v1, v2), edit, delete, detail, music videos, the artist's lists. */
export async function videosRoutes(
  app: FastifyInstance,
  options: { videos: VideosService; albums: AlbumsService; lists: CatalogListsService; brandSlug: string },
): Promise<void> {
  const { videos, albums, lists } = options;
  const at = <T extends RouteContract>(route: T): T => ({ ...route, path: withProduct(route.path, options.brandSlug) });
  // Sign-in comes from the contract's isAuthRequired (http/route.ts); this only tags the calls.
  const signedIn = { tags };

  addRoute(app, contract.uploadVideo, ({ body, request }) => videos.createVideo(getUser(request), body), signedIn);
  addRoute(app, contract.uploadVideoV2, ({ body, request }) => videos.createVideo(getUser(request), body), signedIn);
  addRoute(app, contract.editVideoV2, ({ params, body, request }) => videos.updateVideo(getUser(request), params.slug, body), signedIn);
  addRoute(app, contract.video, ({ params, request }) => videos.readVideo(request.user, params.slug), { tags });
  addRoute(app, contract.editVideo, ({ params, body, request }) => videos.updateVideo(getUser(request), params.slug, body), signedIn);
  addRoute(app, contract.deleteVideo, ({ params, request }) => videos.deleteVideo(getUser(request), params.slug), signedIn);
  addRoute(app, contract.musicVideos, ({ query, request }) =>
    videos.listMusicVideos(request.user, query, (slug, viewer) => albums.listVisibleTrackIds(slug, viewer)), { tags });
  addRoute(app, at(contract.artistVideos), ({ query, request }) => lists.listArtistVideos(request.user, query), { tags });
  addRoute(app, at(contract.videosList), ({ query, request }) => lists.listOwnVideos(getUser(request), query), signedIn);
}
