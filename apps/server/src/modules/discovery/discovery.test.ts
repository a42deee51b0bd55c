import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock/clock.port.ts';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildAlbum, buildSong, buildVideo, type BuiltItem } from '../../../test/catalog-factories.ts';
import { buildUser, signIn, tokenHeader, type BuiltUser } from '../../../test/factories.ts';
import { createSearchIndex } from '../search/search-index.service.ts';

const clock = createManualClock(new Date('2030-01-01T00:00:00.000Z'));
let t: TestApp;
let artist: BuiltUser;
let band: BuiltUser;
let quiet: BuiltUser;
let listenerKey: string;
let genres: { id: number; slug: string }[];
let languages: { id: number; slug: string }[];
const songs: Record<string, BuiltItem> = {};

/** Sets when an item came out and its counts, so orders are exact. */
async function setSong(item: BuiltItem, values: { created_at?: string; play_count?: number; clap_count?: number; genre?: number; language?: number }) {
  const { genre, language, ...columns } = values;
  if (Object.keys(columns).length) await t.db.updateTable('songs').set(columns).where('id', '=', item.id).execute();
  if (genre) await t.db.insertInto('song_genres').values({ song_id: item.id, genre_id: genre, position: 1 }).execute();
  if (language) await t.db.insertInto('song_languages').values({ song_id: item.id, language_id: language, position: 1 }).execute();
}
const day = (n: number) => new Date(Date.UTC(2029, 11, 31 - n)).toISOString();
const names = (results: { title?: string; name?: string }[]) => results.map((item) => item.title ?? item.name);
const get = async (url: string, query: Record<string, string | string[]> = {}, key?: string) => {
  const res = await t.app.inject({ url, query, headers: key ? tokenHeader(key) : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp({ platform: { clock } });
  genres = await t.db.selectFrom('genres').select(['id', 'slug']).orderBy('id').limit(3).execute();
  languages = await t.db.selectFrom('languages').select(['id', 'slug']).orderBy('id').limit(2).execute();
  const city = await t.db.selectFrom('cities').select(['id', 'name']).orderBy('id').limit(1).executeTakeFirstOrThrow();
  artist = await buildUser(t.db, { type: 'Artist', first_name: 'Asha', last_name: 'Menon', city_id: city.id, created_at: day(40) });
  band = await buildUser(t.db, { type: 'Band', first_name: 'Kiran', last_name: 'Rao', band_name: 'Monsoon Theory', other_city: 'Shillong', created_at: day(30) });
  quiet = await buildUser(t.db, { type: 'Artist', first_name: 'Quiet', last_name: 'Player', created_at: day(20) });
  const listener = await buildUser(t.db, { type: 'Listener', first_name: 'Lina' });
  const ghost = await buildUser(t.db, { type: 'Artist', first_name: 'Ghost', last_name: 'Writer', deleted_at: '2029-01-01T00:00:00.000Z' });
  const team = await t.db.selectFrom('users').select('id').where('slug', '=', 'indiwave-team').executeTakeFirstOrThrow();
  listenerKey = await signIn(t.app, listener.email);
  await t.db.insertInto('user_genres').values([{ user_id: artist.id, genre_id: genres[0].id }, { user_id: band.id, genre_id: genres[1].id }]).execute();
  await t.db.insertInto('user_languages').values({ user_id: band.id, language_id: languages[1].id }).execute();
  await t.db.insertInto('artist_preferences').values({ user_id: band.id, preference: 'gigs' }).execute();
  // The band has two followers, Asha one.
  await t.db.insertInto('follows').values([{ follower_id: listener.id, followed_id: band.id, created_at: day(1) }, { follower_id: artist.id, followed_id: band.id, created_at: day(1) }, { follower_id: listener.id, followed_id: quiet.id, created_at: day(1) }]).execute();

  songs.newest = await buildSong(t.db, artist.id, { title: 'Newest Song' });
  await setSong(songs.newest, { created_at: day(1), genre: genres[0].id, language: languages[0].id });
  songs.popular = await buildSong(t.db, band.id, { title: 'Popular Song' });
  await setSong(songs.popular, { created_at: day(10), play_count: 500, clap_count: 100, genre: genres[1].id, language: languages[1].id });
  songs.oldHit = await buildSong(t.db, band.id, { title: 'Old Hit' });
  await setSong(songs.oldHit, { created_at: '2027-01-01T00:00:00.000Z', play_count: 600, clap_count: 100, genre: genres[1].id });
  songs.middle = await buildSong(t.db, artist.id, { title: 'Middle Song' });
  await setSong(songs.middle, { created_at: day(5), play_count: 10, genre: genres[0].id });
  songs.secret = await buildSong(t.db, artist.id, { title: 'Secret Song', isPublic: false });
  songs.soon = await buildSong(t.db, artist.id, { title: 'Soon Song', isScheduled: true, releaseDate: '2030-03-01T00:00:00.000Z' });
  songs.out = await buildSong(t.db, artist.id, { title: 'Released Song', isScheduled: true, releaseDate: day(3) });
  await setSong(songs.out, { created_at: day(50) });
  songs.ghost = await buildSong(t.db, ghost.id, { title: 'Ghost Song' });
  songs.team = await buildSong(t.db, team.id, { title: 'Team Song' });
  await setSong(songs.team, { created_at: day(60) });
  await setSong(songs.ghost, { created_at: day(0) });
  const track = await buildSong(t.db, band.id, { title: 'Album Track' });
  await setSong(track, { created_at: day(8) });
  songs.album = await buildAlbum(t.db, band.id, [track.id]);
  await t.db.updateTable('albums').set({ title: 'Deccan Plateau', created_at: day(8), published_at: day(8) }).where('id', '=', songs.album.id).execute();
  songs.video = await buildVideo(t.db, band.id);
  await t.db.updateTable('videos').set({ title: 'Band Video', created_at: day(2) }).where('id', '=', songs.video.id).execute();
  const hidden = await buildVideo(t.db, artist.id, { isPublic: false });
  await t.db.updateTable('videos').set({ title: 'Hidden Video' }).where('id', '=', hidden.id).execute();
  const popularVideo = await buildVideo(t.db, artist.id);
  await t.db.updateTable('videos').set({ title: 'Viral Video', created_at: day(9), view_count: 900 }).where('id', '=', popularVideo.id).execute();
  await createSearchIndex({ db: t.db, dialect: t.dialect, config: t.config, clock }).rebuild();
});
afterAll(async () => {
  await t.close();
});

describe('songs-listing (spec 2 §7, §9: new → fresh, best → recommended)', () => {
  it("'new' is every song anyone may play, newest release first; never private, not yet out, or a deleted account's", async () => {
    const reply = await get('/api/songs-listing/new');
    expect(reply.order).toBe('fresh');
    expect(names(reply.results)).toEqual(['Newest Song', 'Released Song', 'Middle Song', 'Album Track', 'Popular Song', 'Team Song', 'Old Hit']);
    expect(reply.count).toBe(7);
    expect(reply.results[0]).toMatchObject({ artist: 'Asha Menon', artist_slug: artist.slug, song_slug: songs.newest.slug, is_album: false });
  });

  it("'best' ranks by plays and claps with recency: a big old hit falls below a recent one", async () => {
    const reply = await get('/api/songs-listing/best');
    expect(reply.order).toBe('recommended');
    expect(names(reply.results).slice(0, 3)).toEqual(['Popular Song', 'Middle Song', 'Newest Song']);
    expect(names(reply.results).indexOf('Old Hit')).toBeGreaterThan(names(reply.results).indexOf('Popular Song'));
    expect((await get('/api/songs-listing/recommended')).results).toEqual(reply.results);
  });

  it('pages 20 by default, and by offset and limit', async () => {
    expect((await get('/api/songs-listing/new', { limit: '2', offset: '1' })).results.map((item: { title: string }) => item.title)).toEqual(['Released Song', 'Middle Song']);
    const res = await t.app.inject({ url: '/api/songs-listing/new', query: { limit: '51' } });
    expect(res.statusCode).toBe(400);
  });

  it('filters by genre (ids or slugs, one or several) and language, more like a song, and from an artist', async () => {
    expect(names((await get('/api/songs-listing/new', { genre: String(genres[0].id) })).results)).toEqual(['Newest Song', 'Middle Song']);
    expect(names((await get('/api/songs-listing/new', { genre: `${genres[0].slug},${genres[1].slug}` })).results)).toEqual(['Newest Song', 'Middle Song', 'Popular Song', 'Old Hit']);
    expect(names((await get('/api/songs-listing/new', { genre: [String(genres[0].id), String(genres[1].id)], language: languages[1].slug })).results)).toEqual(['Popular Song']);
    expect(names((await get('/api/songs-listing/new', { more: songs.newest.slug })).results)).toEqual(['Middle Song']);
    expect(names((await get('/api/songs-listing/new', { from: band.slug })).results)).toEqual(['Album Track', 'Popular Song', 'Old Hit']);
    expect((await get('/api/songs-listing/new', { genre: 'no-such-genre' })).count).toBe(0);
  });

  it('refuses an unknown type', async () => {
    expect((await t.app.inject({ url: '/api/songs-listing/worst' })).statusCode).toBe(400);
  });
});

describe('v2 releases and the album listing', () => {
  it('v2 holds standalone songs and albums together; tracks stay in their album', async () => {
    const reply = await get('/api/v2/songs-listing/new');
    expect(names(reply.results)).toEqual(['Newest Song', 'Released Song', 'Middle Song', 'Deccan Plateau', 'Popular Song', 'Team Song', 'Old Hit']);
    expect(reply.results[3]).toMatchObject({ is_album: true, album_slug: songs.album.slug, album_tracks: 1 });
  });

  it("songs-listing/album lists published albums in the query's order", async () => {
    const reply = await get('/api/songs-listing/album', { type: 'best' });
    expect(reply).toMatchObject({ order: 'recommended', count: 1 });
    expect(reply.results[0]).toMatchObject({ title: 'Deccan Plateau', is_album: true });
    await t.db.updateTable('albums').set({ is_public: 0 }).where('id', '=', songs.album.id).execute();
    expect((await get('/api/songs-listing/album')).count).toBe(0);
    await t.db.updateTable('albums').set({ is_public: 1 }).where('id', '=', songs.album.id).execute();
  });
});

describe('video listings', () => {
  it('indiwavevideos: public videos newest first; v2 best/select by views', async () => {
    expect(names((await get('/api/indiwavevideos')).results)).toEqual(['Band Video', 'Viral Video']);
    const best = await get('/api/v2/indiwavevideos/best');
    expect(best.order).toBe('recommended');
    expect(names(best.results)).toEqual(['Viral Video', 'Band Video']);
    expect(names((await get('/api/v2/indiwavevideos/select')).results)).toEqual(['Viral Video', 'Band Video']);
    expect(names((await get('/api/v2/indiwavevideos/new', { from: artist.slug })).results)).toEqual(['Viral Video']);
  });
});

describe('artist directory', () => {
  it('lists artists and bands, most followed first; never listeners, the team or deleted accounts', async () => {
    const reply = await get('/api/artist_listing', {}, listenerKey);
    expect(names(reply.results)).toEqual(['Monsoon Theory', 'Quiet Player', 'Asha Menon']);
    expect(reply.results[0]).toMatchObject({ type: 'Band', band_name: 'Monsoon Theory', followers_count: 2, is_following: true, city: 'Shillong', genres: [{ id: genres[1].id }] });
    expect(reply.results[2]).toMatchObject({ songs_count: 3, videos_count: 1, is_following: false });
  });

  it('filters by genre, language, purpose, city (id or name) and keyword', async () => {
    const city = await t.db.selectFrom('cities').select(['id', 'name']).orderBy('id').limit(1).executeTakeFirstOrThrow();
    expect(names((await get('/api/artist_listing', { genre: genres[0].slug })).results)).toEqual(['Asha Menon']);
    expect(names((await get('/api/artist_listing', { language: String(languages[1].id) })).results)).toEqual(['Monsoon Theory']);
    expect(names((await get('/api/artist_listing', { purpose: 'gigs' })).results)).toEqual(['Monsoon Theory']);
    expect(names((await get('/api/artist_listing', { purpose: 'teaching' })).results)).toEqual([]);
    expect(names((await get('/api/artist_listing', { city: String(city.id) })).results)).toEqual(['Asha Menon']);
    expect(names((await get('/api/artist_listing', { city: city.name.toUpperCase() })).results)).toEqual(['Asha Menon']);
    expect(names((await get('/api/artist_listing', { city: 'shillong' })).results)).toEqual(['Monsoon Theory']);
    expect(names((await get('/api/artist_listing', { keyword: 'men' })).results)).toEqual(['Asha Menon']);
    expect((await t.app.inject({ url: '/api/artist_listing', query: { purpose: 'busking' } })).statusCode).toBe(400);
  });

  it('artist_listing_search ranks by the keyword match', async () => {
    const reply = await get('/api/artist_listing_search', { keyword: 'monsoon' });
    expect(names(reply.results)).toEqual(['Monsoon Theory']);
    expect((await get('/api/artist_listing_search', { keyword: 'ghost' })).count).toBe(0);
    expect((await get('/api/artist_listing_search', { keyword: 'lina' })).count).toBe(0);
  });
});

describe('landing', () => {
  it('spotlight: the best recommended releases with 350 art', async () => {
    const reply = await get('/api/spotlight');
    expect(reply.results.length).toBeLessThanOrEqual(6);
    expect(reply.results[0]).toMatchObject({ title: 'Popular Song', spotlight_image: expect.stringMatching(/\/350\.jpg$/) });
  });

  it('featured_artist: at most 4, with something to play, by followers and recent plays', async () => {
    const reply = await get('/api/featured_artist');
    expect(names(reply.results)).toEqual(['Monsoon Theory', 'Asha Menon']);
  });
});

describe('feeds', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/feeds' })).statusCode).toBe(401);
  });

  it('shows new releases of the people followed, newest first', async () => {
    const reply = await get('/api/feeds', {}, listenerKey);
    expect(reply.results.map((item: { type: string; music: { title: string } | null; video: { title: string } | null }) => `${item.type}:${item.music?.title ?? item.video?.title}`)).toEqual([
      'video:Band Video',
      'album:Deccan Plateau',
      'song:Popular Song',
      'song:Old Hit',
    ]);
    expect(reply.count).toBe(4);
  });
});
