import { listenTo } from '../../../test/plays.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildSong, type BuiltItem } from '../../../test/catalog-factories.ts';
import { buildForm, makeImage } from '../../../test/media-fixtures.ts';
import { buildPerson, type Person } from '../../../test/social.ts';

let t: TestApp;
let dataDir: string;
let artist: Person;
let listener: Person;
let other: Person;
let songs: BuiltItem[];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-playlists-'));
  t = await createTestApp({ config: { dataDir } });
  const clock = t.platform.clock;
  [artist, listener, other] = await Promise.all([
    buildPerson(t.db, clock, { type: 'Artist', first_name: 'Asha', last_name: 'Menon' }),
    buildPerson(t.db, clock, { type: 'Listener', first_name: 'Lena', last_name: 'Listens' }),
    buildPerson(t.db, clock, { type: 'Listener', first_name: 'Omar', last_name: 'Other' }),
  ]);
  songs = [];
  for (const title of ['Alpha', 'Beta', 'Gamma', 'Delta']) songs.push(await buildSong(t.db, artist.id, { title, durationMs: 60_000 }));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = (who: Person | null, call: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api/playlist/${call}`, headers: who?.headers ?? {}, payload });
const detail = (who: Person | null, slug: string) => t.app.inject({ url: `/api/playlist/playlist_detail/${slug}`, headers: who?.headers ?? {} });
const trackSlugs = (res: { json: () => { result: { track: { slug: string }[] } } }) => res.json().result.track.map((track) => track.slug);

async function createPlaylist(who: Person, payload: Record<string, unknown> = {}) {
  const res = await post(who, 'create', { name: 'Road Trip', track_slugs: [], ...payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { slug_playlist: string; id: number };
}

describe('create (spec 2 §5.2)', () => {
  it('validates the name with the spec\'s messages', async () => {
    const blank = await post(listener, 'create', { name: '  ', privacy: true });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ error: MESSAGES.playlistNameRequired, fields: { name: 'Please enter Playlist Name' } });
    const invalid = await post(listener, 'create', { name: '!!!', privacy: true });
    expect(invalid.json().error).toBe('Please enter a valid title');
    expect((await post(null, 'create', { name: 'Mine' })).statusCode).toBe(401);
  });

  it('makes a public playlist by default with its first tracks in order, repeats once', async () => {
    const res = await post(listener, 'create', { name: 'Morning Mix', track_slugs: [songs[2].slug, songs[0].slug, songs[2].slug] });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({ title: 'Morning Mix', slug_playlist: 'morning-mix', status: true, is_public: true, privacy: 'public', is_owner: true, playlist_duration: 120, playlist_plays: 0, is_like: 0 });
    expect(result.track.map((track: { slug: string; position: number }) => [track.slug, track.position])).toEqual([[songs[2].slug, 1], [songs[0].slug, 2]]);
    expect(result.track[0]).toMatchObject({ title: 'Gamma', artist: 'Asha Menon', artist_slug: artist.slug, file: expect.stringMatching(/^\/media\//), duration: 60 });
    expect(result.user).toMatchObject({ slug_username: listener.slug, is_same_artist: true });
  });
});

describe('add_track, order, remove, edit, delete (spec 2 §7 Playlists)', () => {
  it('adds tracks at the end, never twice, with "Added to playlist!"', async () => {
    const playlist = await createPlaylist(listener, { track_slugs: [songs[0].slug] });
    const res = await post(listener, 'add_track', { playlist_slug: playlist.slug_playlist, track_slugs: [songs[1].slug, songs[0].slug] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Added to playlist!', result: { added_count: 1, tracks_count: 2, slug_playlist: playlist.slug_playlist } });
    const again = await post(listener, 'add_track', { playlist_slug: playlist.slug_playlist, track_slugs: [songs[1].slug] });
    expect(again.json().result).toMatchObject({ added_count: 0, tracks_count: 2 });
    expect(trackSlugs(await detail(listener, playlist.slug_playlist))).toEqual([songs[0].slug, songs[1].slug]);
  });

  it('keeps others out: 403 on someone else\'s public playlist, 404 on a private one, 404 for hidden songs', async () => {
    const open = await createPlaylist(listener);
    const closed = await createPlaylist(listener, { privacy: false });
    expect((await post(other, 'add_track', { playlist_slug: open.slug_playlist, track_slugs: [songs[0].slug] })).statusCode).toBe(403);
    expect((await post(other, 'add_track', { playlist_slug: closed.slug_playlist, track_slugs: [songs[0].slug] })).statusCode).toBe(404);
    expect((await post(other, 'delete_playlist', { slug: open.slug_playlist })).json().error).toBe(MESSAGES.playlistNotOwner);
    const hidden = await buildSong(t.db, artist.id, { isPublic: false });
    expect((await post(listener, 'add_track', { playlist_slug: open.slug_playlist, track_slugs: [hidden.slug] })).statusCode).toBe(404);
  });

  it('reorders, removes a track, renames and makes private, then deletes', async () => {
    const playlist = await createPlaylist(listener, { track_slugs: songs.slice(0, 3).map((song) => song.slug) });
    const slug = playlist.slug_playlist;
    const ordered = await post(listener, 'change_order', { slug, track_slugs: [songs[2].slug, songs[0].slug, songs[1].slug] });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(trackSlugs(ordered)).toEqual([songs[2].slug, songs[0].slug, songs[1].slug]);
    expect((await post(listener, 'change_order', { slug, track_slugs: [songs[3].slug] })).statusCode).toBe(400);

    const removed = await post(listener, 'delete_track', { slug, track_slug: songs[0].slug });
    expect(trackSlugs(removed)).toEqual([songs[2].slug, songs[1].slug]);
    expect(removed.json().result.track.map((track: { position: number }) => track.position)).toEqual([1, 2]);

    const edited = await post(listener, 'edit_playlist', { slug, name: 'Night Drive', privacy: false });
    expect(edited.json().result).toMatchObject({ title: 'Night Drive', slug_playlist: slug, status: false, privacy: 'private' });
    expect((await detail(other, slug)).statusCode).toBe(404);
    expect((await detail(null, slug)).statusCode).toBe(404);
    expect((await detail(listener, slug)).statusCode).toBe(200);
    expect((await post(listener, 'edit_playlist', { slug, name: '' })).json().error).toBe(MESSAGES.playlistNameRequired);

    const deleted = await post(listener, 'delete_playlist', { slug });
    expect(deleted.json()).toEqual({ success: true, message: MESSAGES.playlistDeleted });
    expect((await detail(listener, slug)).statusCode).toBe(404);
  });

  it('sets and drops an uploaded cover; the default cover is the first track\'s artwork', async () => {
    const playlist = await createPlaylist(listener, { track_slugs: [songs[0].slug] });
    const upload = await t.app.inject({ method: 'POST', url: '/api/playlist/upload_cover', headers: listener.headers, payload: buildForm({ image: await makeImage(500) }) });
    expect(upload.statusCode, upload.body).toBe(200);
    const withCover = await post(listener, 'edit_playlist', { slug: playlist.slug_playlist, image: upload.json().result.image_id });
    expect(withCover.json().result.images.is_default).toBe(false);
    expect(withCover.json().result.cover_pic).toMatch(/^\/media\/art\//);
    const dropped = await post(listener, 'edit_playlist', { slug: playlist.slug_playlist, is_default: true });
    expect(dropped.json().result.images.is_default).toBe(true);
    // An image id can be used once.
    expect((await post(listener, 'edit_playlist', { slug: playlist.slug_playlist, image: upload.json().result.image_id })).statusCode).toBe(400);
  });
});

describe('privacy of tracks and playlists (spec 2 §4)', () => {
  it('leaves a song out of others\' view once it turns private; its owner still sees it', async () => {
    const own = await buildSong(t.db, artist.id, { title: 'Soon Private' });
    const playlist = await createPlaylist(artist, { track_slugs: [own.slug, songs[0].slug] });
    await t.db.updateTable('songs').set({ is_public: 0 }).where('id', '=', own.id).execute();
    expect(trackSlugs(await detail(other, playlist.slug_playlist))).toEqual([songs[0].slug]);
    expect(trackSlugs(await detail(artist, playlist.slug_playlist))).toEqual([own.slug, songs[0].slug]);
  });

  it('user_playlists: public ones for everyone, private ones only for the owner with flag', async () => {
    const owner = await buildPerson(t.db, t.platform.clock, { type: 'Listener' });
    await createPlaylist(owner, { name: 'Open One', track_slugs: [songs[0].slug] });
    await createPlaylist(owner, { name: 'Secret One', privacy: 'private' });
    const titles = (res: { json: () => { results: { title: string }[] } }) => res.json().results.map((p) => p.title);
    expect(titles(await t.app.inject({ url: `/api/playlist/user_playlists?slug=${owner.slug}` }))).toEqual(['Open One']);
    expect(titles(await t.app.inject({ url: `/api/playlist/user_playlists?slug=${owner.slug}&flag=1`, headers: other.headers }))).toEqual(['Open One']);
    const mine = await t.app.inject({ url: '/api/playlist/user_playlists?offset=0&limit=50&flag=1', headers: owner.headers });
    expect(titles(mine)).toEqual(['Secret One', 'Open One']);
    expect(mine.json().count).toBe(2);
    expect(mine.json().results[1]).toMatchObject({ tracks_count: 1, track: [{ slug: songs[0].slug, title: 'Alpha', artist: 'Asha Menon' }], is_owner: true, status: true });
    expect((await t.app.inject({ url: '/api/playlist/user_playlists' })).statusCode).toBe(401);
  });

  it('the listing shows public playlists with a playable track, newest first', async () => {
    const owner = await buildPerson(t.db, t.platform.clock, { type: 'Listener' });
    const listed = await createPlaylist(owner, { name: 'Listed Mix', track_slugs: [songs[1].slug] });
    const empty = await createPlaylist(owner, { name: 'Empty Mix' });
    const secret = await createPlaylist(owner, { name: 'Hidden Mix', privacy: false, track_slugs: [songs[1].slug] });
    const res = await t.app.inject({ url: '/api/playlist/indiwave_playlists?type=playlist&offset=0&limit=50' });
    expect(res.statusCode, res.body).toBe(200);
    const slugs = res.json().results.map((p: { slug: string }) => p.slug);
    expect(slugs[0]).toBe(listed.slug_playlist);
    expect(slugs).not.toContain(empty.slug_playlist);
    expect(slugs).not.toContain(secret.slug_playlist);
    expect(res.json().count).toBe(slugs.length);
    expect(res.json().results[0]).toMatchObject({ img: expect.any(String), slug: listed.slug_playlist, user: { slug_username: owner.slug } });
  });
});

describe('claps, plays and notifications on playlists', () => {
  it('a playlist can be clapped (50 at most) and shows in liked_playlists; plays count', async () => {
    const playlist = await createPlaylist(listener, { name: 'Clap Mix', track_slugs: [songs[0].slug] });
    const clap = await t.app.inject({ method: 'POST', url: '/api/clap', headers: other.headers, payload: { type: 'playlist', slug: playlist.slug_playlist, count: 50 } });
    expect(clap.json().result).toEqual({ total_claps: 50, my_claps: 50 });
    expect((await t.app.inject({ method: 'POST', url: '/api/clap', headers: other.headers, payload: { type: 'playlist', slug: playlist.slug_playlist, count: 1 } })).json().result.total_claps).toBe(50);
    const liked = await t.app.inject({ url: '/api/indiwaveuser/liked_playlists', headers: other.headers });
    expect(liked.json().results.map((p: { slug_playlist: string }) => p.slug_playlist)).toEqual([playlist.slug_playlist]);
    await listenTo(t.app, t.db, { slug: playlist.slug_playlist, type: 'playlist' });
    expect((await detail(other, playlist.slug_playlist)).json().result).toMatchObject({ is_like: 50, playlist_likes: 50, playlist_plays: 1 });
    // Private: others can neither clap it nor find it in their library.
    await post(listener, 'edit_playlist', { slug: playlist.slug_playlist, privacy: false });
    expect((await t.app.inject({ method: 'POST', url: '/api/clap', headers: other.headers, payload: { type: 'playlist', slug: playlist.slug_playlist } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/indiwaveuser/liked_playlists', headers: other.headers })).json().count).toBe(0);
  });

  it('adding someone else\'s song to a public playlist notifies them; a private playlist does not', async () => {
    const owner = await buildPerson(t.db, t.platform.clock, { type: 'Artist', first_name: 'Notified', last_name: 'Artist' });
    const song = await buildSong(t.db, owner.id, { title: 'Told Song' });
    const secret = await createPlaylist(listener, { name: 'Quiet Mix', privacy: false });
    await post(listener, 'add_track', { playlist_slug: secret.slug_playlist, track_slugs: [song.slug] });
    // The owner's achievements (issue 8: first upload, on a playlist) notify too; this test is about the playlist add.
    const count = async () => ((await t.app.inject({ url: '/api/notifications', headers: owner.headers })).json().results as { message: { text: string } }[]).filter((note) => !note.message.text.startsWith('You earned an achievement'));
    expect(await count()).toHaveLength(0);
    const open = await createPlaylist(listener, { name: 'Loud Mix' });
    await post(listener, 'add_track', { playlist_slug: open.slug_playlist, track_slugs: [song.slug] });
    const notes = await count();
    expect(notes).toHaveLength(1);
    expect(notes[0].message.text).toContain('Told Song');
    expect(notes[0].message.text).toContain('Loud Mix');
  });
});
