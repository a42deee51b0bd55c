import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_KEEP } from '@indiwave/domain/constants';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildAlbum, buildSong, buildVideo } from '../../../test/catalog-factories.ts';
import { issueKey, buildPerson, type Person } from '../../../test/social.ts';

let t: TestApp;
let artist: Person;
let listener: Person;

beforeAll(async () => {
  t = await createTestApp();
  [artist, listener] = await Promise.all([buildPerson(t.db, t.platform.clock, { type: 'Artist', first_name: 'Asha', last_name: 'Menon' }), buildPerson(t.db, t.platform.clock, { type: 'Listener' })]);
});
afterAll(async () => {
  await t.close();
});

const logPlay = (payload: Record<string, unknown>, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/activity_logger', headers, payload });

describe('activity_logger (spec 2 §7: slug and type → id)', () => {
  it('records anonymous and signed-in plays; the song page and its album show them', async () => {
    const track = await buildSong(t.db, artist.id);
    const album = await buildAlbum(t.db, artist.id, [track.id]);
    const first = await logPlay({ slug: track.slug, type: 'song' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, id: expect.any(Number) });
    const second = await logPlay({ slug: track.slug, type: 'song' }, listener.headers);
    expect(second.json().id).toBeGreaterThan(first.json().id);
    expect((await t.app.inject({ url: `/api/song/${track.slug}` })).json().result.song_plays).toBe(2);
    expect((await t.app.inject({ url: `/api/album_details/${album.slug}` })).json().result.play_count).toBe(2);
    await logPlay({ slug: album.slug, type: 'album' });
    expect((await t.app.inject({ url: `/api/album_details/${album.slug}` })).json().result.play_count).toBe(3);
    const row = await t.db.selectFrom('plays').selectAll().where('id', '=', second.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: listener.id, item_type: 'song', event: 'play' });
  });

  it('a video play counts a view; its close is logged and counts nothing', async () => {
    const video = await buildVideo(t.db, artist.id);
    await logPlay({ slug: video.slug, type: 'video', event: 'play' });
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
