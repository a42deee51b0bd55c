import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { createManualClock } from '../../platform/clock/clock.port.ts';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildUser, signIn, tokenHeader } from '../../../test/factories.ts';
import { findGenreAndLanguage, makeImage, makeTone, uploadAudio, uploadImage } from '../../../test/media-fixtures.ts';

const clock = createManualClock(new Date('2030-06-01T00:00:00.000Z'));
let t: TestApp;
let dataDir: string;
let artist: string;
let other: string;
let refs: { genre: number; language: number };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-albums-'));
  t = await createTestApp({ config: { dataDir }, platform: { clock } });
  const [a, b] = await Promise.all([buildUser(t.db, { type: 'Band', band_name: 'Monsoon Theory' }), buildUser(t.db, { type: 'Artist' })]);
  [artist, other] = await Promise.all([signIn(t.app, a.email), signIn(t.app, b.email)]);
  refs = await findGenreAndLanguage(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = (url: string, payload: Record<string, unknown>, key = artist) => t.app.inject({ method: 'POST', url, headers: tokenHeader(key), payload });
const upload = async (frequency: number) => (await uploadAudio(t.app, artist, makeTone('mp3', 2, frequency))).json().result.upload_id as string;

async function createDraft(fields: Record<string, unknown> = {}) {
  const res = await post('/api/uploadalbums', { title: 'Deccan Nights', genre: [refs.genre], language: [refs.language], ...fields });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

describe('albums: steps, tracks, publish (spec 2 §3 Album, §7)', () => {
  it('an album of three tracks is made in steps and published', async () => {
    const image = (await uploadImage(t.app, artist, await makeImage(600))).json().result.image_id;
    const step1 = await post('/api/upload_albums', { step: 1, title: 'Deccan Nights', genre: [refs.genre], language: [refs.language], image, description: 'Our first album', version: 'Deluxe Edition 2', album_price: 19900, is_downloadable: true });
    expect(step1.statusCode, step1.body).toBe(200);
    const draft = step1.json().result;
    expect(draft).toMatchObject({ title: 'Deccan Nights', slug_album: 'deccan-nights', is_published: false, is_public: false, is_scheduled: false, privacy: 'public', about_band: 'Our first album', version: 'Deluxe Edition 2', album_price: 19900, is_owner: true, music_tracks: [], can_edit: true, can_download: false, sku: expect.stringMatching(/^ALB-/) });
    expect(draft.cover_pic).toMatch(/^\/media\/art\/.+\/500\.jpg$/);
    // A draft is private: 404 to everyone else.
    expect((await t.app.inject({ url: `/api/album_details/${draft.slug_album}` })).statusCode).toBe(404);

    // Publishing needs a track.
    const empty = await post('/api/album-publish', { slug_album: draft.slug_album });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(MESSAGES.albumNeedsTracks);

    const [a, b, c] = await Promise.all([upload(300), upload(400), upload(500)]);
    const step2 = await post('/api/upload_albums', { step: 2, slug_album: draft.slug_album, tracks: [{ upload_id: a, title: 'One' }, { upload_id: b, title: 'Two', lyrics: 'two words' }, { upload_id: c, title: 'Three' }] });
    expect(step2.statusCode, step2.body).toBe(200);
    const withTracks = step2.json().result;
    expect(withTracks.music_tracks.map((track: { title: string; position: number }) => [track.title, track.position])).toEqual([['One', 1], ['Two', 2], ['Three', 3]]);
    expect(withTracks.total_duration).toBe(6);
    // Tracks of a draft are private too.
    expect((await t.app.inject({ url: `/api/song/${withTracks.music_tracks[0].slug}` })).statusCode).toBe(404);

    // Reorder: Three first, drop Two.
    const [one, two, three] = withTracks.music_tracks;
    const reordered = (await post('/api/upload_albums', { step: 2, slug_album: draft.slug_album, tracks: [{ slug_usersong: three.slug }, { slug_usersong: one.slug, title: 'One (Live)' }] })).json().result;
    expect(reordered.music_tracks.map((track: { title: string }) => track.title)).toEqual(['Three', 'One (Live)']);
    expect((await t.app.inject({ url: `/api/song/${two.slug}`, headers: tokenHeader(artist) })).statusCode).toBe(404);

    const published = await post('/api/upload_albums', { step: 3, slug_album: draft.slug_album });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ message: MESSAGES.albumPublished, result: { is_published: true, is_public: true, can_download: true } });
    await t.platform.jobs.drain();

    const seen = (await t.app.inject({ url: `/api/album_details/${draft.slug_album}` })).json().result;
    expect(seen).toMatchObject({ is_owner: false, can_edit: false, is_public: true, artists: [{ full_name: 'Monsoon Theory', is_same_artist: false, followers_count: 0 }] });
    expect(seen.music_tracks[0]).toMatchObject({ name: 'Three', title: 'Three', artist: 'Monsoon Theory', media_status: 'ready', is_like: 0, song_likes: 0, position: 1 });
    expect(seen.music_tracks[0].mp3).toMatch(/^\/media\/audio\/.+\.mp3$/);
    expect(seen.music_tracks[0].file).toBe(seen.music_tracks[0].mp3);
    expect(seen.music_tracks[0].image).toBe(seen.images.w250);
    const track = (await t.app.inject({ url: `/api/song/${three.slug}` })).json().result;
    expect(track).toMatchObject({ album: { slug_album: draft.slug_album, title: 'Deccan Nights' }, album_id: seen.id, is_public: true });
    expect((await t.app.inject({ url: track.mp3 })).statusCode).toBe(200);

    const files = (await post('/api/free_download', { type: 'album', slug: draft.slug_album }, other)).json().result.files;
    expect(files.map((file: { title: string }) => file.title)).toEqual(['Three', 'One (Live)']);
    const promo = (await t.app.inject({ url: `/api/promo_album_details/${draft.slug_album}` })).json().result;
    expect(promo).toMatchObject({ type: 'album', hashtags: 'HereItFirstOnIndiwave,WhereGreatMusicLives', share_url: `${t.config.publicUrl}/albums/${draft.slug_album}` });

    // Making the published album private takes its tracks with it.
    await t.app.inject({ method: 'PUT', url: `/api/uploadalbums/${draft.slug_album}`, headers: tokenHeader(artist), payload: { privacy: 'private' } });
    expect((await t.app.inject({ url: `/api/album_details/${draft.slug_album}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/song/${three.slug}` })).statusCode).toBe(404);
  });

  it('uploadmusic appends a track with the album\'s genres, languages and artwork', async () => {
    const draft = await createDraft({ title: 'Appendix' });
    const res = await post('/api/uploadmusic', { slug_album: draft.slug_album, upload_id: await upload(610), title: 'Extra Track' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ title: 'Extra Track', genre: [{ id: refs.genre }], language: [{ id: refs.language }], album: { slug_album: draft.slug_album }, is_public: false });
    const other2 = await post('/api/uploadmusic', { slug_album: draft.slug_album, upload_id: await upload(620), title: 'Intruder' }, other);
    expect([403, 404, 400]).toContain(other2.statusCode);
  });

  it('a scheduled album is public with its tracks at the release time', async () => {
    const releaseAt = new Date(clock.now().getTime() + 20 * 86_400_000).toISOString();
    const draft = await createDraft({ title: 'Later', privacy: 'scheduled', release_date: releaseAt });
    await post('/api/upload_albums', { step: 2, slug_album: draft.slug_album, tracks: [{ upload_id: await upload(700), title: 'Soon' }] });
    const res = await post('/api/album-publish', { slug_album: draft.slug_album });
    expect(res.json().result).toMatchObject({ is_published: true, is_scheduled: true, is_public: false, release_date: releaseAt });
    const before = (await t.app.inject({ url: `/api/album_details/${draft.slug_album}` })).json().result;
    expect(before.music_tracks[0].file).toBeNull();
    clock.advance(20 * 86_400_000);
    const after = (await t.app.inject({ url: `/api/album_details/${draft.slug_album}` })).json().result;
    expect(after).toMatchObject({ is_public: true, is_scheduled: false });
    const trackSlug = after.music_tracks[0].slug;
    expect((await t.app.inject({ url: `/api/song/${trackSlug}` })).json().result.is_public).toBe(true);
  });

  it('only the owner edits or deletes; never various-artist albums or albums with an agreement', async () => {
    const draft = await createDraft({ title: 'Guarded' });
    await post('/api/upload_albums', { step: 2, slug_album: draft.slug_album, tracks: [{ upload_id: await upload(800), title: 'Only' }] });
    await post('/api/album-publish', { slug_album: draft.slug_album });
    expect((await t.app.inject({ method: 'PUT', url: `/api/uploadalbums/${draft.slug_album}`, headers: tokenHeader(other), payload: { title: 'x' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/album-delete/${draft.slug_album}`, headers: tokenHeader(other) })).statusCode).toBe(403);
    await t.db.updateTable('albums').set({ various_art: 1 }).where('slug', '=', draft.slug_album).execute();
    const detail = (await t.app.inject({ url: `/api/album_details/${draft.slug_album}`, headers: tokenHeader(artist) })).json().result;
    expect(detail).toMatchObject({ is_owner: true, can_edit: false, various_art: true });
    expect((await t.app.inject({ method: 'PUT', url: `/api/uploadalbums/${draft.slug_album}`, headers: tokenHeader(artist), payload: { title: 'x' } })).json().error).toBe(MESSAGES.notEditable);
    // Its tracks are not editable either.
    const trackSlug = detail.music_tracks[0].slug;
    expect((await t.app.inject({ method: 'PUT', url: `/api/song/${trackSlug}`, headers: tokenHeader(artist), payload: { title: 'x' } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/song/${trackSlug}`, headers: tokenHeader(artist) })).json().result).toMatchObject({ various_art: true, can_edit: false });
    await t.db.updateTable('albums').set({ various_art: 0, has_agreement: 1 }).where('slug', '=', draft.slug_album).execute();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/album-delete/${draft.slug_album}`, headers: tokenHeader(artist) })).statusCode).toBe(403);
  });

  it('album-delete removes the album with its tracks', async () => {
    const draft = await createDraft({ title: 'Gone Soon' });
    const tracks = (await post('/api/upload_albums', { step: 2, slug_album: draft.slug_album, tracks: [{ upload_id: await upload(900), title: 'Bye' }] })).json().result.music_tracks;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/album-delete/${draft.slug_album}`, headers: tokenHeader(artist) });
    expect(res.json()).toEqual({ success: true, message: MESSAGES.albumDeleted });
    expect((await t.app.inject({ url: `/api/album_details/${draft.slug_album}`, headers: tokenHeader(artist) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/song/${tracks[0].slug}`, headers: tokenHeader(artist) })).statusCode).toBe(404);
  });

  it('a not-downloadable album has no download entry', async () => {
    const draft = await createDraft({ title: 'Closed Album' });
    await post('/api/upload_albums', { step: 2, slug_album: draft.slug_album, tracks: [{ upload_id: await upload(950), title: 'Closed' }] });
    await post('/api/album-publish', { slug_album: draft.slug_album });
    expect((await t.app.inject({ url: `/api/album_details/${draft.slug_album}` })).json().result.can_download).toBe(false);
    expect((await post('/api/free_download', { type: 'album', slug: draft.slug_album }, other)).statusCode).toBe(403);
  });
});

describe('videos (spec 2 §3 Video)', () => {
  it('uploadvideo takes any usual YouTube URL and keeps the 11-character id; thumbnails are YouTube\'s', async () => {
    for (const [url, route] of [
      ['https://youtu.be/dQw4w9WgXcQ?si=abc', '/api/uploadvideo'],
      ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=10s', '/api/uploadvideov2'],
      ['youtube.com/shorts/dQw4w9WgXcQ', '/api/uploadvideov2'],
    ] as const) {
      const res = await post(route, { youtube_url: url, title: 'Live at the Fest', genre: [refs.genre], language: String(refs.language), is_submit_tv: true, usermessage: 'for TV' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result).toMatchObject({
        title: 'Live at the Fest',
        youtube_video_id: 'dQw4w9WgXcQ',
        img_480x360: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
        img_640x480: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/sddefault.jpg',
        is_public: true,
        is_submit_tv: true,
        is_like: 0,
        video_likes: 0,
        usermessage: 'for TV',
        user: { full_name: 'Monsoon Theory' },
        slug_uservideo: expect.stringMatching(/^live-at-the-fest/),
      });
    }
  });

  it('refuses an address that is not a YouTube video', async () => {
    for (const url of ['https://vimeo.com/12345678', 'https://www.youtube.com/watch?v=short', '']) {
      const res = await post('/api/uploadvideo', { youtube_url: url, title: 'Nope' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.youtube_url).toBe(url ? MESSAGES.youtubeUrlInvalid : MESSAGES.youtubeUrlRequired);
    }
  });

  it('private videos are 404 to others; only the owner edits and deletes; album/musicvideo lists a song\'s videos', async () => {
    const song = (await post('/api/uploadsongdetails', { upload_id: await upload(1000), title: 'Video Song', genre: [refs.genre], language: [refs.language] })).json().result;
    const video = (await post('/api/uploadvideov2', { youtube_url: 'https://www.youtube.com/embed/abcdefghijk', title: 'Hidden Clip', is_public: false, slug_usersong: song.slug_usersong })).json().result;
    expect(video.song).toEqual({ slug_usersong: song.slug_usersong, title: 'Video Song' });
    expect((await t.app.inject({ url: `/api/video/${video.slug_uservideo}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/album/musicvideo?slug_usersong=${song.slug_usersong}` })).json().results).toEqual([]);
    const shown = await t.app.inject({ method: 'PUT', url: `/api/video/${video.slug_uservideo}`, headers: tokenHeader(artist), payload: { is_public: true } });
    expect(shown.json().result.is_public).toBe(true);
    const seen = (await t.app.inject({ url: `/api/video/${video.slug_uservideo}` })).json().result;
    expect(seen).toMatchObject({ is_owner: false, can_edit: false, usermessage: '' });
    expect((await t.app.inject({ url: `/api/album/musicvideo?slug_usersong=${song.slug_usersong}` })).json().results.map((v: { slug_uservideo: string }) => v.slug_uservideo)).toEqual([video.slug_uservideo]);
    expect((await t.app.inject({ method: 'PUT', url: `/api/uploadvideov2/${video.slug_uservideo}`, headers: tokenHeader(other), payload: { title: 'x' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/video/${video.slug_uservideo}`, headers: tokenHeader(other) })).statusCode).toBe(403);
    const lists = (await t.app.inject({ url: '/api/indiwaveuser/videoslist', headers: tokenHeader(artist) })).json();
    expect(lists.count).toBeGreaterThan(0);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/video/${video.slug_uservideo}`, headers: tokenHeader(artist) });
    expect(deleted.json()).toEqual({ success: true, message: MESSAGES.videoDeleted });
    expect((await t.app.inject({ url: `/api/video/${video.slug_uservideo}`, headers: tokenHeader(artist) })).statusCode).toBe(404);
  });

  it('linking someone else\'s song is refused', async () => {
    const theirs = await buildUser(t.db, { type: 'Artist' });
    const key = await signIn(t.app, theirs.email);
    const up = (await uploadAudio(t.app, key, makeTone('mp3', 2, 1100))).json().result.upload_id;
    const song = (await post('/api/uploadsongdetails', { upload_id: up, title: 'Theirs', genre: [refs.genre], language: [refs.language] }, key)).json().result;
    const res = await post('/api/uploadvideo', { youtube_url: 'https://youtu.be/abcdefghijk', title: 'Borrowed', slug_usersong: song.slug_usersong });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.slug_usersong).toBe(MESSAGES.trackNotYours);
  });
});
