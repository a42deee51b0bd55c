import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogRoutes as contract } from '@indiwave/domain/contract/catalog';
import type { RouteContract } from '@indiwave/domain/contract/route';
import { withProduct } from '@indiwave/domain/rules/brand';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import type { CatalogListsService } from './catalog-lists.service.ts';
import type { DownloadsService } from './downloads.service.ts';
import type { PendingUploadsService } from './pending-uploads.service.ts';
import { receiveUpload } from './upload-reader.ts';

const tags = ['catalog'];

/**
 * The catalogue's shared calls (catalog.ts): pending audio and artwork uploads, the artist's
 * lists, free downloads. (Its background work, the renditions job and the release sweep, is
 * started with the services.)
 */
export async function catalogRoutes(
  app: FastifyInstance,
  options: { uploads: PendingUploadsService; lists: CatalogListsService; downloads: DownloadsService; tempDir: string; brandSlug: string },
): Promise<void> {
  await app.register(multipart);
  const { uploads, lists, downloads, tempDir } = options;
  const at = <T extends RouteContract>(route: T): T => ({ ...route, path: withProduct(route.path, options.brandSlug) });
  // Sign-in comes from the contract's isAuthRequired (http/route.ts); this only tags the calls.
  const signedIn = { tags };

  const receive = (request: FastifyRequest) => (rules: Parameters<typeof receiveUpload>[2]) => receiveUpload(request, tempDir, rules);

  addRoute(app, contract.uploadSong, async ({ request }) => ({ success: true as const, result: await uploads.uploadAudio(getUser(request), receive(request)) }), signedIn);
  addRoute(app, contract.uploadArtwork, async ({ request }) => ({ success: true as const, result: await uploads.uploadArtwork(getUser(request), receive(request)) }), signedIn);

  addRoute(app, at(contract.artistSongs), ({ query, request }) => lists.listArtistSongs(request.user, query), { tags });
  addRoute(app, at(contract.songsList), ({ query, request }) => lists.listOwnCatalogue(getUser(request), query), signedIn);
  addRoute(app, contract.freeDownload, ({ body, request }) => downloads.recordFreeDownload(request.user, request.ip, body), { tags });
  addRoute(app, contract.downloadSong, ({ params, request, reply }) => downloads.sendSongFile(request.user, params.slug, reply), { tags });
}
