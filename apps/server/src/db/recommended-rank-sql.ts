import { sql, type RawBuilder } from 'kysely';
import { RECOMMENDED_HALF_LIFE_DAYS } from '@indiwave/domain/constants';
import type { Dialect } from './database.ts';

/** The items listed in the 'recommended' order, and the columns their rank is made of. */
export const RANKED_TABLES = {
  songs: { plays: 'play_count', claps: 'clap_count', releasedAt: ['release_date', 'created_at'] },
  albums: { plays: 'play_count', claps: 'clap_count', releasedAt: ['release_date', 'published_at', 'created_at'] },
  videos: { plays: 'view_count', claps: 'clap_count', releasedAt: ['created_at'] },
} as const;
export type RankedTable = keyof typeof RANKED_TABLES;

/** Every column a rank is read from: a change of one of them computes the rank again. */
export function rankInputColumns(table: RankedTable): string[] {
  const { plays, claps, releasedAt } = RANKED_TABLES[table];
  return [plays, claps, ...releasedAt];
}

/**
 * The release time the 'recommended' order ranks an item by, on row `alias` (none: the table's
 * own columns): the release date, else the publication (albums), else the upload.
 */
export function releasedAtSql(table: RankedTable, alias?: string): RawBuilder<string> {
  const columns = RANKED_TABLES[table].releasedAt.map((column) => sql.raw(alias ? `${alias}.${column}` : column));
  return columns.length === 1 ? sql<string>`${columns[0]}` : sql<string>`coalesce(${sql.join(columns)})`;
}

/**
 * The stored 'recommended' rank (docs/decisions.md) of a row (`alias`: 'new' in a trigger, none
 * in an update of the table). The listed score is (plays + 2 × claps + 1) / 2^(age days / H); its
 * log2 is log2(plays + 2 × claps + 1) + released days / H − now days / H, and the last term is
 * the same for every row, so ordering by log2(plays + 2 × claps + 1) + released days / H is the
 * very same order, whatever the time: it is kept in a column, indexed, instead of computed
 * for every row of every request. Days count from the Unix epoch.
 * Only column names and literals: it is also the body of the triggers (no parameters there).
 */
export function recommendedRankSql(dialect: Dialect, table: RankedTable, alias?: string): RawBuilder<number> {
  const column = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  const { plays, claps } = RANKED_TABLES[table];
  const weight = sql`(${column(plays)} + 2 * ${column(claps)} + 1)`;
  const halfLife = sql`(${sql.lit(RECOMMENDED_HALF_LIFE_DAYS)} * 1.0)`;
  const released = releasedAtSql(table, alias);
  return dialect === 'postgres'
    ? sql<number>`(ln(${weight}::float8) / ln(2.0::float8) + (extract(epoch from (${released})::timestamptz)::float8 / 86400.0) / ${halfLife})`
    : // A time SQLite cannot read ranks last rather than failing the play or clap that wrote it.
      sql<number>`coalesce(log2(${weight}) + (julianday(${released}) - 2440587.5) / ${halfLife}, 0)`;
}
