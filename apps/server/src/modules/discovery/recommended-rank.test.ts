import { listenTo } from '../../../test/plays.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOMMENDED_HALF_LIFE_DAYS } from '@indiwave/domain/constants';
import { createManualClock } from '../../platform/clock/clock.port.ts';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildAlbum, buildSong, buildVideo } from '../../../test/catalog-factories.ts';
import { buildPerson, type Person } from '../../../test/social.ts';

/**
 * The stored 'recommended' rank (migrations/013-recommended-rank.ts) lists in exactly the order
 * of the score it stands for, (plays + 2 × claps + 1) / 2^(age days / half-life), computed here
 * the original way; and a play or clap moves an item at once.
 */
const NOW = new Date('2030-01-01T00:00:00.000Z');
const clock = createManualClock(NOW);
let t: TestApp;
let artist: Person;
let fan: Person;

type Counted = { id: number; title: string; plays: number; claps: number; releasedAt: string };

/** The original formula, at the clock's time. */
const score = (item: Counted) => (item.plays + 2 * item.claps + 1) / 2 ** ((NOW.getTime() - Date.parse(item.releasedAt)) / 86_400_000 / RECOMMENDED_HALF_LIFE_DAYS);
/** Highest score first; ties: latest release, then (within a kind) highest id. */
const byScore = (a: Counted & { kind?: string }, b: Counted & { kind?: string }) =>
  score(b) - score(a) || b.releasedAt.localeCompare(a.releasedAt) || (a.kind ?? '').localeCompare(b.kind ?? '') || b.id - a.id;
const titles = (results: { title: string }[]) => results.map((item) => item.title);

/** Varied but repeatable counts and ages (a linear congruential sequence). */
function createDraw(seed: number) {
  let state = seed;
  return (below: number) => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) % below;
}
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();
const get = async (url: string, query: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp({ platform: { clock } });
  [artist, fan] = await Promise.all([buildPerson(t.db, clock, { type: 'Artist', first_name: 'Rank', last_name: 'Order' }), buildPerson(t.db, clock, { type: 'Listener' })]);
  const draw = createDraw(2030);
  // Songs from an hour to a year and a half old, a few hits and many quiet ones; one scheduled
  // release already out (ranked by its release date), and two exact twins (tied: id decides).
  for (let i = 0; i < 14; i++) {
    const song = await buildSong(t.db, artist.id, { title: `Song ${i}` });
    const quiet = draw(3) === 0;
    await t.db.updateTable('songs').set({ created_at: hoursAgo(1 + draw(24 * 540)), play_count: quiet ? draw(5) : draw(4000), clap_count: quiet ? 0 : draw(300) }).where('id', '=', song.id).execute();
  }
  const twins = [await buildSong(t.db, artist.id, { title: 'Twin A' }), await buildSong(t.db, artist.id, { title: 'Twin B' })];
  await t.db.updateTable('songs').set({ created_at: hoursAgo(200), play_count: 40, clap_count: 3 }).where('id', 'in', twins.map((twin) => twin.id)).execute();
  const released = await buildSong(t.db, artist.id, { title: 'Scheduled Out', isScheduled: true, releaseDate: hoursAgo(30) });
  await t.db.updateTable('songs').set({ created_at: hoursAgo(24 * 90), play_count: 120, clap_count: 10 }).where('id', '=', released.id).execute();
  for (let i = 0; i < 4; i++) {
    const track = await buildSong(t.db, artist.id, { title: `Track ${i}` });
    const album = await buildAlbum(t.db, artist.id, [track.id]);
    const at = hoursAgo(1 + draw(24 * 400));
    await t.db.updateTable('albums').set({ title: `Album ${i}`, created_at: at, published_at: at, play_count: draw(3000), clap_count: draw(200) }).where('id', '=', album.id).execute();
  }
  for (let i = 0; i < 6; i++) {
    const video = await buildVideo(t.db, artist.id);
    await t.db.updateTable('videos').set({ title: `Video ${i}`, created_at: hoursAgo(1 + draw(24 * 400)), view_count: draw(5000), clap_count: draw(100) }).where('id', '=', video.id).execute();
  }
});
afterAll(async () => {
  await t.close();
});

async function storedSongs(): Promise<(Counted & { standalone: boolean })[]> {
  const rows = await t.db.selectFrom('songs').select(['id', 'title', 'play_count', 'clap_count', 'release_date', 'created_at']).select((eb) => eb.exists(eb.selectFrom('album_tracks').select('song_id').whereRef('album_tracks.song_id', '=', 'songs.id')).as('is_track')).where('user_id', '=', artist.id).execute();
  return rows.map((row) => ({ id: row.id, title: row.title, plays: row.play_count, claps: row.clap_count, releasedAt: row.release_date ?? row.created_at, standalone: !row.is_track }));
}
async function storedAlbums(): Promise<Counted[]> {
  const rows = await t.db.selectFrom('albums').select(['id', 'title', 'play_count', 'clap_count', 'release_date', 'published_at', 'created_at']).where('user_id', '=', artist.id).execute();
  return rows.map((row) => ({ id: row.id, title: row.title, plays: row.play_count, claps: row.clap_count, releasedAt: row.release_date ?? row.published_at ?? row.created_at }));
}

describe("the stored 'recommended' rank keeps the score's order", () => {
  it('songs-listing/best: every song in the order of the original formula', async () => {
    const expected = (await storedSongs()).sort(byScore).map((song) => song.title);
    expect(expected).toHaveLength(21);
    expect(expected.indexOf('Twin B')).toBe(expected.indexOf('Twin A') - 1);
    expect(titles((await get('/api/songs-listing/best')).results)).toEqual(expected.slice(0, 20));
    expect(titles((await get('/api/songs-listing/best', { offset: '15', limit: '10' })).results)).toEqual(expected.slice(15));
  });

  it('albums and the mixed list (standalone songs and albums) in the order of the original formula', async () => {
    const albums = await storedAlbums();
    expect(titles((await get('/api/songs-listing/album', { type: 'best' })).results)).toEqual([...albums].sort(byScore).map((album) => album.title));
    const mixed = [...(await storedSongs()).filter((song) => song.standalone).map((song) => ({ ...song, kind: 'song' })), ...albums.map((album) => ({ ...album, kind: 'album' }))].sort(byScore).map((item) => item.title);
    expect(titles((await get('/api/v2/songs-listing/best')).results)).toEqual(mixed.slice(0, 20));
    expect(titles((await get('/api/v2/songs-listing/best', { offset: '5', limit: '6' })).results)).toEqual(mixed.slice(5, 11));
  });

  it("videos' 'select' in the order of the original formula", async () => {
    const rows = await t.db.selectFrom('videos').select(['id', 'title', 'view_count', 'clap_count', 'created_at']).where('user_id', '=', artist.id).execute();
    const expected = rows.map((row) => ({ id: row.id, title: row.title, plays: row.view_count, claps: row.clap_count, releasedAt: row.created_at })).sort(byScore);
    expect(titles((await get('/api/v2/indiwavevideos/select')).results)).toEqual(expected.map((video) => video.title));
  });
});

describe('a play or a clap moves an item at once', () => {
  it('songs, albums and videos', async () => {
    const band = await buildPerson(t.db, clock, { type: 'Band', band_name: 'Rising Tide' });
    const from = { from: band.slug };
    const play = async (type: 'song' | 'album' | 'video', slug: string) => expect((await listenTo(t.app, t.db, { type, slug })).isCounted).toBe(true);
    const clap = async (type: string, slug: string, count: number) => expect((await t.app.inject({ method: 'POST', url: '/api/clap', headers: fan.headers, payload: { type, slug, count } })).statusCode).toBe(200);

    // Two new songs: the later one leads while neither is played.
    const [older, newer] = [await buildSong(t.db, band.id, { title: 'Older' }), await buildSong(t.db, band.id, { title: 'Newer' })];
    await t.db.updateTable('songs').set({ created_at: hoursAgo(48) }).where('id', '=', older.id).execute();
    await t.db.updateTable('songs').set({ created_at: hoursAgo(24) }).where('id', '=', newer.id).execute();
    expect(titles((await get('/api/songs-listing/best', from)).results)).toEqual(['Newer', 'Older']);
    await play('song', older.slug);
    expect(titles((await get('/api/songs-listing/best', from)).results)).toEqual(['Older', 'Newer']);
    await clap('song', newer.slug, 2);
    expect(titles((await get('/api/songs-listing/best', from)).results)).toEqual(['Newer', 'Older']);

    const [first, second] = [await buildAlbum(t.db, band.id, []), await buildAlbum(t.db, band.id, [])];
    await t.db.updateTable('albums').set({ title: 'First', published_at: hoursAgo(48) }).where('id', '=', first.id).execute();
    await t.db.updateTable('albums').set({ title: 'Second', published_at: hoursAgo(24) }).where('id', '=', second.id).execute();
    expect(titles((await get('/api/songs-listing/album', { type: 'best', ...from })).results)).toEqual(['Second', 'First']);
    await play('album', first.slug);
    expect(titles((await get('/api/songs-listing/album', { type: 'best', ...from })).results)).toEqual(['First', 'Second']);

    const [early, late] = [await buildVideo(t.db, band.id), await buildVideo(t.db, band.id)];
    await t.db.updateTable('videos').set({ title: 'Early', created_at: hoursAgo(48) }).where('id', '=', early.id).execute();
    await t.db.updateTable('videos').set({ title: 'Late', created_at: hoursAgo(24) }).where('id', '=', late.id).execute();
    expect(titles((await get('/api/v2/indiwavevideos/select', from)).results)).toEqual(['Late', 'Early']);
    await play('video', early.slug);
    expect(titles((await get('/api/v2/indiwavevideos/select', from)).results)).toEqual(['Early', 'Late']);
    await clap('video', late.slug, 1);
    expect(titles((await get('/api/v2/indiwavevideos/select', from)).results)).toEqual(['Late', 'Early']);
  });
});
