import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogRoutes as contract } from '@indiwave/domain/contract/catalog';
import type { RouteContract } from '@indiwave/domain/contract/route';
import { MESSAGES } from '@indiwave/domain/messages';
import { withProduct } from '@indiwave/domain/rules/brand';
import { getUser, requireUser } from '../../http/auth.plugin.ts';
import { fieldError } from '../../http/parse-with.ts';
import { addRoute } from '../../http/route.ts';
import { assertCanUpload } from './catalog-rules.ts';
import type { CatalogListsService } from './catalog-lists.service.ts';
import type { DownloadsService } from './downloads.service.ts';
import { AUDIO_FIELD_RULE, IMAGE_FIELD_RULE, type PendingUploadsService } from './pending-uploads.service.ts';
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
  const signedIn = { tags, preValidation: requireUser };

  /** Reads one file field of a multipart upload to a temporary file; the caller stores or drops it. */
  async function receiveOne(request: FastifyRequest, field: 'song' | 'image') {
    const upload = await receiveUpload(request, tempDir, { [field]: field === 'song' ? AUDIO_FIELD_RULE : IMAGE_FIELD_RULE });
    const file = upload.files.get(field);
    if (!file || file.size === 0) {
      await upload.cleanup();
      throw fieldError(field, field === 'song' ? MESSAGES.audioRequired : MESSAGES.imageRequired);
    }
    return { file, cleanup: upload.cleanup };
  }

  addRoute(app, contract.uploadSong, async ({ request }) => {
    const user = getUser(request);
    assertCanUpload(user);
    const { file, cleanup } = await receiveOne(request, 'song');
    try {
      return { success: true as const, result: await uploads.storePendingAudio(user.id, file) };
    } finally {
      await cleanup();
    }
  }, signedIn);

  addRoute(app, contract.uploadArtwork, async ({ request }) => {
    const user = getUser(request);
    assertCanUpload(user);
    const { file, cleanup } = await receiveOne(request, 'image');
    try {
      return { success: true as const, result: await uploads.storePendingArtwork(user.id, file) };
    } finally {
      await cleanup();
    }
  }, signedIn);

  addRoute(app, at(contract.artistSongs), ({ query, request }) => lists.listArtistSongs(request.user, query), { tags });
  addRoute(app, at(contract.songsList), ({ query, request }) => lists.listOwnCatalogue(getUser(request), query), signedIn);
  addRoute(app, contract.freeDownload, ({ body, request }) => downloads.recordFreeDownload(request.user, request.ip, body), { tags });
  addRoute(app, contract.downloadSong, ({ params, request, reply }) => downloads.sendSongFile(request.user, params.slug, reply), { tags });
}
