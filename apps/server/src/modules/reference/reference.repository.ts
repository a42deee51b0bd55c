import type { Database } from '../../db/database.ts';

export type NamedTable = 'genres' | 'languages' | 'moods' | 'artist_categories' | 'band_roles';

/** Reads the seeded reference data. */
export function createReferenceRepository(db: Database) {
  return {
    /** A named list in display order. */
    listNamed(table: NamedTable) {
      return db.selectFrom(table).select(['id', 'name', 'slug']).orderBy('position').orderBy('id').execute();
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
