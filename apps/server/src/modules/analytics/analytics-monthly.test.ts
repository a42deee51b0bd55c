import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildSong, buildVideo, type BuiltItem } from '../../../test/catalog-factories.ts';
import { buildPerson, type Person } from '../../../test/social.ts';
import { backfill } from '../../db/migrations/012-analytics-monthly.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';
import { addDays, listDays, splitMonths } from './analytics-days.ts';
import { createAnalyticsRepository, type AnalyticsRepository } from './analytics.repository.ts';

/** How often the split counts each day: +1 for the days of its months and its day runs, -1 for the days taken back. */
const countsOf = (from: string, to: string) => {
  const split = splitMonths(from, to);
  const counts = new Map<string, number>();
  const add = (days: string[], n: number) => {
    for (const day of days) counts.set(day, (counts.get(day) ?? 0) + n);
  };
  if (split.months)
    add(
      listDays(`${split.months.from}-01`, addDays(`${split.months.to}-28`, 10)).filter(
        (day) => day.slice(0, 7) <= split.months!.to,
      ),
      1,
    );
  for (const run of split.days) add(listDays(run.from, run.to), 1);
  for (const run of split.minusDays) add(listDays(run.from, run.to), -1);
  return [...counts].filter(([, n]) => n !== 0).sort(([a], [b]) => a.localeCompare(b));
};

describe('splitMonths', () => {
  it('reads a few days, or days across a boundary without a whole month, day by day', () => {
    expect(splitMonths('2031-03-10', '2031-03-16')).toEqual({
      months: null,
      days: [{ from: '2031-03-10', to: '2031-03-16' }],
      minusDays: [],
    });
    expect(splitMonths('2031-03-20', '2031-04-10')).toEqual({
      months: null,
      days: [
        { from: '2031-03-20', to: '2031-03-31' },
        { from: '2031-04-01', to: '2031-04-10' },
      ],
      minusDays: [],
    });
    expect(splitMonths('2031-03-31', '2031-03-31')).toEqual({
      months: null,
      days: [{ from: '2031-03-31', to: '2031-03-31' }],
      minusDays: [],
    });
  });

  it('reads whole months as months, leap February and the year end included', () => {
    const whole = (from: string, to: string) => ({ months: { from, to }, days: [], minusDays: [] });
    expect(splitMonths('2031-03-01', '2031-03-31')).toEqual(whole('2031-03', '2031-03'));
    expect(splitMonths('2032-02-01', '2032-02-29')).toEqual(whole('2032-02', '2032-02'));
    expect(splitMonths('2031-02-01', '2031-02-28')).toEqual(whole('2031-02', '2031-02'));
    expect(splitMonths('2031-12-01', '2032-01-31')).toEqual(whole('2031-12', '2032-01'));
  });

  it('reads a partial month day by day, or as the month minus the fewer days it leaves out', () => {
    expect(splitMonths('2031-01-15', '2031-04-10')).toEqual({
      months: { from: '2031-01', to: '2031-03' },
      days: [{ from: '2031-04-01', to: '2031-04-10' }],
      minusDays: [{ from: '2031-01-01', to: '2031-01-14' }],
    });
    expect(splitMonths('2031-12-15', '2032-01-31')).toEqual({
      months: { from: '2031-12', to: '2032-01' },
      days: [],
      minusDays: [{ from: '2031-12-01', to: '2031-12-14' }],
    });
    // Half of June either way: the days themselves.
    expect(splitMonths('2031-04-01', '2031-06-15')).toEqual({
      months: { from: '2031-04', to: '2031-05' },
      days: [{ from: '2031-06-01', to: '2031-06-15' }],
      minusDays: [],
    });
    // 90 days to a 25th: the current month is read whole, minus the days to come.
    expect(splitMonths('2026-08-28', '2026-11-25')).toEqual({
      months: { from: '2026-09', to: '2026-11' },
      days: [{ from: '2026-08-28', to: '2026-08-31' }],
      minusDays: [{ from: '2026-11-26', to: '2026-11-30' }],
    });
    expect(splitMonths('2031-03-02', '2031-03-30')).toEqual({
      months: { from: '2031-03', to: '2031-03' },
      days: [],
      minusDays: [
        { from: '2031-03-01', to: '2031-03-01' },
        { from: '2031-03-31', to: '2031-03-31' },
      ],
    });
    expect(splitMonths('2032-02-01', '2032-02-28')).toEqual({
      months: { from: '2032-02', to: '2032-02' },
      days: [],
      minusDays: [{ from: '2032-02-29', to: '2032-02-29' }],
    });
    expect(splitMonths('2031-03-20', '2031-03-19')).toEqual({ months: null, days: [], minusDays: [] });
  });

  it('counts every day of any range exactly once and no other day', () => {
    for (let start = 0; start < 800; start += 7)
      for (const length of [1, 2, 15, 16, 17, 27, 28, 29, 30, 31, 32, 45, 59, 61, 90, 365, 366]) {
        const from = addDays('2031-01-01', start);
        const to = addDays(from, length - 1);
        expect(countsOf(from, to), `${from}..${to}`).toEqual(listDays(from, to).map((day) => [day, 1]));
      }
  });
});

describe('monthly roll-ups', () => {
  const clock = createManualClock(new Date('2032-03-12T12:00:00.000Z'));
  const places = [
    { countryId: 0, cityId: 0 },
    { countryId: 1, cityId: 2 },
    { countryId: 1, cityId: 3 },
    { countryId: 5, cityId: 0 },
  ];
  let t: TestApp;
  let repository: AnalyticsRepository;
  let artist: Person;
  let lone: BuiltItem;

  /** The day-by-day sums: the daily rows of the range only (the reads before the roll-ups). */
  const dailySongs = async (from: string, to: string) =>
    new Map(
      (
        await t.db
          .selectFrom('analytics_item_daily')
          .select(['item_id', sql<number>`sum(plays)`.as('plays'), sql<number>`sum(claps)`.as('claps')])
          .where('owner_id', '=', artist.id)
          .where('item_type', '=', 'song')
          .where('day', '>=', from)
          .where('day', '<=', to)
          .groupBy('item_id')
          .execute()
      ).map((row) => [row.item_id, { plays: Number(row.plays), claps: Number(row.claps) }]),
    );
  const dailyPlaces = async (from: string, to: string) =>
    (
      await t.db
        .selectFrom('analytics_artist_places')
        .select(['country_id', 'city_id', sql<number>`sum(plays)`.as('plays')])
        .where('artist_id', '=', artist.id)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy(['country_id', 'city_id'])
        .execute()
    ).map((row) => ({ countryId: row.country_id, cityId: row.city_id, plays: Number(row.plays) }));
  const byPlace = (a: { countryId: number; cityId: number }, b: { countryId: number; cityId: number }) =>
    a.countryId - b.countryId || a.cityId - b.cityId;
  const sorted = <T>(map: Map<number, T>) => [...map].sort(([a], [b]) => a - b);

  beforeAll(async () => {
    t = await createTestApp({ platform: { clock } });
    repository = createAnalyticsRepository(t.db);
    artist = await buildPerson(t.db, clock, { type: 'Artist', first_name: 'Month', last_name: 'Sums' });
    const other = await buildPerson(t.db, clock, { type: 'Artist', first_name: 'Other', last_name: 'Artist' });
    const songs = [
      await buildSong(t.db, artist.id, { title: 'One' }),
      await buildSong(t.db, artist.id, { title: 'Two' }),
      await buildSong(t.db, artist.id, { title: 'Three' }),
    ];
    const video = await buildVideo(t.db, artist.id);
    lone = await buildSong(t.db, artist.id, { title: 'Lone' });
    const otherSong = await buildSong(t.db, other.id, { title: 'Not theirs' });
    // Plays on most days from mid-January 2031 to March 2032 (a leap February), varying songs, places and counts.
    const days = listDays('2031-01-14', '2032-03-11');
    for (const [i, day] of days.entries()) {
      await t.db.transaction().execute(async (trx) => {
        for (let k = 0; k < (i * 7) % 4; k += 1) {
          const song = songs[(i + k) % songs.length];
          const place = places[(i * 3 + k) % places.length];
          await repository.addPlay(trx, {
            itemType: 'song',
            itemId: song.id,
            ownerId: artist.id,
            day,
            ...place,
            source: 'page',
          });
        }
        if (i % 5 === 0)
          await repository.addClaps(trx, {
            itemType: 'song',
            itemId: songs[i % 3].id,
            ownerId: artist.id,
            day,
            amount: 1 + (i % 3),
          });
        if (i % 9 === 0) {
          await repository.addPlay(trx, {
            itemType: 'video',
            itemId: video.id,
            ownerId: artist.id,
            day,
            ...places[1],
            source: 'embed',
          });
          await repository.addPlay(trx, {
            itemType: 'song',
            itemId: otherSong.id,
            ownerId: other.id,
            day,
            ...places[2],
            source: 'share',
          });
        }
      });
    }
    // One song and one place counted on a single day only, the last of May.
    await t.db.transaction().execute(async (trx) => {
      const day = '2031-05-31';
      await repository.addPlay(trx, {
        itemType: 'song',
        itemId: lone.id,
        ownerId: artist.id,
        day,
        countryId: 9,
        cityId: 9,
        source: 'page',
      });
      await repository.addClaps(trx, { itemType: 'song', itemId: lone.id, ownerId: artist.id, day, amount: 2 });
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sums every kind of range exactly as the day-by-day rows do', async () => {
    const ranges = [
      ['2031-03-05', '2031-03-20'], // inside one month
      ['2031-03-01', '2031-03-31'], // one whole month
      ['2032-02-01', '2032-02-29'], // a leap February
      ['2031-03-20', '2031-04-10'], // across one boundary
      ['2031-01-15', '2031-04-10'], // mid-month to mid-month
      ['2031-04-01', '2031-06-15'], // from the 1st to mid-month
      ['2031-04-15', '2031-06-30'], // from mid-month to the last day
      ['2031-12-31', '2032-01-01'], // over the year end
      ['2032-01-12', '2032-03-11'], // 60 days to the last recorded day
      ['2031-12-13', '2032-03-11'], // 90 days
      ['2031-02-14', '2032-02-14'], // 366 days, mid-month at both ends
      ['2031-03-01', '2032-02-29'], // 366 days of whole months
      ['2030-12-01', '2031-01-13'], // before any play
      ['2031-05-02', '2031-05-30'], // a month minus its first and last day (the lone song's day)
      ['2031-04-20', '2031-05-30'], // April's days and May minus its last day
      ['2032-01-20', '2032-03-25'], // to a "today" with days to come in its month
      ['2031-01-20', '2031-03-11'], // January minus its first days
    ];
    for (const [from, to] of ranges) {
      const songs = await repository.sumSongDays(artist.id, from, to);
      expect(sorted(songs), `songs ${from}..${to}`).toEqual(sorted(await dailySongs(from, to)));
      const sums = await repository.sumPlaces(artist.id, from, to);
      expect(sums.sort(byPlace), `places ${from}..${to}`).toEqual((await dailyPlaces(from, to)).sort(byPlace));
    }
    // The lone song and place of 31 May, taken back from May, are absent rather than 0.
    const may = await repository.sumSongDays(artist.id, '2031-05-02', '2031-05-30');
    expect(may.has(lone.id)).toBe(false);
    expect((await repository.sumPlaces(artist.id, '2031-05-02', '2031-05-30')).some((p) => p.countryId === 9)).toBe(
      false,
    );
    expect((await repository.sumSongDays(artist.id, '2031-05-01', '2031-05-31')).get(lone.id)).toEqual({
      plays: 1,
      claps: 2,
    });
    // The long ranges do count something, so the comparison above is not between empty sums.
    expect((await repository.sumSongDays(artist.id, '2031-02-14', '2032-02-14')).size).toBe(4);
  });

  it('shows the same top songs through the analytics call over 366 days', async () => {
    const reply = await t.app.inject({
      url: '/api/analytics?from=2031-02-14&to=2032-02-14',
      headers: artist.headers,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const daily = await dailySongs('2031-02-14', '2032-02-14');
    const result = reply.json().result as { songs: { plays: number; claps: number }[] };
    expect(result.songs.map((song) => song.plays).sort()).toEqual([...daily.values()].map((row) => row.plays).sort());
    expect(result.songs.map((song) => song.claps).sort()).toEqual([...daily.values()].map((row) => row.claps).sort());
  });

  it('fills the same roll-ups from the daily rows as the migration backfill does', async () => {
    const read = async () => ({
      items: await t.db
        .selectFrom('analytics_item_monthly')
        .selectAll()
        .orderBy('item_type')
        .orderBy('item_id')
        .orderBy('month')
        .execute(),
      places: await t.db
        .selectFrom('analytics_artist_places_monthly')
        .selectAll()
        .orderBy('artist_id')
        .orderBy('month')
        .orderBy('country_id')
        .orderBy('city_id')
        .execute(),
    });
    const live = await read();
    expect(live.items.length).toBeGreaterThan(14 * 3);
    await t.db.deleteFrom('analytics_item_monthly').execute();
    await t.db.deleteFrom('analytics_artist_places_monthly').execute();
    await backfill(t.db as unknown as Parameters<typeof backfill>[0]);
    const rebuilt = await read();
    expect(rebuilt.items.map((row) => ({ ...row, plays: Number(row.plays), claps: Number(row.claps) }))).toEqual(
      live.items,
    );
    expect(rebuilt.places.map((row) => ({ ...row, plays: Number(row.plays) }))).toEqual(live.places);
  });
});
