import { City, Country, State } from 'country-state-city';
import type { Database } from '../database.ts';
import type { Tables } from '../tables.ts';
import { toSlug } from '@indiwave/domain/rules/slug';
import { ARTIST_CATEGORIES, BAND_ROLES, GENRES, LANGUAGES, MOODS } from './reference-lists.ts';

type NamedTable = 'genres' | 'languages' | 'moods' | 'artist_categories' | 'band_roles';

const NAMED_LISTS: Record<NamedTable, string[]> = {
  genres: GENRES,
  languages: LANGUAGES,
  moods: MOODS,
  artist_categories: ARTIST_CATEGORIES,
  band_roles: BAND_ROLES,
};

// Both engines accept a few thousand bound values per statement; this stays well under.
const BATCH = 1000;

async function insertInBatches<T extends keyof Tables>(
  db: Database,
  table: T,
  rows: Record<string, unknown>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as never)
      .execute();
  }
}

async function isEmpty(db: Database, table: keyof Tables): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/**
 * Seeds the reference data once: named lists, then countries, states and cities from the
 * country-state-city package. Each table is seeded only when empty, so starts never duplicate.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  for (const [table, names] of Object.entries(NAMED_LISTS) as [NamedTable, string[]][]) {
    if (!(await isEmpty(db, table))) continue;
    await insertInBatches(
      db,
      table,
      names.map((name, position) => ({ name, slug: toSlug(name), position })),
    );
  }
  if (!(await isEmpty(db, 'countries'))) return;

  await db.transaction().execute(async (trx) => {
    const countries = Country.getAllCountries();
    await insertInBatches(
      trx,
      'countries',
      countries.map((c) => ({ name: c.name, iso_code: c.isoCode, phone_code: c.phonecode.replace(/^\+/, '') })),
    );
    const countryIds = new Map(
      (await trx.selectFrom('countries').select(['id', 'iso_code']).execute()).map((c) => [c.iso_code, c.id]),
    );

    const states = State.getAllStates().filter((s) => countryIds.has(s.countryCode));
    await insertInBatches(
      trx,
      'states',
      states.map((s) => ({ country_id: countryIds.get(s.countryCode)!, name: s.name, iso_code: s.isoCode })),
    );
    const stateRows = await trx
      .selectFrom('states')
      .innerJoin('countries', 'countries.id', 'states.country_id')
      .select(['states.id', 'states.iso_code', 'countries.iso_code as country'])
      .execute();
    const stateIds = new Map(stateRows.map((s) => [`${s.country}/${s.iso_code}`, s.id]));

    const cities = City.getAllCities().flatMap((c) => {
      const stateId = stateIds.get(`${c.countryCode}/${c.stateCode}`);
      return stateId ? [{ state_id: stateId, name: c.name }] : [];
    });
    await insertInBatches(trx, 'cities', cities);
  });
}
