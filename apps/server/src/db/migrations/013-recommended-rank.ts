import { sql } from 'kysely';
import {
  RANKED_TABLES,
  rankInputColumns,
  recommendedRankSql,
  releasedAtSql,
  type RankedTable,
} from '../recommended-rank-sql.ts';
import type { MigrationContext } from './schema-helpers.ts';

/**
 * The 'recommended' order as a stored, indexed rank (db/recommended-rank-sql.ts) on songs, albums
 * and videos, so a listing reads its page from the index in rank order and stops, instead of
 * scoring a million songs per request (bench/search-http.bench.ts, songs-listing/best).
 *
 * The database keeps the rank in step itself: a trigger computes it on insert and whenever a
 * play, view, clap or release time changes, whoever writes it (the player, claps, the catalogue,
 * scheduled releases, seeds, tests). The half-life is baked into the triggers: changing
 * RECOMMENDED_HALF_LIFE_DAYS needs a migration that makes them and the ranks again.
 *
 * The index ends with the release time and id, the listings' tie order. The visibility rules
 * (privacy, release date, owner not deleted) depend on the time of the request, so they stay
 * filters on the rows read in index order: hidden rows are skipped, a page reads about its own
 * rows while most items are visible.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  for (const table of Object.keys(RANKED_TABLES) as RankedTable[]) {
    const name = sql.raw(table);
    await db.schema
      .alterTable(table)
      .addColumn('recommended_rank', 'double precision', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update ${name} set recommended_rank = ${recommendedRankSql(dialect, table)}`.execute(db);
    await sql`create index ${sql.raw(`${table}_recommended_idx`)} on ${name} (recommended_rank, (${releasedAtSql(table)}), id)`.execute(
      db,
    );

    const inputs = sql.raw(rankInputColumns(table).join(', '));
    if (dialect === 'postgres') {
      const fn = sql.raw(`${table}_recommended_rank`);
      await sql`create function ${fn}() returns trigger language plpgsql as $$
        begin new.recommended_rank := ${recommendedRankSql(dialect, table, 'new')}; return new; end $$`.execute(db);
      await sql`create trigger ${fn} before insert or update of ${inputs} on ${name} for each row execute function ${fn}()`.execute(
        db,
      );
    } else {
      // SQLite cannot change the new row before it is written: the row is updated after.
      const update = sql`update ${name} set recommended_rank = ${recommendedRankSql(dialect, table, 'new')} where id = new.id;`;
      await sql`create trigger ${sql.raw(`${table}_recommended_rank_ai`)} after insert on ${name} for each row begin ${update} end`.execute(
        db,
      );
      await sql`create trigger ${sql.raw(`${table}_recommended_rank_au`)} after update of ${inputs} on ${name} for each row begin ${update} end`.execute(
        db,
      );
    }
  }
}
