import type { Insertable } from 'kysely';
import type { Database } from '../database.ts';
import type { UsersTable } from '../tables.ts';

/** A demo user to insert, with the ids of their genres and artist categories. */
export type DemoUserInsert = {
  user: Insertable<UsersTable>;
  genreIds: number[];
  categoryIds: number[];
};

/** The SQL of the demo seed: look-ups of reference ids and the insert of demo users. */
export function createDemoRepository(db: Database) {
  return {
    /** True when a demo user exists: the seed has run before. */
    async hasDemoUsers(): Promise<boolean> {
      return Boolean(await db.selectFrom('users').select('id').where('is_demo', '=', 1).limit(1).executeTakeFirst());
    },

    /** The demo users' ids and slugs. */
    listDemoUsers() {
      return db.selectFrom('users').select(['id', 'slug']).where('is_demo', '=', 1).execute();
    },

    /** True when a demo user has a song: the demo catalogue was seeded before. */
    async hasDemoSongs(): Promise<boolean> {
      return Boolean(await db.selectFrom('songs').innerJoin('users', 'users.id', 'songs.user_id').select('songs.id').where('users.is_demo', '=', 1).limit(1).executeTakeFirst());
    },

    /** Country, state and city ids of a place, by ISO codes and city name; missing parts are null. */
    async findPlaceIds(place: { country: string; state: string; city: string }) {
      const row = await db
        .selectFrom('countries')
        .leftJoin('states', (join) =>
          join.onRef('states.country_id', '=', 'countries.id').on('states.iso_code', '=', place.state),
        )
        .leftJoin('cities', (join) =>
          join.onRef('cities.state_id', '=', 'states.id').on('cities.name', '=', place.city),
        )
        .select(['countries.id as country_id', 'states.id as state_id', 'cities.id as city_id'])
        .where('countries.iso_code', '=', place.country)
        .orderBy('cities.id')
        .limit(1)
        .executeTakeFirst();
      return { country_id: row?.country_id ?? null, state_id: row?.state_id ?? null, city_id: row?.city_id ?? null };
    },

    /** Name → id of a named reference list. */
    async findIdsByName(table: 'genres' | 'artist_categories' | 'languages', names: string[]): Promise<Map<string, number>> {
      if (names.length === 0) return new Map();
      const rows = await db.selectFrom(table).select(['id', 'name']).where('name', 'in', names).execute();
      return new Map(rows.map((row) => [row.name, row.id]));
    },

    /**
     * Inserts the demo users with their genres and categories in one transaction. A user whose
     * e-mail or slug is taken (another instance seeding at the same moment) is skipped, not
     * duplicated. Returns how many were inserted.
     */
    async insertDemoUsers(users: DemoUserInsert[]): Promise<number> {
      return db.transaction().execute(async (trx) => {
        let inserted = 0;
        for (const { user, genreIds, categoryIds } of users) {
          const row = await trx
            .insertInto('users')
            .values(user)
            .onConflict((oc) => oc.doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!row) continue;
          inserted++;
          if (genreIds.length) {
            await trx
              .insertInto('user_genres')
              .values(genreIds.map((genre_id) => ({ user_id: row.id, genre_id })))
              .execute();
          }
          if (categoryIds.length) {
            await trx
              .insertInto('user_artist_categories')
              .values(categoryIds.map((category_id) => ({ user_id: row.id, category_id })))
              .execute();
          }
        }
        return inserted;
      });
    },
  };
}
