import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { splitMonths, toMonth } from './analytics-days.ts';

type Counts = Record<string, number>;

/**
 * Adds `counts` to the row of `keys` (the primary key) in `table`, creating it with `extra` when absent: one upsert, so two
 * transactions counting the same day never lose an increment on either engine.
 */
async function bump(
  trx: Database,
  table: string,
  keys: Record<string, string | number>,
  counts: Counts,
  extra: Record<string, string | number> = {},
): Promise<void> {
  const db = trx as unknown as Kysely<Record<string, Record<string, string | number>>>;
  await db
    .insertInto(table)
    .values({ ...keys, ...extra, ...counts })
    .onConflict((oc) =>
      oc
        .columns(Object.keys(keys))
        .doUpdateSet(
          Object.fromEntries(
            Object.keys(counts).map((column) => [
              column,
              sql`${sql.ref(`${table}.${column}`)} + ${sql.ref(`excluded.${column}`)}`,
            ]),
          ),
        ),
    )
    .execute();
}

/** A day of the artist's series as stored. */
export type DailyRow = {
  day: string;
  song_plays: number;
  video_plays: number;
  claps: number;
  followers_gained: number;
  followers_lost: number;
  profile_views: number;
};

/**
 * The pre-aggregated counts (migrations/009-workstation.ts, monthly roll-ups 012-analytics-monthly.ts): written with
 * each event, read by day ranges. Per-song and per-place sums read a range as months from the roll-ups plus or minus
 * runs of days from the daily rows (splitMonths), in one statement.
 */
export function createAnalyticsRepository(db: Database) {
  return {
    /** The listener's place from their profile (0 = unknown). */
    async findPlace(trx: Database, userId: number | null): Promise<{ countryId: number; cityId: number }> {
      if (userId === null) return { countryId: 0, cityId: 0 };
      const row = await trx
        .selectFrom('users')
        .select(['country_id', 'city_id'])
        .where('id', '=', userId)
        .executeTakeFirst();
      return { countryId: row?.country_id ?? 0, cityId: row?.city_id ?? 0 };
    },

    /** Counts a play on its item's day; for songs and videos also on the artist's figures. Returns the artist's new all-time plays (null for lists). */
    async addPlay(
      trx: Database,
      input: {
        itemType: string;
        itemId: number;
        ownerId: number;
        day: string;
        countryId: number;
        cityId: number;
        source: string;
      },
    ): Promise<number | null> {
      await bump(
        trx,
        'analytics_item_daily',
        { item_type: input.itemType, item_id: input.itemId, day: input.day },
        { plays: 1 },
        { owner_id: input.ownerId },
      );
      await bump(
        trx,
        'analytics_item_monthly',
        { item_type: input.itemType, item_id: input.itemId, month: toMonth(input.day) },
        { plays: 1 },
        { owner_id: input.ownerId },
      );
      if (input.itemType !== 'song' && input.itemType !== 'video') return null;
      await bump(
        trx,
        'analytics_artist_daily',
        { artist_id: input.ownerId, day: input.day },
        { [input.itemType === 'song' ? 'song_plays' : 'video_plays']: 1 },
      );
      await bump(
        trx,
        'analytics_artist_places',
        { artist_id: input.ownerId, day: input.day, country_id: input.countryId, city_id: input.cityId },
        { plays: 1 },
      );
      await bump(
        trx,
        'analytics_artist_places_monthly',
        { artist_id: input.ownerId, month: toMonth(input.day), country_id: input.countryId, city_id: input.cityId },
        { plays: 1 },
      );
      await bump(
        trx,
        'analytics_artist_sources',
        { artist_id: input.ownerId, day: input.day, source: input.source },
        { plays: 1 },
      );
      await bump(trx, 'analytics_artist_totals', { artist_id: input.ownerId }, { plays: 1 });
      const totals = await trx
        .selectFrom('analytics_artist_totals')
        .select('plays')
        .where('artist_id', '=', input.ownerId)
        .executeTakeFirstOrThrow();
      return totals.plays;
    },

    /** Counts claps that counted on an item and its owner. */
    async addClaps(
      trx: Database,
      input: { itemType: string; itemId: number; ownerId: number; day: string; amount: number },
    ): Promise<void> {
      await bump(
        trx,
        'analytics_item_daily',
        { item_type: input.itemType, item_id: input.itemId, day: input.day },
        { claps: input.amount },
        { owner_id: input.ownerId },
      );
      await bump(
        trx,
        'analytics_item_monthly',
        { item_type: input.itemType, item_id: input.itemId, month: toMonth(input.day) },
        { claps: input.amount },
        { owner_id: input.ownerId },
      );
      await bump(trx, 'analytics_artist_daily', { artist_id: input.ownerId, day: input.day }, { claps: input.amount });
      await bump(trx, 'analytics_artist_totals', { artist_id: input.ownerId }, { claps: input.amount });
    },

    /** Counts a follower gained or lost on the artist's day. */
    async addFollowChange(
      trx: Database,
      input: { artistId: number; day: string; change: 'gained' | 'lost' },
    ): Promise<void> {
      await bump(
        trx,
        'analytics_artist_daily',
        { artist_id: input.artistId, day: input.day },
        { [input.change === 'gained' ? 'followers_gained' : 'followers_lost']: 1 },
      );
    },

    /** Records a view of the e-Press Kit unless this visitor was counted today; true when it counted. */
    async addProfileView(input: { artistId: number; viewerKey: string; day: string; now: string }): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('profile_views')
          .values({ artist_id: input.artistId, viewer_key: input.viewerKey, day: input.day, created_at: input.now })
          .onConflict((oc) => oc.columns(['artist_id', 'viewer_key', 'day']).doNothing())
          .returning('artist_id')
          .executeTakeFirst();
        if (!row) return false;
        await bump(trx, 'analytics_artist_daily', { artist_id: input.artistId, day: input.day }, { profile_views: 1 });
        await bump(trx, 'analytics_artist_totals', { artist_id: input.artistId }, { profile_views: 1 });
        return true;
      });
    },

    /** A live artist or band by slug. */
    async findArtistBySlug(slug: string): Promise<{ id: number } | undefined> {
      return db
        .selectFrom('users')
        .select('id')
        .where('slug', '=', slug)
        .where('type', 'in', ['Artist', 'Band'])
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    /** The artist's days from `from` to `to` that have counts (days without any are absent). */
    async listDaily(artistId: number, from: string, to: string): Promise<DailyRow[]> {
      return db
        .selectFrom('analytics_artist_daily')
        .select(['day', 'song_plays', 'video_plays', 'claps', 'followers_gained', 'followers_lost', 'profile_views'])
        .where('artist_id', '=', artistId)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .orderBy('day')
        .execute();
    },

    /** All-time plays, claps and profile views. */
    async findTotals(artistId: number): Promise<{ plays: number; claps: number; profile_views: number }> {
      return (
        (await db
          .selectFrom('analytics_artist_totals')
          .select(['plays', 'claps', 'profile_views'])
          .where('artist_id', '=', artistId)
          .executeTakeFirst()) ?? { plays: 0, claps: 0, profile_views: 0 }
      );
    },

    /** Plays by listener place (country and city ids, 0 = unknown) in the range. */
    async sumPlaces(
      artistId: number,
      from: string,
      to: string,
    ): Promise<{ countryId: number; cityId: number; plays: number }[]> {
      const split = splitMonths(from, to);
      const parts = [
        ...split.days.map((days) =>
          db
            .selectFrom('analytics_artist_places')
            .select(['country_id', 'city_id', 'plays'])
            .where('artist_id', '=', artistId)
            .where('day', '>=', days.from)
            .where('day', '<=', days.to),
        ),
        ...(split.months
          ? [
              db
                .selectFrom('analytics_artist_places_monthly')
                .select(['country_id', 'city_id', 'plays'])
                .where('artist_id', '=', artistId)
                .where('month', '>=', split.months.from)
                .where('month', '<=', split.months.to),
            ]
          : []),
        ...split.minusDays.map((days) =>
          db
            .selectFrom('analytics_artist_places')
            .select(['country_id', 'city_id', sql<number>`-plays`.as('plays')])
            .where('artist_id', '=', artistId)
            .where('day', '>=', days.from)
            .where('day', '<=', days.to),
        ),
      ];
      if (!parts.length) return [];
      // A place counted only on the days taken back sums to 0: absent, as in a day-by-day sum.
      const rows = await db
        .selectFrom(parts.reduce((all, part) => all.unionAll(part)).as('parts'))
        .select(['country_id', 'city_id', sql<number>`sum(plays)`.as('plays')])
        .groupBy(['country_id', 'city_id'])
        .having(sql<number>`sum(plays)`, '<>', 0)
        .execute();
      return rows.map((row) => ({ countryId: row.country_id, cityId: row.city_id, plays: Number(row.plays) }));
    },

    /** The names of some cities and countries by id. */
    async findPlaceNames(
      cityIds: number[],
      countryIds: number[],
    ): Promise<{ cities: Map<number, string>; countries: Map<number, string> }> {
      const [cities, countries] = await Promise.all([
        cityIds.length ? db.selectFrom('cities').select(['id', 'name']).where('id', 'in', cityIds).execute() : [],
        countryIds.length
          ? db.selectFrom('countries').select(['id', 'name']).where('id', 'in', countryIds).execute()
          : [],
      ]);
      return {
        cities: new Map(cities.map((row) => [row.id, row.name])),
        countries: new Map(countries.map((row) => [row.id, row.name])),
      };
    },

    /** Plays by traffic source in the range. */
    async listSources(artistId: number, from: string, to: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('analytics_artist_sources')
        .select(['source', sql<number>`sum(plays)`.as('plays')])
        .where('artist_id', '=', artistId)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy('source')
        .execute();
      return new Map(rows.map((row) => [row.source, Number(row.plays)]));
    },

    /** Every song of the artist, newest first, with its all-time counts. */
    async listSongs(
      artistId: number,
    ): Promise<{ id: number; slug: string; title: string; play_count: number; clap_count: number }[]> {
      return db
        .selectFrom('songs')
        .select(['id', 'slug', 'title', 'play_count', 'clap_count'])
        .where('user_id', '=', artistId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Plays and claps of each of the artist's songs in the range (songs without any are absent). */
    async sumSongDays(
      artistId: number,
      from: string,
      to: string,
    ): Promise<Map<number, { plays: number; claps: number }>> {
      const split = splitMonths(from, to);
      const parts = [
        ...split.days.map((days) =>
          db
            .selectFrom('analytics_item_daily')
            .select(['item_id', 'plays', 'claps'])
            .where('owner_id', '=', artistId)
            .where('item_type', '=', 'song')
            .where('day', '>=', days.from)
            .where('day', '<=', days.to),
        ),
        ...(split.months
          ? [
              db
                .selectFrom('analytics_item_monthly')
                .select(['item_id', 'plays', 'claps'])
                .where('owner_id', '=', artistId)
                .where('item_type', '=', 'song')
                .where('month', '>=', split.months.from)
                .where('month', '<=', split.months.to),
            ]
          : []),
        ...split.minusDays.map((days) =>
          db
            .selectFrom('analytics_item_daily')
            .select(['item_id', sql<number>`-plays`.as('plays'), sql<number>`-claps`.as('claps')])
            .where('owner_id', '=', artistId)
            .where('item_type', '=', 'song')
            .where('day', '>=', days.from)
            .where('day', '<=', days.to),
        ),
      ];
      if (!parts.length) return new Map();
      // A song counted only on the days taken back sums to 0 and 0: absent, as in a day-by-day sum.
      const rows = await db
        .selectFrom(parts.reduce((all, part) => all.unionAll(part)).as('parts'))
        .select(['item_id', sql<number>`sum(plays)`.as('plays'), sql<number>`sum(claps)`.as('claps')])
        .groupBy('item_id')
        .having((eb) => eb.or([eb(sql`sum(plays)`, '<>', 0), eb(sql`sum(claps)`, '<>', 0)]))
        .execute();
      return new Map(rows.map((row) => [row.item_id, { plays: Number(row.plays), claps: Number(row.claps) }]));
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
