import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { playlistRoutes as contract } from '@indiwave/domain/contract/playlists';
import type { RouteContract } from '@indiwave/domain/contract/route';
import { MESSAGES } from '@indiwave/domain/messages';
import { withProduct } from '@indiwave/domain/rules/brand';
import type { AppDeps } from '../../app.ts';
import { getUser, requireUser } from '../../http/auth.plugin.ts';
import { fieldError } from '../../http/parse-with.ts';
import { addRoute } from '../../http/route.ts';
import { getAchievementsService } from '../achievements/achievements.routes.ts';
import { getCatalogServices } from '../catalog/catalog-services.ts';
import { IMAGE_FIELD_RULE } from '../catalog/pending-uploads.service.ts';
import { receiveUpload } from '../catalog/upload-reader.ts';
import { createNotifier } from '../notifications/notifier.service.ts';
import { createSocialReads } from '../social/social-reads.service.ts';
import { createPlaylistsRepository } from './playlists.repository.ts';
import { createPlaylistsService, type PlaylistsService } from './playlists.service.ts';

const tags = ['playlists'];
const servicesByApp = new WeakMap<AppDeps, PlaylistsService>();

/** The playlists service of one app, shared with the social and player modules. */
export function getPlaylistsService(deps: AppDeps, logger: FastifyInstance['log']): PlaylistsService {
  let service = servicesByApp.get(deps);
  if (!service) {
    service = createPlaylistsService({
      repository: createPlaylistsRepository(deps.db),
      catalog: getCatalogServices(deps, logger),
      social: createSocialReads(deps.db, deps.dialect),
      notifier: createNotifier(deps, logger),
      achievements: getAchievementsService(deps, logger),
      now: () => deps.platform.clock.now(),
    });
    servicesByApp.set(deps, service);
  }
  return service;
}

/** Playlist calls of spec 2 §7: listing, a person's playlists, detail, and the owner's changes. */
export async function playlistsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(multipart);
  const service = getPlaylistsService(deps, app.log);
  const { tempDir } = getCatalogServices(deps, app.log).deps;
  const at = <T extends RouteContract>(route: T): T => ({ ...route, path: withProduct(route.path, deps.config.brand.slug) });
  const signedIn = { tags, preValidation: requireUser };

  addRoute(app, at(contract.listing), ({ query, request }) => service.listPublic(request.user, query), { tags });
  addRoute(app, contract.userPlaylists, ({ query, request }) => service.listUserPlaylists(request.user, query), { tags });
  addRoute(app, contract.detail, ({ params, request }) => service.readPlaylist(request.user, params.slug), { tags });
  addRoute(app, contract.create, ({ body, request }) => service.createPlaylist(getUser(request), body), signedIn);
  addRoute(app, contract.addTrack, ({ body, request }) => service.addTracks(getUser(request), body), signedIn);
  addRoute(app, contract.uploadCover, async ({ request }) => {
    const user = getUser(request);
    const upload = await receiveUpload(request, tempDir, { image: IMAGE_FIELD_RULE });
    try {
      const file = upload.files.get('image');
      if (!file || file.size === 0) throw fieldError('image', MESSAGES.imageRequired);
      return { success: true as const, result: await service.uploadCover(user, file) };
    } finally {
      await upload.cleanup();
    }
  }, signedIn);
  addRoute(app, contract.edit, ({ body, request }) => service.editPlaylist(getUser(request), body), signedIn);
  addRoute(app, contract.changeOrder, ({ body, request }) => service.changeOrder(getUser(request), body), signedIn);
  addRoute(app, contract.deletePlaylist, ({ body, request }) => service.deletePlaylist(getUser(request), body.slug), signedIn);
  addRoute(app, contract.deleteTrack, ({ body, request }) => service.deleteTrack(getUser(request), body), signedIn);
}
