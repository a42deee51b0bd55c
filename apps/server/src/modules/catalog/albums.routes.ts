import type { FastifyInstance } from 'fastify';
import { albumRoutes as contract } from '@indiwave/domain/contract/albums';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import type { AlbumsService } from './albums.service.ts';

const tags = ['albums'];

/** The album calls (albums.ts): create, edit, the wizard's steps, publish, delete, detail, promo. */
export async function albumsRoutes(app: FastifyInstance, options: { albums: AlbumsService }): Promise<void> {
  const { albums } = options;
  // Sign-in comes from the contract's isAuthRequired (http/route.ts); this only tags the calls.
  const signedIn = { tags };

  addRoute(app, contract.createAlbum, ({ body, request }) => albums.createAlbum(getUser(request), body), signedIn);
  addRoute(app, contract.editAlbum, ({ params, body, request }) => albums.updateAlbum(getUser(request), params.slug, body), signedIn);
  addRoute(app, contract.uploadAlbumsStep, ({ body, request }) => albums.runStep(getUser(request), body), signedIn);
  addRoute(app, contract.publishAlbum, ({ body, request }) => albums.publishAlbum(getUser(request), body), signedIn);
  addRoute(app, contract.deleteAlbum, ({ params, request }) => albums.deleteAlbum(getUser(request), params.slug), signedIn);
  addRoute(app, contract.albumDetails, ({ params, request }) => albums.readAlbum(request.user, params.slug), { tags });
  addRoute(app, contract.promoAlbumDetails, ({ params, request }) => albums.readPromoAlbum(request.user, params.slug), { tags });
}
