import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The kinds of page the sitemap lists from the search index, and the tables their dates live in. */
export const SITEMAP_SOURCES = {
  artists: { itemType: 'artist', table: 'users', prefix: '/' },
  songs: { itemType: 'music', table: 'songs', prefix: '/songs/' },
  albums: { itemType: 'album', table: 'albums', prefix: '/albums/' },
  videos: { itemType: 'video', table: 'videos', prefix: '/video-songs/' },
  playlists: { itemType: 'playlist', table: 'playlists', prefix: '/playlists/' },
} as const;
export type SitemapSource = keyof typeof SITEMAP_SOURCES;

/**
 * What search engines may list: the search index holds only what anyone may find (private items
 * have no document; an unreleased one waits for its date in visible_from), so the sitemap reads it
 * and takes each page's last change from its own table.
 */
export function createSeoRepository(db: Database) {
  const visible = (source: SitemapSource, now: string) =>
    db
      .selectFrom('search_documents')
      .where('search_documents.item_type', '=', SITEMAP_SOURCES[source].itemType)
      .where((eb) => eb.or([eb('search_documents.visible_from', '=', ''), eb('search_documents.visible_from', '<=', now)]));

  return {
    /** How many pages of a kind may be listed now. */
    async countVisible(source: SitemapSource, now: string): Promise<number> {
      const { n } = await visible(source, now).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(n);
    },

    /** One file's worth of a kind's pages: slug and last change, in a stable order. */
    async listVisible(source: SitemapSource, now: string, page: { offset: number; limit: number }): Promise<{ slug: string; updated_at: string }[]> {
      const { table } = SITEMAP_SOURCES[source];
      // The item's own row decides its date; rows of a removed item drop out with the join.
      const rows = await visible(source, now)
        .innerJoin(sql<{ id: number; updated_at: string }>`${sql.table(table)}`.as('item'), (join) => join.onRef('item.id', '=', 'search_documents.item_id'))
        .select(['search_documents.slug as slug', 'item.updated_at as updated_at'])
        .orderBy('search_documents.id')
        .offset(page.offset)
        .limit(page.limit)
        .execute();
      return rows;
    },
  };
}
export type SeoRepository = ReturnType<typeof createSeoRepository>;
