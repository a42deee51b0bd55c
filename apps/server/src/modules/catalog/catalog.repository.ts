import type { Database } from '../../db/database.ts';

/** Reference look-ups the catalogue checks its forms against, and the owner of an upload. */
export function createCatalogRepository(db: Database) {
  return {
    /** How many of these ids exist in a reference list. */
    async countExisting(table: 'genres' | 'languages' | 'moods', ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      return Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'in', ids).executeTakeFirstOrThrow()).n);
    },
    /** A live user by slug (the artist of a profile list). */
    findUserBySlug(slug: string) {
      return db.selectFrom('users').select(['id', 'type', 'slug']).where('slug', '=', slug).where('deleted_at', 'is', null).executeTakeFirst();
    },
    findUserType(id: number) {
      return db.selectFrom('users').select(['id', 'type']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
