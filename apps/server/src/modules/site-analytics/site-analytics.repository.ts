import { sql } from 'kysely';
import { writeWithoutWaitingForDisk, type Database } from '../../db/database.ts';

/** A counted group of events: name, page, ad, day and how many. */
export type EventCount = { day: number; category: string; action: string; label: string; page_key: string; ad_id: number; count: number };

/** The writes of one browser batch: its once-only claims and its events. */
function createBatchWrites(db: Database) {
  return {
    /** Records once-only keys; answers the keys that were new (the others were counted before). */
    async claimOnce(keys: string[], day: number): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db.insertInto('site_event_once').values(keys.map((key) => ({ key, day }))).onConflict((oc) => oc.column('key').doNothing()).returning('key').execute();
      return new Set(rows.map((row) => row.key));
    },

    /** Appends events. */
    async insertEvents(rows: { day: number; name_id: number; page_id: number; ad_id: number }[]): Promise<void> {
      if (rows.length > 0) await db.insertInto('site_events').values(rows).execute();
    },
  };
}
type BatchWrites = ReturnType<typeof createBatchWrites>;

/**
 * First-party analytics events (issue 20): the dictionaries of names and pages, the raw rows of
 * the days not yet rolled up (four integers each), the daily roll-up and the once-only keys of
 * impressions and clicks.
 */
export function createSiteAnalyticsRepository(db: Database) {
  return {
    /**
     * One browser batch's writes (its once-only claims and its events) in one transaction that
     * does not wait for the disk: a batch is stored whole or not at all, and a crash forgets at
     * most the last fraction of a second of analytics.
     */
    async inBatch<T>(work: (batch: BatchWrites) => Promise<T>): Promise<T> {
      return writeWithoutWaitingForDisk(db, (trx) => work(createBatchWrites(trx)));
    },

    /** Ids of event names, adding the missing ones. */
    async ensureNames(names: { category: string; action: string; label: string }[]): Promise<Map<string, number>> {
      const key = (n: { category: string; action: string; label: string }) => `${n.category}\u0001${n.action}\u0001${n.label}`;
      await db.insertInto('site_event_names').values(names).onConflict((oc) => oc.columns(['category', 'action', 'label']).doNothing()).execute();
      const rows = await db
        .selectFrom('site_event_names')
        .select(['id', 'category', 'action', 'label'])
        .where((eb) => eb.or(names.map((n) => eb.and([eb('category', '=', n.category), eb('action', '=', n.action), eb('label', '=', n.label)]))))
        .execute();
      return new Map(rows.map((row) => [key(row), row.id]));
    },

    /** Ids of page keys, adding the missing ones. */
    async ensurePages(pageKeys: string[]): Promise<Map<string, number>> {
      await db.insertInto('site_event_pages').values(pageKeys.map((page_key) => ({ page_key }))).onConflict((oc) => oc.column('page_key').doNothing()).execute();
      const rows = await db.selectFrom('site_event_pages').select(['id', 'page_key']).where('page_key', 'in', pageKeys).execute();
      return new Map(rows.map((row) => [row.page_key, row.id]));
    },

    /** Days before `today` that still have raw rows. */
    async listPendingDays(today: number): Promise<number[]> {
      const rows = await db.selectFrom('site_events').select('day').distinct().where('day', '<', today).orderBy('day').execute();
      return rows.map((row) => row.day);
    },

    /**
     * Rolls one day up in one transaction: claims the day (a second instance waits, then finds it
     * claimed and does nothing), adds its groups to the daily table, deletes its raw rows.
     * Answers how many events it counted, or null when the day was already rolled up.
     */
    async rollUpDay(day: number, at: string): Promise<number | null> {
      return db.transaction().execute(async (trx) => {
        const claimed = await trx.insertInto('site_rollups').values({ day, events: 0, rolled_at: at }).onConflict((oc) => oc.column('day').doNothing()).returning('day').execute();
        if (claimed.length === 0) return null;
        await sql`
          insert into site_events_daily (day, name_id, page_id, ad_id, count)
          select day, name_id, page_id, ad_id, count(*) from site_events where day = ${day}
          group by day, name_id, page_id, ad_id
          on conflict (day, name_id, page_id, ad_id) do update set count = site_events_daily.count + excluded.count
        `.execute(trx);
        const deleted = await trx.deleteFrom('site_events').where('day', '=', day).executeTakeFirst();
        const events = Number(deleted.numDeletedRows);
        await trx.updateTable('site_rollups').set({ events }).where('day', '=', day).execute();
        return events;
      });
    },

    /** Forgets once-only keys of days before `day`. */
    async pruneOnce(day: number): Promise<void> {
      await db.deleteFrom('site_event_once').where('day', '<', day).execute();
    },

    /** Counted groups of a day range: rolled-up days and the raw rows of days not yet rolled up. */
    async countEvents(range: { from: number; to: number }, filter: { actions?: string[]; adIds?: number[] } = {}): Promise<EventCount[]> {
      if (filter.adIds?.length === 0 || filter.actions?.length === 0) return [];
      const conditions = [sql`e.day >= ${range.from}`, sql`e.day <= ${range.to}`];
      if (filter.actions) conditions.push(sql`n.action in (${sql.join(filter.actions)})`);
      if (filter.adIds) conditions.push(sql`e.ad_id in (${sql.join(filter.adIds)})`);
      const where = sql.join(conditions, sql` and `);
      const { rows } = await sql<EventCount>`
        select g.day, n.category, n.action, n.label, p.page_key, g.ad_id, g.count from (
          select e.day, e.name_id, e.page_id, e.ad_id, sum(e.count) as count from site_events_daily e
            join site_event_names n on n.id = e.name_id where ${where} group by e.day, e.name_id, e.page_id, e.ad_id
          union all
          select e.day, e.name_id, e.page_id, e.ad_id, count(*) as count from site_events e
            join site_event_names n on n.id = e.name_id where ${where} group by e.day, e.name_id, e.page_id, e.ad_id
        ) g
        join site_event_names n on n.id = g.name_id
        join site_event_pages p on p.id = g.page_id
      `.execute(db);
      return rows.map((row) => ({ ...row, day: Number(row.day), ad_id: Number(row.ad_id), count: Number(row.count) }));
    },

    /** The names of campaigns, deleted ones included. */
    async listAdNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('ad_campaigns').select(['id', 'name']).where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}
export type SiteAnalyticsRepository = ReturnType<typeof createSiteAnalyticsRepository>;
