import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RELEASE_SWEEP_MS } from '@indiwave/domain/constants';
import { catalogRoutes as contract } from '@indiwave/domain/contract/catalog';
import type { RouteContract } from '@indiwave/domain/contract/route';
import { MESSAGES } from '@indiwave/domain/messages';
import { withProduct } from '@indiwave/domain/rules/brand';
import type { AppDeps } from '../../app.ts';
import { getUser, requireUser } from '../../http/auth.plugin.ts';
import { fieldError } from '../../http/parse-with.ts';
import { addRoute } from '../../http/route.ts';
import { assertCanUpload } from './catalog-rules.ts';
import { getCatalogServices } from './catalog-services.ts';
import { ensureDefaultArtwork } from './default-artwork.ts';
import { AUDIO_FIELD_RULE, IMAGE_FIELD_RULE } from './pending-uploads.service.ts';
import { createRenditionsJob, RENDITIONS_JOB } from './renditions.job.ts';
import { receiveUpload } from './upload-reader.ts';

const tags = ['catalog'];

/**
 * The catalogue's shared calls (catalog.ts): pending audio and artwork uploads, the artist's
 * lists, free downloads. Also owns the catalogue's background work: the renditions job, the
 * sweep of scheduled releases and stale pending uploads, and the default artwork.
 */
export async function catalogRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(multipart);
  const services = getCatalogServices(deps, app.log);
  const { uploads, lists, downloads } = services;
  const catalog = services.deps;
  const at = <T extends RouteContract>(route: T): T => ({ ...route, path: withProduct(route.path, deps.config.brand.slug) });
  const signedIn = { tags, preValidation: requireUser };

  deps.platform.jobs.register(RENDITIONS_JOB, createRenditionsJob(catalog, uploads));

  // Scheduled releases are public at their time on every read already; the sweep writes it down
  // (so lists and counts index it) and clears pending uploads nobody used.
  let sweep: NodeJS.Timeout | undefined;
  const runSweep = async () => {
    const now = catalog.clock.now().toISOString();
    try {
      await catalog.store.songs.releaseDueSongs(now);
      await catalog.store.albums.releaseDueAlbums(now);
      await uploads.sweepStalePending();
    } catch (error) {
      app.log.error({ err: error }, 'catalogue sweep failed');
    }
  };
  app.addHook('onReady', async () => {
    await ensureDefaultArtwork(catalog.storage);
    sweep = setInterval(() => void runSweep(), RELEASE_SWEEP_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweep));

  /** Reads one file field of a multipart upload to a temporary file; the caller stores or drops it. */
  async function receiveOne(request: FastifyRequest, field: 'song' | 'image') {
    const upload = await receiveUpload(request, catalog.tempDir, { [field]: field === 'song' ? AUDIO_FIELD_RULE : IMAGE_FIELD_RULE });
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
