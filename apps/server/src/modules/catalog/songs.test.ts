import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, fileTooLarge } from '@indiwave/domain/messages';
import { createManualClock } from '../../platform/clock/clock.port.ts';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildUser, signIn, tokenHeader } from '../../../test/factories.ts';
import { buildForm, findGenreAndLanguage, listFiles, makeImage, makeLargeImage, makeTextAsMp3, makeTone, makeTruncated, uploadAudio, uploadImage } from '../../../test/media-fixtures.ts';

const clock = createManualClock(new Date('2030-01-01T00:00:00.000Z'));
let t: TestApp;
let dataDir: string;
let artist: string;
let otherArtist: string;
let listener: string;
let refs: { genre: number; language: number };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-songs-'));
  t = await createTestApp({ config: { dataDir }, platform: { clock } });
  const [a, b, c] = await Promise.all([buildUser(t.db, { type: 'Artist', first_name: 'Asha', last_name: 'Menon' }), buildUser(t.db, { type: 'Band', band_name: 'Other Band' }), buildUser(t.db, { type: 'Listener' })]);
  [artist, otherArtist, listener] = await Promise.all([signIn(t.app, a.email), signIn(t.app, b.email), signIn(t.app, c.email)]);
  refs = await findGenreAndLanguage(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const mediaDir = () => path.join(dataDir, 'media');
const tempDir = () => path.join(dataDir, 'tmp', 'uploads');
const countRows = async (table: 'media_files' | 'songs') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** Uploads audio and creates a song with it; returns the song detail. */
async function createSong(key = artist, fields: Record<string, unknown> = {}, file = makeTone('mp3')) {
  const upload = await uploadAudio(t.app, key, file);
  expect(upload.statusCode, upload.body).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploadsongdetails',
    headers: tokenHeader(key),
    payload: { upload_id: upload.json().result.upload_id, title: 'Monsoon Song', genre: [refs.genre], language: [refs.language], ...fields },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

describe('uploadsong: audio judged by content (spec 2 §5.5)', () => {
  it.each(['mp3', 'wav', 'flac'] as const)('accepts %s and answers a pending upload with its duration', async (format) => {
    const res = await uploadAudio(t.app, artist, makeTone(format, 3));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ duration: 3, format, upload_id: expect.stringMatching(/^[A-Za-z0-9_-]{16,}$/) });
  });

  it.each([
    ['a text file renamed .mp3', () => makeTextAsMp3()],
    ['a truncated mp3', () => makeTruncated('mp3')],
    ['a truncated wav', () => makeTruncated('wav')],
    ['a truncated flac', () => makeTruncated('flac')],
  ])('refuses %s with the format message and leaves no file and no row', async (_name, make) => {
    await t.platform.jobs.drain();
    const [files, rows] = [listFiles(mediaDir()).length, await countRows('media_files')];
    const res = await uploadAudio(t.app, artist, make());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'The file format selected is not .mp3, .wav or .flac', fields: { song: MESSAGES.audioFormat } });
    expect(listFiles(mediaDir())).toHaveLength(files);
    expect(await countRows('media_files')).toBe(rows);
    expect(listFiles(tempDir())).toEqual([]);
  });

  it('refuses a file over 100 MB while it streams (413), keeping nothing', async () => {
    const boundary = 'x-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="song"; filename="big.wav"\r\nContent-Type: audio/wav\r\n\r\n`);
    const chunk = Buffer.alloc(1024 * 1024, 1);
    let sent = 0;
    // 110 MB, never held in memory; no Content-Length, so only the streaming limit can stop it.
    const body = Readable.from((function* () {
      yield head;
      for (; sent < 110; sent++) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    })());
    const res = await t.app.inject({ method: 'POST', url: '/api/uploadsong', headers: { ...tokenHeader(artist), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: fileTooLarge(100) });
    expect(res.json().error).toBe('The file selected exceeds 100 MB');
    expect(listFiles(tempDir())).toEqual([]);
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/uploadsong', headers: { ...tokenHeader(artist), 'content-type': 'multipart/form-data; boundary=b', 'content-length': String(150 * 1024 * 1024) }, payload: '--b--' });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('The file selected exceeds 100 MB');
  });

  it('a chosen file of 0 bytes: 400 saying it is empty; an unnamed empty part is still no file (issue 15 item 10)', async () => {
    const empty = new FormData();
    empty.append('song', new Blob([]), 'silence.mp3');
    const res = await t.app.inject({ method: 'POST', url: '/api/uploadsong', headers: tokenHeader(artist), payload: empty });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: MESSAGES.fileEmpty, fields: { song: MESSAGES.fileEmpty } });
    expect(listFiles(tempDir())).toEqual([]);
    const none = new FormData();
    none.append('song', new Blob([]), '');
    const unnamed = await t.app.inject({ method: 'POST', url: '/api/uploadsong', headers: tokenHeader(artist), payload: none });
    expect(unnamed.json().fields).toEqual({ song: MESSAGES.audioRequired });
  });

  it('without a file: 400 asking for one', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/uploadsong', headers: tokenHeader(artist), payload: buildForm({}, { title: 'x' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ song: MESSAGES.audioRequired });
  });

  it('listeners are refused (403, the upgrade dialog) and visitors must sign in (401)', async () => {
    const asListener = await uploadAudio(t.app, listener, makeTone('mp3'));
    expect(asListener.statusCode).toBe(403);
    expect(asListener.json().error).toBe(MESSAGES.uploadArtistsOnly);
    const asVisitor = await t.app.inject({ method: 'POST', url: '/api/uploadsong', payload: buildForm({ song: makeTone('mp3') }) });
    expect(asVisitor.statusCode).toBe(401);
  });
});

describe('upload_artwork: images judged by content (spec 2 §5.5)', () => {
  it('stores the 200, 250, 350 and 500 variants of a png or jpeg', async () => {
    for (const format of ['png', 'jpeg'] as const) {
      const res = await uploadImage(t.app, artist, await makeImage(600, format));
      expect(res.statusCode, res.body).toBe(200);
      const { images } = res.json().result;
      expect(images.is_default).toBe(false);
      for (const [name, side] of [['w200', 200], ['w250', 250], ['w350', 350], ['w500', 500]] as const) {
        const media = await t.app.inject({ url: images[name] });
        expect(media.statusCode).toBe(200);
        expect(media.headers['content-type']).toBe('image/jpeg');
        expect(media.rawPayload.length).toBeGreaterThan(500);
        expect(images[name]).toMatch(new RegExp(`/${side}\\.jpg$`));
        // The same address answers a browser that reads WebP with the smaller WebP of that size (issue 16).
        const webp = await t.app.inject({ url: images[name], headers: { accept: 'image/avif,image/webp,image/apng,*/*;q=0.8' } });
        expect(webp.headers['content-type']).toBe('image/webp');
        expect(webp.headers.vary).toBe('Accept');
        expect(webp.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
        expect((await sharp(webp.rawPayload).metadata()).width).toBe(side);
        expect(webp.rawPayload.length).toBeLessThan(media.rawPayload.length);
      }
    }
  });

  it('refuses a 400x400 image: at least 500*500', async () => {
    const res = await uploadImage(t.app, artist, await makeImage(400));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The image must be atleast 500*500');
  });

  it('refuses a 2.1 MB image while it streams (413)', async () => {
    const file = await makeLargeImage();
    expect(fs.statSync(file).size).toBeGreaterThan(2 * 1024 * 1024);
    const res = await uploadImage(t.app, artist, file);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('The file selected exceeds 2 MB');
    expect(listFiles(tempDir())).toEqual([]);
  });

  it('refuses audio or text sent as an image', async () => {
    for (const file of [makeTone('mp3'), makeTextAsMp3()]) {
      const res = await uploadImage(t.app, artist, file);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('The file format selected is not .jpeg or .png');
    }
  });
});

describe('songs: create, process, read (spec 2 §3 Song)', () => {
  it('uploadsongdetails makes a song with the spec fields; renditions come from a background job', async () => {
    const image = (await uploadImage(t.app, artist, await makeImage(600))).json().result.image_id;
    const song = await createSong(artist, {
      image,
      description: 'Rain on the window',
      lyrics: 'la la la',
      composer: 'Asha Menon',
      featured_artists: 'Kabir',
      price: 4900,
      buylink: 'https://shop.example/monsoon',
      is_downloadable: true,
      production_year: '2029',
    });
    expect(song).toMatchObject({
      title: 'Monsoon Song',
      slug_usersong: expect.stringMatching(/^monsoon-song/),
      duration: 3,
      genre: [{ id: refs.genre, name: expect.any(String) }],
      language: [{ id: refs.language, name: expect.any(String) }],
      song_plays: 0,
      description: 'Rain on the window',
      is_like: 0,
      song_likes: 0,
      is_downloadable: true,
      is_paid: true,
      price: 4900,
      buylink: 'https://shop.example/monsoon',
      sku: expect.stringMatching(/^SNG-/),
      lyrics: 'la la la',
      is_public: true,
      is_scheduled: false,
      album_id: null,
      album: null,
      media_status: 'processing',
      mp3: null,
      m4a: null,
      production_year: 2029,
      credits: expect.objectContaining({ composer: 'Asha Menon', featured_artists: 'Kabir' }),
      artist_id: { is_same_artist: true, slug_username: expect.any(String), profile: { profile_pic: null, first_name: 'Asha', last_name: 'Menon' }, full_name: 'Asha Menon', followers_count: 0, is_following: false },
      user: expect.objectContaining({ first_name: 'Asha', full_name: 'Asha Menon' }),
      can_edit: true,
    });
    expect(song.image).toMatch(/^\/media\/art\/.+\/500\.jpg$/);
    // Before its renditions exist, the player gets a signed link to the original.
    expect(song.song_file).toMatch(/^\/media\/private\/audio\/.+\/original\.mp3\?exp=\d+&sig=/);
    expect((await t.app.inject({ url: song.song_file })).statusCode).toBe(200);

    await t.platform.jobs.drain();
    const ready = (await t.app.inject({ url: `/api/song/${song.slug_usersong}` })).json().result;
    expect(ready.media_status).toBe('ready');
    expect(ready.mp3).toMatch(/^\/media\/audio\/.+\/192k\.mp3$/);
    expect(ready.m4a).toMatch(/^\/media\/audio\/.+\/160k\.m4a$/);
    expect(ready.song_file).toBe(ready.mp3);
    expect(ready.is_same_artist).toBeUndefined();
    expect(ready.artist_id.is_same_artist).toBe(false);
    expect(ready.can_edit).toBe(false);
    const mp3 = await t.app.inject({ url: ready.mp3 });
    expect(mp3.statusCode).toBe(200);
    expect(mp3.headers['content-type']).toBe('audio/mpeg');
    const m4a = await t.app.inject({ url: ready.m4a });
    expect(m4a.headers['content-type']).toBe('audio/mp4');
    // The original is kept, but never at a public URL.
    const original = ready.mp3.replace('192k.mp3', 'original.mp3');
    expect((await t.app.inject({ url: original })).statusCode).toBe(404);

    const player = (await t.app.inject({ url: `/api/song_player/${song.slug_usersong}` })).json().result;
    expect(player).toMatchObject({ title: 'Monsoon Song', slug_usersong: song.slug_usersong, full_name: 'Asha Menon', mp3: ready.mp3, m4a: ready.m4a, album_id: null, album: null });
    const promo = (await t.app.inject({ url: `/api/promo_song_detail/${song.slug_usersong}` })).json().result;
    expect(promo).toMatchObject({ type: 'song', share_url: `${t.config.publicUrl}/songs/${song.slug_usersong}`, embed_url: `${t.config.publicUrl}/embed/song/${song.slug_usersong}`, hashtags: 'WhereGreatMusicLives,Indiwave' });
    expect(promo.image).toMatch(/\/200\.jpg$/);
  });

  it('title, genre and language are required, with the spec\'s rules', async () => {
    const upload = (await uploadAudio(t.app, artist, makeTone('wav'))).json().result.upload_id;
    const send = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/uploadsongdetails', headers: tokenHeader(artist), payload: { upload_id: upload, genre: [refs.genre], language: [refs.language], title: 'Fine', ...payload } });
    expect((await send({ title: '   ' })).json().fields.title).toBe(MESSAGES.titleRequired);
    expect((await send({ title: 'x'.repeat(121) })).json().fields.title).toBe(MESSAGES.titleMax);
    expect((await send({ title: 'Bad <b>' })).json().fields.title).toBe(MESSAGES.invalidInput);
    expect((await send({ genre: [] })).json().fields.genre).toBe(MESSAGES.genreRequired);
    expect((await send({ language: [] })).json().fields.language).toBe(MESSAGES.languageRequired);
    expect((await send({ composer: 'Who?' })).json().fields.composer).toBe(MESSAGES.artistNameInvalid);
    expect((await send({ composer: 'a'.repeat(121) })).json().fields.composer).toBe(MESSAGES.artistNamesMax);
    expect((await send({ buylink: 'not a link' })).json().fields.buylink).toBe(MESSAGES.buyLinkInvalid);
    expect((await send({ privacy: 'scheduled' })).json().fields.release_date).toBe(MESSAGES.releaseDateRequired);
    expect((await send({ privacy: 'scheduled', release_date: '2029-12-31' })).json().fields.release_date).toBe(MESSAGES.releaseDateFuture);
    expect((await send({ privacy: 'scheduled', release_date: '2041-01-02' })).json().fields.release_date).toBe(MESSAGES.releaseDateTooFar);
    expect((await send({ genre: [999999] })).json().fields.genre).toBe(MESSAGES.invalidInput);
    expect((await send({ upload_id: 'x'.repeat(22) })).json().fields.upload_id).toBe(MESSAGES.uploadNotFound);
    // The pending upload is still unused after all those refusals, and works once.
    expect((await send({})).statusCode).toBe(200);
    expect((await send({})).json().fields.upload_id).toBe(MESSAGES.uploadNotFound);
  });

  it("someone else's pending upload cannot be used", async () => {
    const upload = (await uploadAudio(t.app, artist, makeTone('mp3'))).json().result.upload_id;
    const res = await t.app.inject({ method: 'POST', url: '/api/uploadsongdetails', headers: tokenHeader(otherArtist), payload: { upload_id: upload, title: 'Stolen', genre: [refs.genre], language: [refs.language] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.upload_id).toBe(MESSAGES.uploadNotFound);
  });

  it('songupload takes audio, artwork and the form in one multipart request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/songupload',
      headers: tokenHeader(artist),
      payload: buildForm({ song: makeTone('flac', 3, 550), image: await makeImage(600, 'png') }, { title: 'All In One', genre: String(refs.genre), language: [String(refs.language)], is_downloadable: 'true', privacy: 'private' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ title: 'All In One', is_downloadable: true, is_public: false, is_scheduled: false, privacy: 'private', images: { is_default: false } });
  });

  it('songupload with a bad form keeps neither file', async () => {
    // Renditions of earlier songs are still being written in the background: let them land first.
    await t.platform.jobs.drain();
    const [files, rows] = [listFiles(mediaDir()).length, await countRows('media_files')];
    const res = await t.app.inject({ method: 'POST', url: '/api/songupload', headers: tokenHeader(artist), payload: buildForm({ song: makeTone('mp3'), image: await makeImage(600) }, { title: '', genre: String(refs.genre), language: String(refs.language) }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.title).toBe(MESSAGES.titleRequired);
    expect(listFiles(mediaDir())).toHaveLength(files);
    expect(await countRows('media_files')).toBe(rows);
  });

  it('a song without artwork shows the default image', async () => {
    const song = await createSong();
    expect(song.images.is_default).toBe(true);
    expect(song.image).toBe('/media/defaults/artwork/500.jpg');
    const res = await t.app.inject({ url: song.images.w200 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });
});

describe('privacy and publishing (spec 2 §4)', () => {
  it('a private song is 404 to everyone but its owner, who gets signed links', async () => {
    const song = await createSong(artist, { privacy: 'private' });
    await t.platform.jobs.drain();
    for (const url of [`/api/song/${song.slug_usersong}`, `/api/song_player/${song.slug_usersong}`, `/api/promo_song_detail/${song.slug_usersong}`]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
      expect((await t.app.inject({ url, headers: tokenHeader(otherArtist) })).statusCode, url).toBe(404);
    }
    const own = (await t.app.inject({ url: `/api/song/${song.slug_usersong}`, headers: tokenHeader(artist) })).json().result;
    expect(own).toMatchObject({ is_public: false, is_scheduled: false, privacy: 'private', media_status: 'ready' });
    expect(own.mp3).toMatch(/^\/media\/private\/audio\/.+\/192k\.mp3\?exp=\d+&sig=[\w-]+$/);
    expect((await t.app.inject({ url: own.mp3 })).statusCode).toBe(200);
    // The same key at its public URL is hidden.
    const publicUrl = own.mp3.replace('/media/private/', '/media/').replace(/\?.*$/, '');
    expect((await t.app.inject({ url: publicUrl })).statusCode).toBe(404);
    // Editing or deleting it as someone else: 404, they cannot know it exists.
    expect((await t.app.inject({ method: 'PUT', url: `/api/song/${song.slug_usersong}`, headers: tokenHeader(otherArtist), payload: { title: 'Mine' } })).statusCode).toBe(404);
  });

  it('signed links expire and refuse tampering', async () => {
    const song = await createSong(artist, { privacy: 'private' });
    const own = (await t.app.inject({ url: `/api/song/${song.slug_usersong}`, headers: tokenHeader(artist) })).json().result;
    const url: string = own.song_file;
    const tampered = url.replace(/sig=([\w-])/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await t.app.inject({ url: tampered })).statusCode).toBe(403);
    const otherKey = url.replace(/original\.mp3/, 'other.mp3');
    expect((await t.app.inject({ url: otherKey })).statusCode).toBe(403);
    const exp = Number(/exp=(\d+)/.exec(url)![1]);
    expect((await t.app.inject({ url: url.replace(/exp=\d+/, `exp=${exp + 3600}`) })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    clock.advance(7 * 3600_000);
    const expired = await t.app.inject({ url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error).toBe(MESSAGES.mediaLinkExpired);
  });

  it('a scheduled song shows its page without audio, and is public from its release time without any job', async () => {
    const releaseAt = new Date(clock.now().getTime() + 3 * 86_400_000).toISOString();
    const song = await createSong(artist, { privacy: 'scheduled', release_date: releaseAt });
    await t.platform.jobs.drain();
    const before = (await t.app.inject({ url: `/api/song/${song.slug_usersong}` })).json().result;
    expect(before).toMatchObject({ is_public: false, is_scheduled: true, release_date: releaseAt, song_file: null, mp3: null, m4a: null, privacy: 'scheduled' });
    const own = (await t.app.inject({ url: `/api/song/${song.slug_usersong}`, headers: tokenHeader(artist) })).json().result;
    const publicMp3 = own.mp3.replace('/media/private/', '/media/').replace(/\?.*$/, '');
    expect((await t.app.inject({ url: publicMp3 })).statusCode).toBe(404);
    clock.advance(3 * 86_400_000 + 1);
    const after = (await t.app.inject({ url: `/api/song/${song.slug_usersong}` })).json().result;
    expect(after).toMatchObject({ is_public: true, is_scheduled: false, mp3: publicMp3, privacy: 'public' });
    expect((await t.app.inject({ url: publicMp3 })).statusCode).toBe(200);
  });

  it('the privacy toggle sends only privacy', async () => {
    const song = await createSong();
    const res = await t.app.inject({ method: 'PUT', url: `/api/song/${song.slug_usersong}`, headers: tokenHeader(artist), payload: { privacy: 'private' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ title: 'Monsoon Song', is_public: false, privacy: 'private', description: '' });
    expect((await t.app.inject({ url: `/api/song/${song.slug_usersong}` })).statusCode).toBe(404);
    await t.app.inject({ method: 'PUT', url: `/api/song/${song.slug_usersong}`, headers: tokenHeader(artist), payload: { privacy: true } });
    expect((await t.app.inject({ url: `/api/song/${song.slug_usersong}` })).statusCode).toBe(200);
  });
});

describe('edit and delete (spec 2 §6)', () => {
  it('only the owner edits; the slug stays when the title changes', async () => {
    const song = await createSong();
    const other = await t.app.inject({ method: 'PUT', url: `/api/song/${song.slug_usersong}`, headers: tokenHeader(otherArtist), payload: { title: 'Taken' } });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe(MESSAGES.notOwner);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/song/${song.slug_usersong}`, headers: tokenHeader(otherArtist) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/song/${song.slug_usersong}`, payload: { title: 'x' } })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'PUT', url: `/api/uploadmusic/${song.slug_usersong}`, headers: tokenHeader(artist), payload: { title: 'Renamed', lyrics: 'new words', genre: [refs.genre] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ title: 'Renamed', slug_usersong: song.slug_usersong, lyrics: 'new words' });
  });

  it('never for various-artist songs or songs with an agreement', async () => {
    for (const column of ['various_art', 'has_agreement'] as const) {
      const song = await createSong();
      await t.db.updateTable('songs').set({ [column]: 1 }).where('slug', '=', song.slug_usersong).execute();
      const detail = (await t.app.inject({ url: `/api/song/${song.slug_usersong}`, headers: tokenHeader(artist) })).json().result;
      expect(detail.can_edit).toBe(false);
      const edit = await t.app.inject({ method: 'PUT', url: `/api/song/${song.slug_usersong}`, headers: tokenHeader(artist), payload: { title: 'No' } });
      expect(edit.statusCode).toBe(403);
      expect(edit.json().error).toBe(MESSAGES.notEditable);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/song/${song.slug_usersong}`, headers: tokenHeader(artist) })).statusCode).toBe(403);
    }
  });

  it('replacing the audio makes new renditions and removes the old files', async () => {
    const song = await createSong();
    await t.platform.jobs.drain();
    const before = (await t.app.inject({ url: `/api/song/${song.slug_usersong}` })).json().result;
    const upload = (await uploadAudio(t.app, artist, makeTone('wav', 2, 660))).json().result.upload_id;
    const res = await t.app.inject({ method: 'PUT', url: `/api/song/${song.slug_usersong}`, headers: tokenHeader(artist), payload: { upload_id: upload } });
    expect(res.json().result).toMatchObject({ media_status: 'processing', duration: 2, mp3: null });
    expect((await t.app.inject({ url: before.mp3 })).statusCode).toBe(404);
    await t.platform.jobs.drain();
    const after = (await t.app.inject({ url: `/api/song/${song.slug_usersong}` })).json().result;
    expect(after.media_status).toBe('ready');
    expect(after.mp3).not.toBe(before.mp3);
  });

  it('delete removes the song and its files', async () => {
    const song = await createSong();
    await t.platform.jobs.drain();
    const ready = (await t.app.inject({ url: `/api/song/${song.slug_usersong}` })).json().result;
    const file = path.join(mediaDir(), ready.mp3.replace('/media/', ''));
    expect(fs.existsSync(file)).toBe(true);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/song/${song.slug_usersong}`, headers: tokenHeader(artist) });
    expect(res.json()).toEqual({ success: true, message: MESSAGES.songDeleted });
    expect((await t.app.inject({ url: `/api/song/${song.slug_usersong}` })).statusCode).toBe(404);
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(file.replace('192k.mp3', 'original.mp3'))).toBe(false);
  });
});

describe('downloads (spec 2 §6, §7)', () => {
  it('only downloadable songs: a record, then the file as an attachment named after the title', async () => {
    const closed = await createSong(artist, { title: 'Not For You' });
    const refused = await t.app.inject({ method: 'POST', url: '/api/free_download', payload: { type: 'song', slug: closed.slug_usersong } });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/download/song/${closed.slug_usersong}` })).statusCode).toBe(403);

    const open = await createSong(artist, { title: 'Gift Song — ನಮಸ್ಕಾರ', is_downloadable: true }, makeTone('wav', 2, 770));
    expect(open.can_download).toBe(true);
    const recorded = await t.app.inject({ method: 'POST', url: '/api/free_download', payload: { type: 'song', slug: open.slug_usersong } });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const [file] = recorded.json().result.files;
    expect(file.url).toBe(`/api/download/song/${open.slug_usersong}`);
    const rows = await t.db.selectFrom('downloads').selectAll().where('song_id', '=', open.id).execute();
    expect(rows).toHaveLength(1);
    const download = await t.app.inject({ url: file.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('audio/wav');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="gift-song.wav"; filename*=UTF-8''${encodeURIComponent('Gift Song — ನಮಸ್ಕಾರ.wav')}`);
    expect(download.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
  });
});

describe("the artist's lists", () => {
  it('{product}user/songs shows others the public songs; the artist sees all in songslist', async () => {
    const user = await buildUser(t.db, { type: 'Artist' });
    const key = await signIn(t.app, user.email);
    await createSong(key, { title: 'Open One' });
    await createSong(key, { title: 'Hidden One', privacy: 'private' });
    const visitor = (await t.app.inject({ url: `/api/indiwaveuser/songs?slug=${user.slug}` })).json();
    expect(visitor.count).toBe(1);
    expect(visitor.results[0]).toMatchObject({ name: 'Open One', is_album: false, artist_slug: user.slug, album_tracks: 1, duration: 3 });
    const own = (await t.app.inject({ url: `/api/indiwaveuser/songs?slug=${user.slug}`, headers: tokenHeader(key) })).json();
    expect(own.count).toBe(2);
    const dashboard = (await t.app.inject({ url: '/api/indiwaveuser/songslist', headers: tokenHeader(key) })).json();
    expect(dashboard.results.map((item: { title: string; privacy: string }) => [item.title, item.privacy])).toEqual([
      ['Hidden One', 'private'],
      ['Open One', 'public'],
    ]);
    expect(dashboard.results[0]).toMatchObject({ type: 'song', can_edit: true, media_status: 'processing', tracks_count: 1 });
    expect((await t.app.inject({ url: '/api/indiwaveuser/songslist' })).statusCode).toBe(401);
    // The session counts the artist's songs (spec 1 §3.1 songsCount).
    expect((await t.app.inject({ url: '/api/check_session', headers: tokenHeader(key) })).json().result).toMatchObject({ songs_count: 2, videos_count: 0 });
    expect((await t.app.inject({ url: '/api/indiwaveuser/songs?slug=nobody-here' })).statusCode).toBe(404);
  });
});
