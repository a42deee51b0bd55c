import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { Config } from '../../config.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { StoragePort } from '../../platform/storage/storage.port.ts';
import type { ProgressCheck } from '../achievements/progress-check.ts';
import type { SearchIndex } from '../search/search-index.service.ts';
import type { SocialReads } from '../social/social-reads.service.ts';
import { createCatalogStore, type CatalogStore } from './catalog-store.ts';
import type { Viewer } from './catalog.presenter.ts';
import { createMediaUrls, type MediaUrls } from './media-urls.ts';

/** What the catalogue services share. */
export type CatalogDeps = {
  store: CatalogStore;
  storage: StoragePort;
  jobs: JobQueue;
  clock: ClockPort;
  config: Config;
  urls: MediaUrls;
  logger: FastifyBaseLogger;
  /** Where uploads stream to before they are checked: DATA_DIR/tmp/uploads (the media disk, so a move is a rename). */
  tempDir: string;
  /** The viewer with their claps on these items and these artists' follow data loaded (the social module's reads); followers already read are passed in. */
  withSocial(viewer: Viewer, items: { song?: number[]; album?: number[]; video?: number[] }, artistIds?: number[], knownFollowers?: ReadonlyMap<number, number>): Promise<Viewer>;
  /** The search index: every save of a song, album or video syncs its documents right after (issue 6). */
  search: SearchIndex;
  /** Uploads, videos, albums and their tracks may earn achievements: awarded in the change's transaction. */
  achievements: ProgressCheck;
};

/** Builds the catalogue's dependencies from the app's and the shared services it reads. */
export function createCatalogDeps(deps: AppDeps, logger: FastifyBaseLogger, shared: { search: SearchIndex; social: SocialReads; achievements: ProgressCheck }): CatalogDeps {
  if (!deps.config.secretKey) throw new Error('The catalogue needs SECRET_KEY to sign media links (main.ts keeps a generated one in DATA_DIR).');
  const { social } = shared;
  return {
    store: createCatalogStore(deps.db),
    storage: deps.platform.storage,
    jobs: deps.platform.jobs,
    clock: deps.platform.clock,
    config: deps.config,
    urls: createMediaUrls(deps.config.secretKey, deps.platform.clock),
    logger,
    tempDir: toUploadTempDir(deps.config),
    withSocial: async (viewer, items, artistIds = [], knownFollowers) => ({ ...viewer, social: await social.loadViewerSocial(viewer.userId, items, artistIds, knownFollowers) }),
    search: shared.search,
    achievements: shared.achievements,
  };
}

/** The folder uploads stream into. */
export function toUploadTempDir(config: Config): string {
  return path.join(config.dataDir, 'tmp', 'uploads');
}
