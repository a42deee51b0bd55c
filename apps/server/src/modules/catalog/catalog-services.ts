import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { createAlbumsService } from './albums.service.ts';
import { createCatalogDeps, type CatalogDeps } from './catalog-deps.ts';
import { createCatalogItemsService } from './catalog-items.service.ts';
import { createCatalogListsService } from './catalog-lists.service.ts';
import { createCatalogSalesService } from './catalog-sales.service.ts';
import { createDownloadsService } from './downloads.service.ts';
import { createPendingUploadsService } from './pending-uploads.service.ts';
import { createSongsService } from './songs.service.ts';
import { createVideosService } from './videos.service.ts';

function buildServices(deps: CatalogDeps) {
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
  };
}
export type CatalogServices = ReturnType<typeof buildServices>;

const servicesByApp = new WeakMap<AppDeps, CatalogServices>();

/** The catalogue's services of one app: built once and shared by its route modules. */
export function getCatalogServices(deps: AppDeps, logger: FastifyBaseLogger): CatalogServices {
  let services = servicesByApp.get(deps);
  if (!services) {
    services = buildServices(createCatalogDeps(deps, logger));
    servicesByApp.set(deps, services);
  }
  return services;
}
