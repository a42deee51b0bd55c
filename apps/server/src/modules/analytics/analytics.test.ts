import { PLAY_COUNT_WINDOW_MS } from '@indiwave/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_CSV_HEADERS } from '@indiwave/domain/contract/workstation';
import { WORKSTATION_MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildSong, buildVideo, type BuiltItem } from '../../../test/catalog-factories.ts';
import { findIndianPlace } from '../../../test/factories.ts';
import { buildPerson, type Person } from '../../../test/social.ts';
import { backfill } from '../../db/migrations/009-workstation.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';
import { listenTo } from '../../../test/plays.ts';
import { addDays, toDay } from './analytics-days.ts';

const DAY = 86_400_000;
const clock = createManualClock(new Date('2030-03-10T12:00:00.000Z'));
let t: TestApp;
let artist: Person;
let other: Person;
let mumbaiFan: Person;
let nowhereFan: Person;
let rain: BuiltItem;
let train: BuiltItem;
let video: BuiltItem;
const today = '2030-03-12';

// A listened play (issue 14); the listener's window moves on after it, so the next one counts too.
const play = async (slug: string, type: 'song' | 'video', who: Person | null, source?: string) => {
  const listened = await listenTo(t.app, t.db, { slug, type, headers: who?.headers, source });
  clock.advance(PLAY_COUNT_WINDOW_MS);
  return listened;
};
const analytics = (who: Person | null, query = '') =>
  t.app.inject({ url: `/api/analytics${query}`, headers: who?.headers ?? {} });
const visit = (slug: string, who: Person | null, userAgent = 'Browser A') =>
  t.app.inject({
    url: `/api/indiwaveuser/profile?slug=${slug}`,
    headers: { ...(who?.headers ?? {}), 'user-agent': userAgent },
  });

beforeAll(async () => {
  t = await createTestApp({ platform: { clock } });
  const place = await findIndianPlace(t.db);
  [artist, other, mumbaiFan, nowhereFan] = await Promise.all([
    buildPerson(t.db, clock, { type: 'Artist', first_name: 'Asha', last_name: 'Menon' }),
    buildPerson(t.db, clock, { type: 'Artist', first_name: 'Other', last_name: 'Artist' }),
    buildPerson(t.db, clock, {
      type: 'Listener',
      country_id: place.country,
      state_id: place.state,
      city_id: place.city,
    }),
    buildPerson(t.db, clock, { type: 'Listener' }),
  ]);
  rain = await buildSong(t.db, artist.id, { title: 'First Rain' });
  train = await buildSong(t.db, artist.id, { title: 'Local Train, Lo-fi' });
  video = await buildVideo(t.db, artist.id);

  // Two days before "today": four plays of First Rain (three from Mumbai on the page, one anonymous embed).
  for (let i = 0; i < 3; i += 1) expect((await play(rain.slug, 'song', mumbaiFan)).statusCode).toBe(200);
  expect((await play(rain.slug, 'song', null, 'embed')).statusCode).toBe(200);
  clock.advance(2 * DAY);
  // Today: two shared plays of the train song by someone without a city, a searched video play, claps, follows, views.
  await play(train.slug, 'song', nowhereFan, 'share');
  await play(train.slug, 'song', nowhereFan, 'share');
  await play(video.slug, 'video', mumbaiFan, 'search');
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/clap',
        headers: mumbaiFan.headers,
        payload: { type: 'song', slug: rain.slug, count: 5 },
      })
    ).statusCode,
  ).toBe(200);
  for (const fan of [mumbaiFan, nowhereFan])
    await t.app.inject({
      method: 'POST',
      url: '/api/indiwaveuser/followv2',
      headers: fan.headers,
      payload: { artist_slug: artist.slug, task: 'follow' },
    });
  await t.app.inject({
    method: 'POST',
    url: '/api/indiwaveuser/followv2',
    headers: nowhereFan.headers,
    payload: { artist_slug: artist.slug, task: 'unfollow' },
  });
  // Views: a visitor twice (one view), a signed-in fan (one), the owner (none), another browser (one).
  for (const who of [null, null, mumbaiFan, artist]) expect((await visit(artist.slug, who)).statusCode).toBe(200);
  await visit(artist.slug, null, 'Browser B');
});
afterAll(async () => {
  await t.close();
});

describe('analytics (issue 8 item 3)', () => {
  it('answers the daily series of a 7-day range, zeros included', async () => {
    const reply = await analytics(artist, '?range=7');
    expect(reply.statusCode, reply.body).toBe(200);
    const { result } = reply.json();
    expect(result.range).toEqual({ from: addDays(today, -6), to: today, days: 7 });
    expect(result.series).toHaveLength(7);
    const byDate = Object.fromEntries(result.series.map((day: { date: string }) => [day.date, day]));
    expect(byDate[addDays(today, -2)]).toEqual({
      date: addDays(today, -2),
      song_plays: 4,
      video_plays: 0,
      claps: 0,
      followers_gained: 0,
      followers_lost: 0,
      profile_views: 0,
    });
    expect(byDate[today]).toEqual({
      date: today,
      song_plays: 2,
      video_plays: 1,
      claps: 5,
      followers_gained: 2,
      followers_lost: 1,
      profile_views: 3,
    });
    expect(byDate[addDays(today, -1)].song_plays).toBe(0);
    expect(result.totals).toEqual({
      song_plays: 6,
      video_plays: 1,
      claps: 5,
      followers_gained: 2,
      followers_lost: 1,
      profile_views: 3,
    });
  });

  it("counts listeners' cities and countries from their profiles, unknown for visitors and people without a city", async () => {
    const { result } = (await analytics(artist)).json();
    expect(result.cities).toEqual([
      { city: 'Mumbai', country: 'India', plays: 4 },
      { city: null, country: null, plays: 3 },
    ]);
    expect(result.countries).toEqual([
      { country: 'India', plays: 4 },
      { country: null, plays: 3 },
    ]);
  });

  it('splits plays by traffic source, page by default', async () => {
    const { result } = (await analytics(artist)).json();
    expect(result.sources).toEqual([
      { source: 'page', plays: 3 },
      { source: 'embed', plays: 1 },
      { source: 'share', plays: 2 },
      { source: 'search', plays: 1 },
    ]);
    expect((await play(rain.slug, 'song', null, 'radio')).statusCode).toBe(400);
  });

  it('lists every song with its plays and claps in the range, and the top songs', async () => {
    const { result } = (await analytics(artist, `?from=${today}&to=${today}`)).json();
    expect(result.songs).toEqual([
      { slug: train.slug, title: 'Local Train, Lo-fi', plays: 2, claps: 0, total_plays: 2, total_claps: 0 },
      { slug: rain.slug, title: 'First Rain', plays: 0, claps: 5, total_plays: 4, total_claps: 5 },
    ]);
    expect(result.top_songs.map((song: { slug: string }) => song.slug)).toEqual([train.slug]);
    const week = (await analytics(artist, '?range=7')).json().result;
    expect(week.top_songs.map((song: { slug: string; plays: number }) => [song.slug, song.plays])).toEqual([
      [rain.slug, 4],
      [train.slug, 2],
    ]);
  });

  it('keeps the aggregates equal to the raw play log', async () => {
    const raw = await t.db
      .selectFrom('plays')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('item_type', '=', 'song')
      .where('event', '=', 'play')
      .where('counted_at', 'is not', null)
      .executeTakeFirstOrThrow();
    const daily = await t.db
      .selectFrom('analytics_item_daily')
      .select((eb) => eb.fn.sum<number>('plays').as('n'))
      .where('item_type', '=', 'song')
      .executeTakeFirstOrThrow();
    expect(Number(daily.n)).toBe(Number(raw.n));
  });

  it('fills the same aggregates from the stored rows as the migration backfill does', async () => {
    const read = async () => ({
      items: await t.db
        .selectFrom('analytics_item_daily')
        .selectAll()
        .orderBy(['item_type', 'item_id', 'day'])
        .execute(),
      places: await t.db
        .selectFrom('analytics_artist_places')
        .selectAll()
        .orderBy(['artist_id', 'day', 'country_id', 'city_id'])
        .execute(),
      sources: await t.db
        .selectFrom('analytics_artist_sources')
        .selectAll()
        .orderBy(['artist_id', 'day', 'source'])
        .execute(),
      plays: await t.db
        .selectFrom('analytics_artist_daily')
        .select(['artist_id', 'day', 'song_plays', 'video_plays', 'claps'])
        .orderBy(['artist_id', 'day'])
        .execute(),
    });
    const live = await read();
    const totals = await t.db.selectFrom('analytics_artist_totals').selectAll().orderBy('artist_id').execute();
    const copies = { daily: await t.db.selectFrom('analytics_artist_daily').selectAll().execute() };
    for (const table of [
      'analytics_item_daily',
      'analytics_artist_places',
      'analytics_artist_sources',
      'analytics_artist_daily',
      'analytics_artist_totals',
    ] as const)
      await t.db.deleteFrom(table).execute();
    await backfill(t.db as unknown as Parameters<typeof backfill>[0]);
    const rebuilt = await read();
    expect(rebuilt.items).toEqual(live.items);
    expect(rebuilt.places).toEqual(live.places);
    expect(rebuilt.sources).toEqual(live.sources);
    expect(rebuilt.plays.filter((row) => row.song_plays + row.video_plays + row.claps > 0)).toEqual(
      live.plays.filter((row) => row.song_plays + row.video_plays + row.claps > 0),
    );
    expect(
      await t.db
        .selectFrom('analytics_artist_totals')
        .select(['artist_id', 'plays', 'claps'])
        .orderBy('artist_id')
        .execute(),
    ).toEqual(totals.map(({ artist_id, plays, claps }) => ({ artist_id, plays, claps })));
    // Views and lost followers leave no rows to rebuild from: put the live rows back for the tests that follow.
    await t.db.deleteFrom('analytics_artist_daily').execute();
    await t.db.insertInto('analytics_artist_daily').values(copies.daily).execute();
    await t.db.deleteFrom('analytics_artist_totals').execute();
    await t.db.insertInto('analytics_artist_totals').values(totals).execute();
  });

  it('exports the series and the song table as a CSV attachment', async () => {
    const reply = await t.app.inject({ url: '/api/analytics/export_csv?range=7', headers: artist.headers });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="analytics-${addDays(today, -6)}-${today}.csv"`,
    );
    const lines = reply.body.split('\r\n');
    expect(lines[0]).toBe(ANALYTICS_CSV_HEADERS.series.join(','));
    expect(lines).toContain(`${addDays(today, -2)},4,0,0,0,0,0`);
    expect(lines).toContain(`${today},2,1,5,2,1,3`);
    expect(lines[8]).toBe('');
    expect(lines[9]).toBe(ANALYTICS_CSV_HEADERS.songs.join(','));
    expect(lines[10]).toBe(`"Local Train, Lo-fi",${train.slug},2,0,2,0`);
    expect(lines[11]).toBe(`First Rain,${rain.slug},4,5,4,5`);
  });

  it('checks the range: both ends, in order, at most 366 days', async () => {
    for (const query of [
      `?from=${today}`,
      `?from=${today}&to=${addDays(today, -1)}`,
      '?from=2030-02-30&to=2030-03-01',
      '?range=30',
    ]) {
      const reply = await analytics(artist, query);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().error).toBe(WORKSTATION_MESSAGES.analyticsRangeInvalid);
    }
    const long = await analytics(artist, `?from=${addDays(today, -366)}&to=${today}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe(WORKSTATION_MESSAGES.analyticsRangeMax);
    const year = await analytics(artist, `?from=${addDays(today, -365)}&to=${today}`);
    expect(year.statusCode).toBe(200);
    expect(year.json().result.series).toHaveLength(366);
  });

  it('refuses visitors and listeners, and shows each artist only their own figures', async () => {
    expect((await analytics(null)).statusCode).toBe(401);
    const listener = await analytics(mumbaiFan);
    expect(listener.statusCode).toBe(403);
    expect(listener.json().error).toBe(WORKSTATION_MESSAGES.artistsOnly);
    expect((await t.app.inject({ url: '/api/analytics/export_csv', headers: mumbaiFan.headers })).statusCode).toBe(403);
    const own = (await analytics(other, `?range=7&slug=${artist.slug}`)).json().result;
    expect(own.totals).toEqual({
      song_plays: 0,
      video_plays: 0,
      claps: 0,
      followers_gained: 0,
      followers_lost: 0,
      profile_views: 0,
    });
    expect(own.songs).toEqual([]);
  });

  it('reads days as UTC calendar days', () => {
    expect(toDay(new Date('2030-03-12T23:59:59.999Z'))).toBe('2030-03-12');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
  });
});
