import type { Database } from '../../db/database.ts';
import { createAlbumsRepository } from './albums.repository.ts';
import { createCatalogRepository } from './catalog.repository.ts';
import { createCatalogSalesRepository } from './catalog-sales.repository.ts';
import { createMediaFilesRepository } from './media-files.repository.ts';
import { createSongsRepository } from './songs.repository.ts';
import { createVideosRepository } from './videos.repository.ts';

/** The catalogue's repositories, bound to one handle. */
export type CatalogRepositories = {
  songs: ReturnType<typeof createSongsRepository>;
  albums: ReturnType<typeof createAlbumsRepository>;
  videos: ReturnType<typeof createVideosRepository>;
  media: ReturnType<typeof createMediaFilesRepository>;
  reference: ReturnType<typeof createCatalogRepository>;
  sales: ReturnType<typeof createCatalogSalesRepository>;
};

/** The repositories, and a way to run several of their calls in one transaction. */
export type CatalogStore = CatalogRepositories & {
  /** Runs `work` with repositories bound to one transaction (and that transaction's handle, to enqueue jobs in it). */
  transaction<T>(work: (store: CatalogRepositories, trx: Database) => Promise<T>): Promise<T>;
};

/** Builds the store on a database handle. */
export function createCatalogStore(db: Database): CatalogStore {
  const bind = (handle: Database): CatalogRepositories => ({
    songs: createSongsRepository(handle),
    albums: createAlbumsRepository(handle),
    videos: createVideosRepository(handle),
    media: createMediaFilesRepository(handle),
    reference: createCatalogRepository(handle),
    sales: createCatalogSalesRepository(handle),
  });
  return { ...bind(db), transaction: (work) => db.transaction().execute((trx) => work(bind(trx), trx)) };
}
