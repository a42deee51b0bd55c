import { createAlbumsService } from './albums.service.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { createCatalogItemsService } from './catalog-items.service.ts';
import { createCatalogListsService } from './catalog-lists.service.ts';
import { createCatalogSalesService } from './catalog-sales.service.ts';
import { createDownloadsService } from './downloads.service.ts';
import { createPendingUploadsService } from './pending-uploads.service.ts';
import { createReleaseSweep } from './release-sweep.service.ts';
import { createRenditionsJob } from './renditions.job.ts';
import { createSongsService } from './songs.service.ts';
import { createVideosService } from './videos.service.ts';

/**
 * The catalogue's services, in dependency order; the app's composition root (services.ts) calls
 * this once. Other modules get service methods, never the catalogue's repositories: what they
 * share beyond the services is the signed media links and the upload folder.
 */
export function createCatalogServices(deps: CatalogDeps) {
  const uploads = createPendingUploadsService(deps);
  const songs = createSongsService(deps, uploads);
  const albums = createAlbumsService(deps, uploads, songs);
  const videos = createVideosService(deps, songs);
  return {
    /** Signed media links (artwork, pictures, audio) for the modules that present catalogue items. */
    urls: deps.urls,
    /** Where uploads stream to before they are checked (the routes' receiveUpload). */
    tempDir: deps.tempDir,
    /** The renditions job's handler, for the composition root to register. */
    renditions: createRenditionsJob(deps, uploads),
    uploads,
    songs,
    albums,
    videos,
    lists: createCatalogListsService(deps, songs, videos),
    downloads: createDownloadsService(deps, songs, albums),
    items: createCatalogItemsService(deps, songs, albums, videos),
    sales: createCatalogSalesService(deps),
    sweep: createReleaseSweep(deps, uploads),
  };
}
export type CatalogServices = ReturnType<typeof createCatalogServices>;
