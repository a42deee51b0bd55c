import { isPubliclyPlayable } from '@indiwave/domain/rules/privacy';
import type { CatalogDeps } from './catalog-deps.ts';
import { toFullName, toPrivacyState } from './catalog-rules.ts';
import type { SaleFileRow, SaleItemRow } from './catalog-sales.repository.ts';

/** A song or album as the shop sells it (issue 17). Prices are paise. */
export type SaleItem = {
  type: 'song' | 'album';
  id: number;
  slug: string;
  sku: string;
  title: string;
  artistName: string;
  sellerId: number;
  price: number;
  /** The 200 px artwork URL. */
  image: string;
  /** Everyone may play it now: published, public or released (never private, a draft or before its date). */
  isAvailable: boolean;
  /** Priced above 0 and sold as a download (albums marked is_digital; songs always). */
  isForSale: boolean;
};

/** The audio a purchase unlocks, with the stored keys of its mp3 and its original. */
export type SaleFile = { songId: number; slug: string; title: string; position: number; mp3Key: string | null; originalKey: string | null; originalFormat: string | null };

/**
 * The catalogue's side of the shop (issue 17): finds what is sold by SKU or id with the
 * catalogue's own rules of who may see what, and lists the files a purchase unlocks.
 */
export function createCatalogSalesService(deps: CatalogDeps) {
  const { store } = deps;
  const toSaleItem = (row: SaleItemRow): SaleItem => {
    const isAvailable = row.is_published === 1 && isPubliclyPlayable(toPrivacyState(row), deps.clock.now());
    return {
      type: row.item_type,
      id: row.id,
      slug: row.slug,
      sku: row.sku,
      title: row.title,
      artistName: toFullName(row),
      sellerId: row.user_id,
      price: row.price_paise,
      image: deps.urls.artwork(row.artwork_key).w200,
      isAvailable,
      isForSale: row.price_paise > 0 && row.is_digital === 1,
    };
  };
  const toFile = (row: SaleFileRow): SaleFile => ({ songId: row.song_id, slug: row.slug, title: row.title, position: row.position, mp3Key: row.mp3_key, originalKey: row.original_key, originalFormat: row.original_format });

  return {
    /** Items by SKU, in no particular order; unknown SKUs are left out. */
    async findBySkus(skus: string[]): Promise<SaleItem[]> {
      return (await store.sales.listBySkus([...new Set(skus)])).map(toSaleItem);
    },
    /** Items by type and id; unknown ones (deleted, or a deleted account's) are left out. */
    async findByIds(refs: { type: 'song' | 'album'; id: number }[]): Promise<SaleItem[]> {
      return (await store.sales.listByIds(refs)).map(toSaleItem);
    },
    /** The audio of a bought song, or of each track of a bought album in order. */
    async listFiles(type: 'song' | 'album', id: number): Promise<SaleFile[]> {
      return (await store.sales.listFiles(type, id)).map(toFile);
    },
  };
}
export type CatalogSalesService = ReturnType<typeof createCatalogSalesService>;
