import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './schema-helpers.ts';

/**
 * Monthly roll-ups of the per-item and per-place daily counts (migrations/009-workstation.ts):
 * an analytics range reads its whole months from here and only the days at its edges from the
 * daily tables, so an artist owning a thousand songs sums about a thousand rows per month
 * instead of a thousand per day. They move with the daily rows in the same transaction
 * (modules/analytics); this migration fills them from the daily rows already stored.
 *
 * Months are 'YYYY-MM' text, the first seven characters of the days, so both engines compare them alike.
 */
export async function up({ db }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('analytics_item_monthly')
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('plays', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claps', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('analytics_item_monthly_pk', ['item_type', 'item_id', 'month'])
    .execute();
  // Covering, as the daily one: an artist's months are summed from the index alone.
  await db.schema
    .createIndex('analytics_item_monthly_owner_idx')
    .on('analytics_item_monthly')
    .columns(['owner_id', 'item_type', 'month', 'item_id', 'plays', 'claps'])
    .execute();

  await db.schema
    .createTable('analytics_artist_places_monthly')
    .addColumn('artist_id', 'integer', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addColumn('city_id', 'integer', (c) => c.notNull())
    .addColumn('plays', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('analytics_artist_places_monthly_pk', ['artist_id', 'month', 'country_id', 'city_id'])
    .execute();
  await db.schema
    .createIndex('analytics_artist_places_monthly_cover_idx')
    .on('analytics_artist_places_monthly')
    .columns(['artist_id', 'month', 'country_id', 'city_id', 'plays'])
    .execute();

  await backfill(db);
}

/** Fills the (empty) monthly roll-ups from the daily rows; exported for its test and the bench. */
export async function backfill(db: Kysely<unknown>): Promise<void> {
  const month = sql`substr(day, 1, 7)`;
  // An item's owner is the same on each of its days; min() keeps one row per month even if it were not.
  await sql`insert into analytics_item_monthly (item_type, item_id, month, owner_id, plays, claps)
    select item_type, item_id, ${month}, min(owner_id), sum(plays), sum(claps)
    from analytics_item_daily group by item_type, item_id, ${month}`.execute(db);
  await sql`insert into analytics_artist_places_monthly (artist_id, month, country_id, city_id, plays)
    select artist_id, ${month}, country_id, city_id, sum(plays)
    from analytics_artist_places group by artist_id, ${month}, country_id, city_id`.execute(db);
}
