import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './schema-helpers.ts';

/**
 * The artist workstation (issue 8): pre-aggregated daily counts that the dashboard and the
 * analytics page read instead of scanning the play log, e-Press Kit views (one per visitor per
 * day), and achievements. The aggregates are moved in the same transaction as the event they
 * count (modules/analytics); this migration fills them from the history already stored.
 *
 * Days are UTC calendar days as 'YYYY-MM-DD' text, the first ten characters of the ISO times
 * every table stores, so both engines group and compare them the same way. Unknown places are
 * id 0 (not NULL) so they take part in the primary key and in upserts.
 */
export async function up({ db }: MigrationContext): Promise<void> {
  // Where a play came from (activity_logger's source): 'page', 'embed', 'share' or 'search'.
  await db.schema
    .alterTable('plays')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('page'))
    .execute();

  // Per item per day: its plays and the claps it received; owner_id is the item's owner.
  await db.schema
    .createTable('analytics_item_daily')
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('plays', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claps', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('analytics_item_daily_pk', ['item_type', 'item_id', 'day'])
    .execute();
  // Covering (the counts are in the index): an artist's range is read from the index alone, without visiting each row.
  await db.schema
    .createIndex('analytics_item_daily_owner_idx')
    .on('analytics_item_daily')
    .columns(['owner_id', 'item_type', 'day', 'item_id', 'plays', 'claps'])
    .execute();

  // Per artist per day: the series of the analytics page and the dashboard's windows.
  await db.schema
    .createTable('analytics_artist_daily')
    .addColumn('artist_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('song_plays', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('video_plays', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('followers_gained', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('followers_lost', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('profile_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('analytics_artist_daily_pk', ['artist_id', 'day'])
    .execute();

  // All-time totals per artist: the achievements' thresholds read the new total in the play's transaction.
  await db.schema
    .createTable('analytics_artist_totals')
    .addColumn('artist_id', 'integer', (c) => c.primaryKey())
    .addColumn('plays', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('profile_views', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Per artist per day per listener place (from the listener's profile; 0 = unknown).
  await db.schema
    .createTable('analytics_artist_places')
    .addColumn('artist_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.notNull())
    .addColumn('city_id', 'integer', (c) => c.notNull())
    .addColumn('plays', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('analytics_artist_places_pk', ['artist_id', 'day', 'country_id', 'city_id'])
    .execute();
  await db.schema
    .createIndex('analytics_artist_places_cover_idx')
    .on('analytics_artist_places')
    .columns(['artist_id', 'day', 'country_id', 'city_id', 'plays'])
    .execute();

  // Per artist per day per traffic source.
  await db.schema
    .createTable('analytics_artist_sources')
    .addColumn('artist_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('plays', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('analytics_artist_sources_pk', ['artist_id', 'day', 'source'])
    .execute();

  // One e-Press Kit view per visitor per day: user id when signed in, else a salted hash of IP + user agent.
  await db.schema
    .createTable('profile_views')
    .addColumn('artist_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('viewer_key', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('profile_views_pk', ['artist_id', 'viewer_key', 'day'])
    .execute();

  // An achievement is awarded once: the primary key makes a racing second award a no-op.
  await db.schema
    .createTable('achievements')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('awarded_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('achievements_pk', ['user_id', 'code'])
    .execute();
  await db.schema.createIndex('achievements_user_idx').on('achievements').columns(['user_id', 'awarded_at']).execute();

  await backfill(db as unknown as Loose);
}

type Row = Record<string, string | number | null>;
/** The tables this migration reads and fills, untyped: a migration must not depend on today's tables.ts. */
type Loose = Kysely<Record<string, Row>>;
const CHUNK = 500;

/** Inserts rows in chunks (SQLite binds at most 32766 variables per statement). */
async function insertChunks(db: Loose, table: string, rows: Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK))
      .execute();
}

/** The owner of each kind of item, for the plays and claps already stored. */
const OWNER_TABLES = { song: 'songs', album: 'albums', playlist: 'playlists', video: 'videos' } as const;

/** Fills the (empty) aggregates from the plays, claps and follows stored before this migration; exported for its test. */
export async function backfill(db: Loose): Promise<void> {
  const items = new Map<string, Row>();
  const artists = new Map<string, Row>();
  const totals = new Map<number, Row>();
  const places = new Map<string, Row>();
  const sources = new Map<string, Row>();
  const artistDay = (artistId: number, day: string) => {
    const key = `${artistId}|${day}`;
    let row = artists.get(key);
    if (!row)
      artists.set(
        key,
        (row = {
          artist_id: artistId,
          day,
          song_plays: 0,
          video_plays: 0,
          claps: 0,
          followers_gained: 0,
          followers_lost: 0,
          profile_views: 0,
        }),
      );
    return row;
  };
  const artistTotal = (artistId: number) => {
    let row = totals.get(artistId);
    if (!row) totals.set(artistId, (row = { artist_id: artistId, plays: 0, claps: 0, profile_views: 0 }));
    return row;
  };
  const itemDay = (type: string, itemId: number, day: string, ownerId: number) => {
    const key = `${type}|${itemId}|${day}`;
    let row = items.get(key);
    if (!row) items.set(key, (row = { item_type: type, item_id: itemId, day, owner_id: ownerId, plays: 0, claps: 0 }));
    return row;
  };
  const add = (row: Row, field: string, n: number) => (row[field] = Number(row[field]) + n);

  for (const [type, table] of Object.entries(OWNER_TABLES)) {
    const plays = await db
      .selectFrom('plays as p')
      .innerJoin(`${table} as i`, 'i.id', 'p.item_id')
      .leftJoin('users as u', 'u.id', 'p.user_id')
      .select([
        sql<string>`substr(p.created_at, 1, 10)`.as('day'),
        'p.item_id',
        'i.user_id as owner_id',
        sql<number>`coalesce(u.country_id, 0)`.as('country_id'),
        sql<number>`coalesce(u.city_id, 0)`.as('city_id'),
        'p.source',
        sql<number>`count(*)`.as('n'),
      ])
      .where('p.item_type', '=', type)
      .where('p.event', '=', 'play')
      .groupBy([
        sql`substr(p.created_at, 1, 10)`,
        'p.item_id',
        'i.user_id',
        sql`coalesce(u.country_id, 0)`,
        sql`coalesce(u.city_id, 0)`,
        'p.source',
      ])
      .execute();
    for (const play of plays as {
      day: string;
      item_id: number;
      owner_id: number;
      country_id: number;
      city_id: number;
      source: string;
      n: number;
    }[]) {
      const n = Number(play.n);
      add(itemDay(type, play.item_id, play.day, play.owner_id), 'plays', n);
      // Artist figures count plays of songs and videos; album and playlist plays are starts of a list.
      if (type !== 'song' && type !== 'video') continue;
      add(artistDay(play.owner_id, play.day), type === 'song' ? 'song_plays' : 'video_plays', n);
      add(artistTotal(play.owner_id), 'plays', n);
      const placeKey = `${play.owner_id}|${play.day}|${play.country_id}|${play.city_id}`;
      add(
        places.get(placeKey) ??
          (places.set(placeKey, {
            artist_id: play.owner_id,
            day: play.day,
            country_id: Number(play.country_id),
            city_id: Number(play.city_id),
            plays: 0,
          }),
          places.get(placeKey)!),
        'plays',
        n,
      );
      const sourceKey = `${play.owner_id}|${play.day}|${play.source}`;
      add(
        sources.get(sourceKey) ??
          (sources.set(sourceKey, { artist_id: play.owner_id, day: play.day, source: play.source, plays: 0 }),
          sources.get(sourceKey)!),
        'plays',
        n,
      );
    }

    // Claps keep no history of each press: they count on the day of the person's first clap.
    const claps = await db
      .selectFrom('claps as c')
      .innerJoin(`${table} as i`, 'i.id', 'c.item_id')
      .select([
        sql<string>`substr(c.created_at, 1, 10)`.as('day'),
        'c.item_id',
        'i.user_id as owner_id',
        sql<number>`sum(c.amount)`.as('n'),
      ])
      .where('c.item_type', '=', type)
      .where('c.amount', '>', 0)
      .groupBy([sql`substr(c.created_at, 1, 10)`, 'c.item_id', 'i.user_id'])
      .execute();
    for (const clap of claps as { day: string; item_id: number; owner_id: number; n: number }[]) {
      const n = Number(clap.n);
      add(itemDay(type, clap.item_id, clap.day, clap.owner_id), 'claps', n);
      add(artistDay(clap.owner_id, clap.day), 'claps', n);
      add(artistTotal(clap.owner_id), 'claps', n);
    }
  }

  const follows = await db
    .selectFrom('follows')
    .select([sql<string>`substr(created_at, 1, 10)`.as('day'), 'followed_id', sql<number>`count(*)`.as('n')])
    .groupBy([sql`substr(created_at, 1, 10)`, 'followed_id'])
    .execute();
  for (const follow of follows as { day: string; followed_id: number; n: number }[])
    add(artistDay(follow.followed_id, follow.day), 'followers_gained', Number(follow.n));

  await insertChunks(db, 'analytics_item_daily', [...items.values()]);
  await insertChunks(db, 'analytics_artist_daily', [...artists.values()]);
  await insertChunks(db, 'analytics_artist_totals', [...totals.values()]);
  await insertChunks(db, 'analytics_artist_places', [...places.values()]);
  await insertChunks(db, 'analytics_artist_sources', [...sources.values()]);
}
