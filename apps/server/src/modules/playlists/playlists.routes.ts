import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { playlistRoutes as contract } from '@indiwave/domain/contract/playlists';
import type { RouteContract } from '@indiwave/domain/contract/route';
import { withProduct } from '@indiwave/domain/rules/brand';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import { receiveUpload } from '../catalog/upload-reader.ts';
import type { PlaylistsService } from './playlists.service.ts';

const tags = ['playlists'];

/** Playlist calls of spec 2 §7: listing, a person's playlists, detail, and the owner's changes. */
export async function playlistsRoutes(app: FastifyInstance, options: { playlists: PlaylistsService; tempDir: string; brandSlug: string }): Promise<void> {
  await app.register(multipart);
  const { playlists: service, tempDir } = options;
  const at = <T extends RouteContract>(route: T): T => ({ ...route, path: withProduct(route.path, options.brandSlug) });
  // Sign-in comes from the contract's isAuthRequired (http/route.ts); this only tags the calls.
  const signedIn = { tags };

  addRoute(app, at(contract.listing), ({ query, request }) => service.listPublic(request.user, query), { tags });
  addRoute(app, contract.userPlaylists, ({ query, request }) => service.listUserPlaylists(request.user, query), { tags });
  addRoute(app, contract.detail, ({ params, request }) => service.readPlaylist(request.user, params.slug), { tags });
  addRoute(app, contract.create, ({ body, request }) => service.createPlaylist(getUser(request), body), signedIn);
  addRoute(app, contract.addTrack, ({ body, request }) => service.addTracks(getUser(request), body), signedIn);
  addRoute(app, contract.uploadCover, async ({ request }) => ({ success: true as const, result: await service.uploadCover(getUser(request), (rules) => receiveUpload(request, tempDir, rules)) }), signedIn);
  addRoute(app, contract.edit, ({ body, request }) => service.editPlaylist(getUser(request), body), signedIn);
  addRoute(app, contract.changeOrder, ({ body, request }) => service.changeOrder(getUser(request), body), signedIn);
  addRoute(app, contract.deletePlaylist, ({ body, request }) => service.deletePlaylist(getUser(request), body.slug), signedIn);
  addRoute(app, contract.deleteTrack, ({ body, request }) => service.deleteTrack(getUser(request), body), signedIn);
}
