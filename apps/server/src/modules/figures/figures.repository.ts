import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** A UTC day's count, by the day's first ten characters of an ISO timestamp. */
export type DayCount = { day: string; count: number };

/** The figures' SQL: counts grouped by day; ISO text timestamps, so substr works on both databases. */
export function createFiguresRepository(db: Database) {
  /** Rows created per day in [from, to) of one table (its created_at). */
  async function countByDay(table: 'users' | 'songs' | 'albums' | 'videos' | 'plays' | 'abuse_reports', from: string, to: string): Promise<DayCount[]> {
    const day = sql<string>`substr(created_at, 1, 10)`;
    let query = db
      .selectFrom(table)
      .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('count')])
      .where('created_at', '>=', from)
      .where('created_at', '<', to);
    // A play counts once it was listened to long enough (issue 14), as everywhere else.
    if (table === 'plays') query = query.where(sql<boolean>`counted_at is not null`);
    const rows = await query.groupBy(day).execute();
    return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
  }

  return {
    countByDay,

    /**
     * For each given moment (a day's end), the reports open then and the oldest one's filing
     * time: one query over the moments as a derived table.
     */
    async listOpenAt(moments: string[]): Promise<Array<{ at: string; open: number; oldest: string | null }>> {
      if (moments.length === 0) return [];
      const points = sql.join(
        moments.map((moment) => sql`select cast(${moment} as text) as at`),
        sql` union all `,
      );
      const result = await sql<{ at: string; open_count: number | string; oldest: string | null }>`
        select p.at as at, count(r.id) as open_count, min(r.created_at) as oldest
        from (${points}) p
        left join abuse_reports r on r.created_at <= p.at and (r.resolved_at is null or r.resolved_at > p.at)
        group by p.at
        order by p.at`.execute(db);
      return result.rows.map((row) => ({ at: row.at, open: Number(row.open_count), oldest: row.oldest }));
    },
  };
}
