import type { Database } from '../../db/database.ts';

/** The key of the Pro Perks document in site_documents. */
export const PRO_PERKS_KEY = 'pro_perks';

/** Site documents the team edits without a deploy (migrations/017-commerce.ts). */
export function createProPerksRepository(db: Database) {
  return {
    find(): Promise<{ body: string; updated_at: string } | undefined> {
      return db.selectFrom('site_documents').select(['body', 'updated_at']).where('key', '=', PRO_PERKS_KEY).executeTakeFirst();
    },
    async save(body: string, now: string): Promise<void> {
      await db
        .insertInto('site_documents')
        .values({ key: PRO_PERKS_KEY, body, updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ body, updated_at: now }))
        .execute();
    },
  };
}
