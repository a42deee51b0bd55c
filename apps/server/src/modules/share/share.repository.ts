import type { Database } from '../../db/database.ts';

/** The one read share needs of accounts: an artist's page by slug. */
export function createShareRepository(db: Database) {
  return {
    /** A live account by its slug, or undefined. */
    findPerson(slug: string) {
      return db
        .selectFrom('users')
        .select(['slug', 'first_name', 'last_name', 'band_name', 'profile_pic'])
        .where('slug', '=', slug)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },
  };
}
export type ShareRepository = ReturnType<typeof createShareRepository>;
