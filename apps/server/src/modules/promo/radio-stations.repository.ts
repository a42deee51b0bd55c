import { sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Tables } from '../../db/tables.ts';

export type StationPatch = Updateable<Tables['radio_stations']>;

/** The team's side of the radio stations (issue 21 item 5): every station, retired ones too, and their writes. */
export function createRadioStationsRepository(db: Database) {
  const withCounts = () =>
    db
      .selectFrom('radio_stations')
      .selectAll('radio_stations')
      .select((eb) => eb.selectFrom('radio_pitches').select((count) => count.fn.countAll<number>().as('n')).whereRef('radio_pitches.station_id', '=', 'radio_stations.id').as('pitch_count'));

  return {
    /** Every station in the order artists see them, with how many pitches each has. */
    listAll() {
      return withCounts().orderBy('position').orderBy('id').execute();
    },
    findBySlug(slug: string) {
      return withCounts().where('slug', '=', slug).executeTakeFirst();
    },
    /** Another station of the same name in the same city, whatever their case. */
    findByNameAndCity(name: string, city: string) {
      return db
        .selectFrom('radio_stations')
        .select(['id', 'slug'])
        .where(sql<string>`lower(name)`, '=', name.toLowerCase())
        .where(sql<string>`lower(city)`, '=', city.toLowerCase())
        .executeTakeFirst();
    },
    /** Adds one at the end of the list. */
    async insert(values: { slug: string; name: string; city: string; genre_focus: string; email: string }): Promise<number> {
      const last = await db.selectFrom('radio_stations').select((eb) => eb.fn.max('position').as('position')).executeTakeFirst();
      const row = await db
        .insertInto('radio_stations')
        .values({ ...values, position: Number(last?.position ?? -1) + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async update(id: number, patch: StationPatch): Promise<void> {
      await db.updateTable('radio_stations').set(patch).where('id', '=', id).execute();
    },
  };
}
export type RadioStationsRepository = ReturnType<typeof createRadioStationsRepository>;
export type StaffStationRow = Awaited<ReturnType<RadioStationsRepository['listAll']>>[number];
