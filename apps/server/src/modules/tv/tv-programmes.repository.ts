import { sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Tables } from '../../db/tables.ts';

export type ProgrammePatch = Updateable<Tables['tv_programmes']>;

/** The team's side of the programmes (issue 21 item 5): every programme, retired ones too, and their writes. */
export function createTvProgrammesRepository(db: Database) {
  const withCounts = () =>
    db
      .selectFrom('tv_programmes')
      .selectAll('tv_programmes')
      .select((eb) => eb.selectFrom('tv_pitches').select((count) => count.fn.countAll<number>().as('n')).whereRef('tv_pitches.programme_id', '=', 'tv_programmes.id').as('pitch_count'));

  return {
    /** Every programme in the channel's order, with how many pitches name it. */
    listAll() {
      return withCounts().orderBy('position').orderBy('id').execute();
    },
    findBySlug(slug: string) {
      return withCounts().where('slug', '=', slug).executeTakeFirst();
    },
    /** Another programme of the same name, whatever its case. */
    findByName(name: string) {
      return db.selectFrom('tv_programmes').select(['id', 'slug']).where(sql<string>`lower(name)`, '=', name.toLowerCase()).executeTakeFirst();
    },
    /** Adds one at the end of the list. */
    async insert(values: { slug: string; name: string; length: string; slot: string; description: string; for_whom: string }): Promise<number> {
      const last = await db.selectFrom('tv_programmes').select((eb) => eb.fn.max('position').as('position')).executeTakeFirst();
      const row = await db
        .insertInto('tv_programmes')
        .values({ ...values, position: Number(last?.position ?? -1) + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async update(id: number, patch: ProgrammePatch): Promise<void> {
      await db.updateTable('tv_programmes').set(patch).where('id', '=', id).execute();
    },
    /** Positions 0, 1, 2 … in the order of `ids`. */
    async setOrder(ids: number[]): Promise<void> {
      for (const [position, id] of ids.entries()) await db.updateTable('tv_programmes').set({ position }).where('id', '=', id).execute();
    },
  };
}
export type TvProgrammesRepository = ReturnType<typeof createTvProgrammesRepository>;
export type StaffProgrammeRow = Awaited<ReturnType<TvProgrammesRepository['listAll']>>[number];
