import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAY_COUNT_LISTEN_MS, PLAY_COUNT_WINDOW_MS, QUEUE_KEEP, RATE_LIMITS } from '@indiwave/domain/constants';
import { requiredListeningMs } from '@indiwave/domain/rules/play-count';
import { createManualClock } from '../../platform/clock/clock.port.ts';
import { listenTo } from '../../../test/plays.ts';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildAlbum, buildSong, buildVideo } from '../../../test/catalog-factories.ts';
import { issueKey, buildPerson, type Person } from '../../../test/social.ts';

const clock = createManualClock(new Date());
let t: TestApp;
let artist: Person;
let listener: Person;

beforeAll(async () => {
  t = await createTestApp({ platform: { clock } });
  [artist, listener] = await Promise.all([buildPerson(t.db, t.platform.clock, { type: 'Artist', first_name: 'Asha', last_name: 'Menon' }), buildPerson(t.db, t.platform.clock, { type: 'Listener' })]);
});
afterAll(async () => {
  await t.close();
});

const logPlay = (payload: Record<string, unknown>, headers: Record<string, string> = {}, remoteAddress = '10.14.0.1') => t.app.inject({ method: 'POST', url: '/api/activity_logger', headers, payload, remoteAddress });

describe('activity_logger (spec 2 §7: slug and type → id)', () => {
  it('records anonymous and signed-in plays; the song page and its album show them once listened to', async () => {
    const track = await buildSong(t.db, artist.id);
    const album = await buildAlbum(t.db, artist.id, [track.id]);
    const first = await logPlay({ slug: track.slug, type: 'song' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, id: expect.any(Number), is_counted: false });
    const row = await t.db.selectFrom('plays').selectAll().where('id', '=', first.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, item_type: 'song', event: 'play', counted_at: null });

    expect(await listenTo(t.app, t.db, { slug: track.slug, type: 'song' })).toMatchObject({ isCounted: true });
    expect(await listenTo(t.app, t.db, { slug: track.slug, type: 'song', headers: listener.headers })).toMatchObject({ isCounted: true });
    expect((await t.app.inject({ url: `/api/song/${track.slug}` })).json().result.song_plays).toBe(2);
    expect((await t.app.inject({ url: `/api/album_details/${album.slug}` })).json().result.play_count).toBe(2);
    await listenTo(t.app, t.db, { slug: album.slug, type: 'album' });
    expect((await t.app.inject({ url: `/api/album_details/${album.slug}` })).json().result.play_count).toBe(3);
  });

  it('a video play counts a view once listened; its close is logged and counts nothing', async () => {
    const video = await buildVideo(t.db, artist.id);
    await listenTo(t.app, t.db, { slug: video.slug, type: 'video' });
    const close = await logPlay({ slug: video.slug, type: 'video', event: 'video_close' });
    expect(close.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/video/${video.slug}` })).json().result.video_views).toBe(1);
  });

  it('refuses private items of others, unknown slugs and bad types', async () => {
    const hidden = await buildSong(t.db, artist.id, { isPublic: false });
    expect((await logPlay({ slug: hidden.slug, type: 'song' })).statusCode).toBe(404);
    expect((await logPlay({ slug: hidden.slug, type: 'song' }, artist.headers)).statusCode).toBe(200);
    expect((await logPlay({ slug: 'no-such-song', type: 'song' })).statusCode).toBe(404);
    expect((await logPlay({ slug: hidden.slug, type: 'podcast' })).statusCode).toBe(400);
    expect((await logPlay({ slug: hidden.slug, type: 'song', event: 'listened' }, artist.headers)).statusCode).toBe(400);
  });
});

describe('honest play counts (issue 14 item 4)', () => {
  const playCount = async (slug: string) => (await t.db.selectFrom('songs').select('play_count').where('slug', '=', slug).executeTakeFirstOrThrow()).play_count;

  it('200 anonymous calls in a second move nothing: starts do not count, and the listener is rate-limited', async () => {
    const song = await buildSong(t.db, artist.id);
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) statuses.push((await logPlay({ slug: song.slug, type: 'song' }, {}, '10.14.4.1')).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMITS.playLogPerListener.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - RATE_LIMITS.playLogPerListener.max);
    expect(await playCount(song.slug)).toBe(0);
    expect((await t.app.inject({ url: `/api/song/${song.slug}` })).json().result.song_plays).toBe(0);
  });

  it('a play counts only after real listening time has passed since its start', async () => {
    const song = await buildSong(t.db, artist.id, { durationMs: 200_000 });
    const start = (await logPlay({ slug: song.slug, type: 'song' }, listener.headers)).json().id as number;
    const early = await logPlay({ slug: song.slug, type: 'song', event: 'listened', id: start }, listener.headers);
    expect(early.json()).toEqual({ success: true, id: start, is_counted: false });
    clock.advance(PLAY_COUNT_LISTEN_MS - 1_000);
    expect((await logPlay({ slug: song.slug, type: 'song', event: 'listened', id: start }, listener.headers)).json().is_counted).toBe(false);
    clock.advance(1_000);
    expect((await logPlay({ slug: song.slug, type: 'song', event: 'listened', id: start }, listener.headers)).json().is_counted).toBe(true);
    // Confirming again changes nothing.
    expect((await logPlay({ slug: song.slug, type: 'song', event: 'listened', id: start }, listener.headers)).json().is_counted).toBe(true);
    expect(await playCount(song.slug)).toBe(1);
  });

  it('a short song counts once heard through (its length, less two seconds)', async () => {
    const song = await buildSong(t.db, artist.id, { durationMs: 12_000 });
    const start = (await logPlay({ slug: song.slug, type: 'song' }, listener.headers)).json().id as number;
    clock.advance(requiredListeningMs(12_000));
    expect(requiredListeningMs(12_000)).toBe(10_000);
    expect((await logPlay({ slug: song.slug, type: 'song', event: 'listened', id: start }, listener.headers)).json().is_counted).toBe(true);
  });

  it('once per listener and song within the window; other listeners count; the window ends', async () => {
    const song = await buildSong(t.db, artist.id);
    expect((await listenTo(t.app, t.db, { slug: song.slug, type: 'song', headers: listener.headers })).isCounted).toBe(true);
    expect((await listenTo(t.app, t.db, { slug: song.slug, type: 'song', headers: listener.headers })).isCounted).toBe(false);
    // A visitor is an address and a device.
    expect((await listenTo(t.app, t.db, { slug: song.slug, type: 'song', remoteAddress: '10.14.5.1' })).isCounted).toBe(true);
    expect((await listenTo(t.app, t.db, { slug: song.slug, type: 'song', remoteAddress: '10.14.5.1' })).isCounted).toBe(false);
    expect((await listenTo(t.app, t.db, { slug: song.slug, type: 'song', remoteAddress: '10.14.5.2' })).isCounted).toBe(true);
    expect(await playCount(song.slug)).toBe(3);
    clock.advance(PLAY_COUNT_WINDOW_MS);
    expect((await listenTo(t.app, t.db, { slug: song.slug, type: 'song', headers: listener.headers })).isCounted).toBe(true);
    expect(await playCount(song.slug)).toBe(4);
  });

  it('racing confirmations of one listener count once', async () => {
    const song = await buildSong(t.db, artist.id);
    const starts = await Promise.all(Array.from({ length: 5 }, async () => (await logPlay({ slug: song.slug, type: 'song' }, listener.headers)).json().id as number));
    clock.advance(PLAY_COUNT_LISTEN_MS);
    const confirms = await Promise.all(starts.map((id) => logPlay({ slug: song.slug, type: 'song', event: 'listened', id }, listener.headers)));
    expect(confirms.filter((reply) => reply.json().is_counted === true)).toHaveLength(1);
    expect(await playCount(song.slug)).toBe(1);
  });

  it("another listener cannot confirm someone else's play, nor a play of another item", async () => {
    const [song, other] = [await buildSong(t.db, artist.id), await buildSong(t.db, artist.id)];
    const start = (await logPlay({ slug: song.slug, type: 'song' }, listener.headers)).json().id as number;
    clock.advance(PLAY_COUNT_LISTEN_MS);
    expect((await logPlay({ slug: song.slug, type: 'song', event: 'listened', id: start }, {}, '10.14.6.1')).statusCode).toBe(404);
    expect((await logPlay({ slug: other.slug, type: 'song', event: 'listened', id: start }, listener.headers)).statusCode).toBe(404);
    expect(await playCount(song.slug)).toBe(0);
  });

  it("a release not out yet plays for nobody but its owner: others' plays are refused and never reach the owner's analytics", async () => {
    const upcoming = await buildSong(t.db, artist.id, { isPublic: false, isScheduled: true, releaseDate: new Date(clock.now().getTime() + 7 * 86_400_000).toISOString() });
    // Its page shows (the pre-save page), but it cannot be played.
    expect((await t.app.inject({ url: `/api/song/${upcoming.slug}` })).statusCode).toBe(200);
    expect((await logPlay({ slug: upcoming.slug, type: 'song' }, {}, '10.14.7.1')).statusCode).toBe(404);
    expect((await logPlay({ slug: upcoming.slug, type: 'song' }, listener.headers)).statusCode).toBe(404);
    expect(await playCount(upcoming.slug)).toBe(0);
    const analytics = await t.db.selectFrom('analytics_item_daily').select('plays').where('item_type', '=', 'song').where('item_id', '=', upcoming.id).execute();
    expect(analytics).toEqual([]);
  });
});

describe('queue (spec 1 §4: follows the person to another device)', () => {
  it('saved on one session, read on another, in order with the player fields', async () => {
    const songs = [await buildSong(t.db, artist.id, { title: 'One' }), await buildSong(t.db, artist.id, { title: 'Two' })];
    const save = await t.app.inject({ method: 'PUT', url: '/api/queue', headers: listener.headers, payload: { slugs: [songs[1].slug, songs[0].slug] } });
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json()).toEqual({ success: true });
    const otherDevice = await issueKey(t.db, t.platform.clock, listener.id);
    const res = await t.app.inject({ url: '/api/queue', headers: otherDevice.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((item: { slug_usersong: string }) => item.slug_usersong)).toEqual([songs[1].slug, songs[0].slug]);
    expect(res.json().results[0]).toMatchObject({ title: 'Two', name: 'Asha Menon', full_name: 'Asha Menon', artist_slug: artist.slug, song_slug: songs[1].slug, song: expect.stringMatching(/^\/media\//), user_claps: 0, song_claps: 0 });
  });

  it(`keeps the last ${QUEUE_KEEP}, drops songs that turned private or were deleted, and is for signed-in people only`, async () => {
    const many = [];
    for (let i = 0; i < QUEUE_KEEP + 3; i++) many.push(await buildSong(t.db, artist.id));
    await t.app.inject({ method: 'PUT', url: '/api/queue', headers: listener.headers, payload: { slugs: [...many.map((song) => song.slug), 'unknown-song'] } });
    let queue = (await t.app.inject({ url: '/api/queue', headers: listener.headers })).json().results.map((item: { slug_usersong: string }) => item.slug_usersong);
    expect(queue).toEqual(many.slice(-(QUEUE_KEEP - 1)).map((song) => song.slug));
    await t.db.updateTable('songs').set({ is_public: 0 }).where('id', '=', many[QUEUE_KEEP].id).execute();
    await t.db.deleteFrom('songs').where('id', '=', many[QUEUE_KEEP + 1].id).execute();
    queue = (await t.app.inject({ url: '/api/queue', headers: listener.headers })).json().results.map((item: { slug_usersong: string }) => item.slug_usersong);
    expect(queue).not.toContain(many[QUEUE_KEEP].slug);
    expect(queue).not.toContain(many[QUEUE_KEEP + 1].slug);
    expect(queue).toHaveLength(QUEUE_KEEP - 3);
    expect((await t.app.inject({ url: '/api/queue' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/queue', payload: { slugs: [] } })).statusCode).toBe(401);
  });
});
