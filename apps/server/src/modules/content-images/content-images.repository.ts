import type { Insertable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ContentTables } from '../../db/tables-content.ts';

/** The team's stored pictures (content_images). */
export function createContentImagesRepository(db: Database) {
  return {
    async insertImage(values: Insertable<ContentTables['content_images']>): Promise<void> {
      await db.insertInto('content_images').values(values).execute();
    },
    findImage(key: string) {
      return db.selectFrom('content_images').selectAll().where('key', '=', key).executeTakeFirst();
    },
    async listSizes(keys: string[]): Promise<Map<string, { width: number; height: number }>> {
      if (keys.length === 0) return new Map();
      const rows = await db.selectFrom('content_images').select(['key', 'width', 'height']).where('key', 'in', [...new Set(keys)]).execute();
      return new Map(rows.map((row) => [row.key, { width: row.width, height: row.height }]));
    },
  };
}
export type ContentImagesRepository = ReturnType<typeof createContentImagesRepository>;
