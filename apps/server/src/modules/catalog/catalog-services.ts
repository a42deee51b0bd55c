import { createAlbumsService } from './albums.service.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { createCatalogItemsService } from './catalog-items.service.ts';
import { createCatalogListsService } from './catalog-lists.service.ts';
import { createCatalogSalesService } from './catalog-sales.service.ts';
import { createDownloadsService } from './downloads.service.ts';
import { createPendingUploadsService } from './pending-uploads.service.ts';
import { createReleaseSweep } from './release-sweep.service.ts';
import { createSongsService } from './songs.service.ts';
import { createVideosService } from './videos.service.ts';

/** The catalogue's services, in dependency order; the app's composition root (services.ts) calls this once. */
export function createCatalogServices(deps: CatalogDeps) {
  const uploads = createPendingUploadsService(deps);
  const songs = createSongsService(deps, uploads);
  const albums = createAlbumsService(deps, uploads, songs);
  const videos = createVideosService(deps, songs);
  return {
    deps,
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
