import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export type NamedTable = 'genres' | 'languages' | 'moods' | 'artist_categories' | 'band_roles';

/** Reads the seeded reference data. */
export function createReferenceRepository(db: Database) {
  return {
    /** A named list in display order. */
    listNamed(table: NamedTable) {
      return db.selectFrom(table).select(['id', 'name', 'slug']).orderBy('position').orderBy('id').execute();
    },
    /** A named list with positions, as the team edits it. */
    listNamedForStaff(table: NamedTable) {
      return db.selectFrom(table).select(['id', 'name', 'slug', 'position']).orderBy('position').orderBy('id').execute();
    },
    findNamedBySlug(table: NamedTable, slug: string) {
      return db.selectFrom(table).select(['id', 'name', 'slug', 'position']).where('slug', '=', slug).executeTakeFirst();
    },
    /** Another item of the same name, whatever its case. */
    findNamedByName(table: NamedTable, name: string) {
      return db.selectFrom(table).select(['id', 'name', 'slug', 'position']).where(sql<string>`lower(name)`, '=', name.toLowerCase()).executeTakeFirst();
    },
    /** Adds an item at the end of its list. */
    async insertNamed(table: NamedTable, values: { name: string; slug: string }): Promise<void> {
      const last = await db.selectFrom(table).select((eb) => eb.fn.max('position').as('position')).executeTakeFirst();
      await db.insertInto(table).values({ ...values, position: Number(last?.position ?? -1) + 1 }).execute();
    },
    async renameNamed(table: NamedTable, id: number, name: string): Promise<void> {
      await db.updateTable(table).set({ name }).where('id', '=', id).execute();
    },
    listCountries() {
      return db.selectFrom('countries').select(['id', 'name', 'iso_code', 'phone_code']).orderBy('name').execute();
    },
    listStates() {
      return db.selectFrom('states').select(['id', 'name', 'country_id']).orderBy('name').execute();
    },
    /** The cities of one state, by name. */
    listCities(stateId: number) {
      return db.selectFrom('cities').select(['id', 'name']).where('state_id', '=', stateId).orderBy('name').execute();
    },
    async hasState(stateId: number) {
      return Boolean(await db.selectFrom('states').select('id').where('id', '=', stateId).executeTakeFirst());
    },
  };
}
export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
