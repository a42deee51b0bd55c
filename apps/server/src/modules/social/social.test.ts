import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAP_MAX } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildAlbum, buildSong, buildVideo } from '../../../test/catalog-factories.ts';
import { buildPerson, type Person } from '../../../test/social.ts';

let t: TestApp;
let artist: Person;
let band: Person;
let listener: Person;
let fan: Person;

beforeAll(async () => {
  t = await createTestApp();
  const clock = t.platform.clock;
  [artist, band, listener, fan] = await Promise.all([
    buildPerson(t.db, clock, { type: 'Artist', first_name: 'Asha', last_name: 'Menon' }),
    buildPerson(t.db, clock, { type: 'Band', band_name: 'Monsoon Theory' }),
    buildPerson(t.db, clock, { type: 'Listener', first_name: 'Lena', last_name: 'Listens' }),
    buildPerson(t.db, clock, { type: 'Listener', first_name: 'Farah', last_name: 'Fan' }),
  ]);
});
afterAll(async () => {
  await t.close();
});

const follow = (who: Person, slug: string, task: 'follow' | 'unfollow' = 'follow') => t.app.inject({ method: 'POST', url: '/api/indiwaveuser/followv2', headers: who.headers, payload: { artist_slug: slug, task } });
const clap = (who: Person | null, type: string, slug: string, count = 1) => t.app.inject({ method: 'POST', url: '/api/clap', headers: who?.headers ?? {}, payload: { type, slug, count } });
const readClaps = (who: Person | null, type: string, slug: string) => t.app.inject({ url: `/api/claps?type=${type}&slug=${slug}`, headers: who?.headers ?? {} });

describe('follow (indiwaveuser/followv2, spec 1 §4)', () => {
  it('follows an artist once however often it is asked, and unfollows', async () => {
    const first = await follow(listener, artist.slug);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, result: { is_following: true, followers_count: 1 } });
    expect((await follow(listener, artist.slug)).json().result).toEqual({ is_following: true, followers_count: 1 });
    expect((await follow(fan, artist.slug)).json().result).toEqual({ is_following: true, followers_count: 2 });
    expect((await follow(listener, artist.slug, 'unfollow')).json().result).toEqual({ is_following: false, followers_count: 1 });
    expect((await follow(listener, artist.slug, 'unfollow')).json().result).toEqual({ is_following: false, followers_count: 1 });
    await follow(fan, artist.slug, 'unfollow');
  });

  it('refuses oneself, listeners, unknown people and visitors', async () => {
    const self = await follow(artist, artist.slug);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ success: false, error: MESSAGES.followSelf });
    const toListener = await follow(artist, listener.slug);
    expect(toListener.statusCode).toBe(400);
    expect(toListener.json().error).toBe(MESSAGES.followArtistsOnly);
    expect((await follow(artist, 'nobody-here')).statusCode).toBe(404);
    const visitor = await t.app.inject({ method: 'POST', url: '/api/indiwaveuser/followv2', payload: { artist_slug: artist.slug, task: 'follow' } });
    expect(visitor.statusCode).toBe(401);
    expect((await follow(artist, band.slug, 'unfollow' as const)).statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'POST', url: '/api/indiwaveuser/followv2', headers: fan.headers, payload: { artist_slug: band.slug, task: 'like' } });
    expect(bad.statusCode).toBe(400);
  });

  it('a new follow shows in the followed artist\'s notifications', async () => {
    const follower = await buildPerson(t.db, t.platform.clock, { type: 'Listener', first_name: 'Nina', last_name: 'Notify' });
    expect((await follow(follower, band.slug)).statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/notifications', headers: band.headers });
    expect(res.statusCode, res.body).toBe(200);
    const follows = res.json().results.filter((n: { type: string }) => n.type === 'follow');
    expect(follows).toHaveLength(1);
    expect(follows[0].message.text).toContain('Nina Notify');
    expect(follows[0].message.text).toContain('started following you');
  });

  it('get_follow lists followers and following with paging, newest first, with the viewer\'s flags', async () => {
    const a = await buildPerson(t.db, t.platform.clock, { type: 'Artist', first_name: 'Paged', last_name: 'Artist' });
    const people = [];
    for (let i = 0; i < 3; i++) {
      const person = await buildPerson(t.db, t.platform.clock, { type: 'Listener', first_name: `P${i}`, last_name: 'Person' });
      people.push(person);
      await t.db.insertInto('follows').values({ follower_id: person.id, followed_id: a.id, created_at: `2020-01-0${i + 1}T00:00:00.000Z` }).execute();
    }
    await follow(fan, a.slug);
    const page = await t.app.inject({ url: `/api/get_follow?filter=followers&slug=${a.slug}&offset=1&limit=2`, headers: fan.headers });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().count).toBe(4);
    expect(page.json().results.map((p: { slug: string }) => p.slug)).toEqual([people[2].slug, people[1].slug]);

    const following = await t.app.inject({ url: '/api/get_follow?filter=following', headers: fan.headers });
    const mine = following.json().results.find((p: { slug: string }) => p.slug === a.slug);
    expect(mine).toMatchObject({ name: 'Paged Artist', type: 'Artist', followers_count: 4, is_following: true, is_self: false });

    // Public for any slug; a visitor without a slug has no list of their own.
    expect((await t.app.inject({ url: `/api/get_follow?filter=following&slug=${fan.slug}` })).json().count).toBeGreaterThan(0);
    expect((await t.app.inject({ url: '/api/get_follow?filter=following' })).statusCode).toBe(401);
  });

  it('deleted accounts leave the lists and the counts', async () => {
    const a = await buildPerson(t.db, t.platform.clock, { type: 'Band', band_name: 'Gone Fans' });
    const gone = await buildPerson(t.db, t.platform.clock, { type: 'Listener' });
    await follow(gone, a.slug);
    await follow(fan, a.slug);
    await t.db.updateTable('users').set({ deleted_at: new Date().toISOString() }).where('id', '=', gone.id).execute();
    const list = await t.app.inject({ url: `/api/get_follow?filter=followers&slug=${a.slug}` });
    expect(list.json().count).toBe(1);
    expect(list.json().results.map((p: { slug: string }) => p.slug)).toEqual([fan.slug]);
    expect((await follow(fan, a.slug)).json().result.followers_count).toBe(1);
  });

  it('follow_state answers each slug for the viewer; all false for visitors', async () => {
    await follow(fan, band.slug);
    const res = await t.app.inject({ url: `/api/follow_state?slugs=${band.slug},${artist.slug},nobody`, headers: fan.headers });
    expect(res.json()).toEqual({ success: true, result: { [band.slug]: true, [artist.slug]: false, nobody: false } });
    const visitor = await t.app.inject({ url: `/api/follow_state?slugs=${band.slug}` });
    expect(visitor.json().result).toEqual({ [band.slug]: false });
  });

  it('the song detail shows the artist\'s followers and the viewer\'s follow flag', async () => {
    const song = await buildSong(t.db, band.id);
    const res = await t.app.inject({ url: `/api/song/${song.slug}`, headers: fan.headers });
    expect(res.json().result.artist_id).toMatchObject({ is_following: true, followers_count: expect.any(Number) });
    expect(res.json().result.artist_id.followers_count).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ url: `/api/song/${song.slug}` })).json().result.artist_id.is_following).toBe(false);
  });
});

describe('claps (spec 1 §4, §9: 0 to 50 per person per item)', () => {
  it('adds claps up to 50 and no further; the total counts each person at most 50', async () => {
    const song = await buildSong(t.db, artist.id);
    expect((await clap(fan, 'song', song.slug, 30)).json().result).toEqual({ total_claps: 30, my_claps: 30 });
    expect((await clap(fan, 'song', song.slug, 30)).json().result).toEqual({ total_claps: 50, my_claps: 50 });
    expect((await clap(fan, 'song', song.slug, 1)).json().result).toEqual({ total_claps: 50, my_claps: 50 });
    expect((await clap(listener, 'song', song.slug, 5)).json().result).toEqual({ total_claps: 55, my_claps: 5 });
    expect((await readClaps(fan, 'song', song.slug)).json().result).toEqual({ total_claps: 55, my_claps: 50 });
    expect((await readClaps(null, 'song', song.slug)).json().result).toEqual({ total_claps: 55, my_claps: 0 });
    const detail = (await t.app.inject({ url: `/api/song/${song.slug}`, headers: fan.headers })).json().result;
    expect(detail).toMatchObject({ is_like: 50, song_likes: 55 });
    const player = (await t.app.inject({ url: `/api/song_player/${song.slug}`, headers: listener.headers })).json().result;
    expect(player).toMatchObject({ is_like: 5, song_likes: 55 });
  });

  it(`twenty racing calls of 5 claps from one person end at exactly ${CLAP_MAX}`, async () => {
    const song = await buildSong(t.db, artist.id);
    const replies = await Promise.all(Array.from({ length: 20 }, () => clap(fan, 'song', song.slug, 5)));
    expect(replies.every((res) => res.statusCode === 200)).toBe(true);
    const state = (await readClaps(fan, 'song', song.slug)).json().result;
    expect(state).toEqual({ total_claps: CLAP_MAX, my_claps: CLAP_MAX });
    const row = await t.db.selectFrom('claps').select('amount').where('user_id', '=', fan.id).where('item_id', '=', song.id).where('item_type', '=', 'song').executeTakeFirstOrThrow();
    expect(row.amount).toBe(CLAP_MAX);
  });

  it('two people racing each reach 50: the total is 100, never more', async () => {
    const song = await buildSong(t.db, artist.id);
    await Promise.all([...Array.from({ length: 12 }, () => clap(fan, 'song', song.slug, 5)), ...Array.from({ length: 12 }, () => clap(listener, 'song', song.slug, 5))]);
    expect((await readClaps(null, 'song', song.slug)).json().result.total_claps).toBe(2 * CLAP_MAX);
  });

  it('refuses visitors (401), counts outside 1..50 (400), and private items of others (404)', async () => {
    const song = await buildSong(t.db, artist.id);
    expect((await clap(null, 'song', song.slug)).statusCode).toBe(401);
    expect((await clap(fan, 'song', song.slug, 0)).statusCode).toBe(400);
    expect((await clap(fan, 'song', song.slug, 51)).statusCode).toBe(400);
    expect((await clap(fan, 'lyric', song.slug)).statusCode).toBe(400);
    const hidden = await buildSong(t.db, artist.id, { isPublic: false });
    expect((await clap(fan, 'song', hidden.slug)).statusCode).toBe(404);
    expect((await readClaps(fan, 'song', hidden.slug)).statusCode).toBe(404);
    expect((await clap(artist, 'song', hidden.slug, 2)).json().result).toEqual({ total_claps: 2, my_claps: 2 });
  });

  it('claps albums and videos; album and video replies show the viewer\'s claps', async () => {
    const track = await buildSong(t.db, band.id);
    const album = await buildAlbum(t.db, band.id, [track.id]);
    const video = await buildVideo(t.db, band.id);
    expect((await clap(fan, 'album', album.slug, 7)).json().result).toEqual({ total_claps: 7, my_claps: 7 });
    expect((await clap(fan, 'video', video.slug, 3)).json().result).toEqual({ total_claps: 3, my_claps: 3 });
    expect((await t.app.inject({ url: `/api/album_details/${album.slug}`, headers: fan.headers })).json().result).toMatchObject({ is_like: 7, likes_count: 7 });
    expect((await t.app.inject({ url: `/api/video/${video.slug}`, headers: fan.headers })).json().result).toMatchObject({ is_like: 3, video_likes: 3 });
    const privateVideo = await buildVideo(t.db, band.id, { isPublic: false });
    expect((await clap(fan, 'video', privateVideo.slug)).statusCode).toBe(404);
  });

  it('a clap notifies the owner once per group; claps past 50 notify nobody', async () => {
    const owner = await buildPerson(t.db, t.platform.clock, { type: 'Artist', first_name: 'Clap', last_name: 'Target' });
    const song = await buildSong(t.db, owner.id, { title: 'Rain Song' });
    await clap(fan, 'song', song.slug, 50);
    await clap(listener, 'song', song.slug, 1);
    const res = await t.app.inject({ url: '/api/notifications', headers: owner.headers });
    const claps = res.json().results.filter((n: { type: string }) => n.type === 'clap');
    expect(claps).toHaveLength(1);
    expect(claps[0].actors_count).toBe(2);
    expect(claps[0].message.text).toContain('Rain Song');
    const before = res.json().count;
    await clap(fan, 'song', song.slug, 5);
    expect((await t.app.inject({ url: '/api/notifications', headers: owner.headers })).json().count).toBe(before);
  });
});

describe('library: liked_* lists (signed-in, newest clap first, privacy respected)', () => {
  it('lists clapped songs, albums and videos; hidden and deleted items drop out', async () => {
    const person = await buildPerson(t.db, t.platform.clock, { type: 'Listener' });
    const [s1, s2, s3] = [await buildSong(t.db, artist.id, { title: 'One' }), await buildSong(t.db, artist.id, { title: 'Two' }), await buildSong(t.db, artist.id, { title: 'Three' })];
    for (const song of [s1, s2, s3]) await clap(person, 'song', song.slug, 1);
    // Claps made at distinct times: the newest first clap leads.
    await t.db.updateTable('claps').set({ created_at: '2030-01-01T00:00:00.000Z' }).where('user_id', '=', person.id).where('item_id', '=', s1.id).execute();
    await t.db.updateTable('claps').set({ created_at: '2030-01-02T00:00:00.000Z' }).where('user_id', '=', person.id).where('item_id', '=', s2.id).execute();
    await t.db.updateTable('claps').set({ created_at: '2030-01-03T00:00:00.000Z' }).where('user_id', '=', person.id).where('item_id', '=', s3.id).execute();
    const songs = await t.app.inject({ url: '/api/indiwaveuser/liked_songs', headers: person.headers });
    expect(songs.statusCode, songs.body).toBe(200);
    expect(songs.json().count).toBe(3);
    expect(songs.json().results.map((s: { song_slug: string }) => s.song_slug)).toEqual([s3.slug, s2.slug, s1.slug]);
    expect(songs.json().results[0]).toMatchObject({ user_claps: 1, song_claps: 1, is_album: false });
    const paged = await t.app.inject({ url: '/api/indiwaveuser/liked_songs?offset=1&limit=1', headers: person.headers });
    expect(paged.json().results.map((s: { song_slug: string }) => s.song_slug)).toEqual([s2.slug]);

    await t.db.updateTable('songs').set({ is_public: 0 }).where('id', '=', s2.id).execute();
    await t.db.deleteFrom('songs').where('id', '=', s3.id).execute();
    const after = await t.app.inject({ url: '/api/indiwaveuser/liked_songs', headers: person.headers });
    expect(after.json().results.map((s: { song_slug: string }) => s.song_slug)).toEqual([s1.slug]);
    expect(after.json().count).toBe(1);

    const track = await buildSong(t.db, band.id);
    const album = await buildAlbum(t.db, band.id, [track.id]);
    const video = await buildVideo(t.db, band.id);
    await clap(person, 'album', album.slug, 2);
    await clap(person, 'video', video.slug, 4);
    const albums = (await t.app.inject({ url: '/api/indiwaveuser/liked_albums', headers: person.headers })).json();
    expect(albums.results).toEqual([expect.objectContaining({ album_slug: album.slug, is_album: true, user_claps: 2, song_slug: track.slug })]);
    const videos = (await t.app.inject({ url: '/api/indiwaveuser/liked_videos', headers: person.headers })).json();
    expect(videos.results).toEqual([expect.objectContaining({ slug_uservideo: video.slug, is_like: 4 })]);
    expect((await t.app.inject({ url: '/api/indiwaveuser/liked_playlists', headers: person.headers })).json()).toEqual({ success: true, results: [], count: 0 });
    expect((await t.app.inject({ url: '/api/indiwaveuser/liked_songs' })).statusCode).toBe(401);
  });
});
