import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../platform/clock/clock.port.ts';
import { createTestApp, type TestApp } from '../../test/build-app.ts';
import { buildUser, signIn, tokenHeader } from '../../test/factories.ts';
import { findGenreAndLanguage, makeTone, uploadAudio } from '../../test/media-fixtures.ts';

const TTL_MS = 60_000;
const clock = createManualClock(new Date('2030-01-01T00:00:00.000Z'));
let t: TestApp;
let dataDir: string;
let artist: string;
let listener: string;
let refs: { genre: number; language: number };
/** Requests for a song that reached the route's handler. */
let songsHandled = 0;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-public-cache-'));
  const countSongsHandled = (app: TestApp['app']) =>
    app.addHook('preHandler', (request, _reply, done) => {
      if (request.routeOptions.url === '/api/song/:slug') songsHandled++;
      done();
    });
  t = await createTestApp({ config: { dataDir, publicReplyCacheMs: TTL_MS }, platform: { clock }, extend: countSongsHandled });
  const [a, l] = await Promise.all([buildUser(t.db, { type: 'Artist', first_name: 'Asha', last_name: 'Menon' }), buildUser(t.db, { type: 'Listener' })]);
  [artist, listener] = await Promise.all([signIn(t.app, a.email), signIn(t.app, l.email)]);
  refs = await findGenreAndLanguage(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function createSong(title: string): Promise<string> {
  const upload = await uploadAudio(t.app, artist, makeTone('mp3'));
  expect(upload.statusCode, upload.body).toBe(200);
  const res = await t.app.inject({ method: 'POST', url: '/api/uploadsongdetails', headers: tokenHeader(artist), payload: { upload_id: upload.json().result.upload_id, title, genre: [refs.genre], language: [refs.language] } });
  expect(res.statusCode, res.body).toBe(200);
  await t.platform.jobs.drain();
  return res.json().result.slug_usersong as string;
}

const visit = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const listingSlugs = async () => (await visit('/api/songs-listing/new?limit=50')).json().results.map((item: { song_slug: string }) => item.song_slug);
/** Changes the title behind the app's back: a reply that still shows the old one came from the cache. */
const retitleInDatabase = (slug: string, title: string) => t.db.updateTable('songs').set({ title }).where('slug', '=', slug).execute();

describe('public reply cache (issue 16)', () => {
  it("keeps a visitor's reply, tags it, and answers a repeat visit with 304", async () => {
    const slug = await createSong('Kept Song');
    const first = await visit(`/api/song/${slug}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({ 'cache-control': 'public, no-cache', vary: 'Authorization', etag: expect.stringMatching(/^".+"$/) });
    await retitleInDatabase(slug, 'Changed Behind');
    const second = await visit(`/api/song/${slug}`);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const repeat = await visit(`/api/song/${slug}`, { 'if-none-match': String(first.headers.etag) });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
    // Past its time, the reply is read again.
    clock.advance(TTL_MS);
    expect((await visit(`/api/song/${slug}`)).json().result.title).toBe('Changed Behind');
  });

  it('a kept reply too big to compress at once is answered alone: the handler does not run behind it', async () => {
    const slug = await createSong('Long Story');
    // Past the size compression streams rather than compresses at once.
    await t.db.updateTable('songs').set({ lyrics: 'A long verse that goes on and on. '.repeat(1_000) }).where('slug', '=', slug).execute();
    const first = await visit(`/api/song/${slug}`);
    const handledBefore = songsHandled;
    for (const encoding of ['br', 'gzip']) {
      const kept = await visit(`/api/song/${slug}`, { 'accept-encoding': encoding });
      expect(kept.headers['content-encoding']).toBe(encoding);
      const body = encoding === 'br' ? zlib.brotliDecompressSync(kept.rawPayload) : zlib.gunzipSync(kept.rawPayload);
      expect(body.toString('utf8')).toBe(first.body);
    }
    expect(songsHandled).toBe(handledBefore);
  });

  it('a reply read afresh answers 304 when the visitor holds its bytes', async () => {
    const slug = await createSong('Fresh Tag');
    const first = await visit(`/api/song/${slug}`);
    clock.advance(TTL_MS);
    const again = await visit(`/api/song/${slug}`, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('visitors asking while the same read is under way share its reply; a change after it is read afresh', async () => {
    const slug = await createSong('Crowded Song');
    const first = await visit(`/api/song/${slug}`);
    clock.advance(TTL_MS);
    await retitleInDatabase(slug, 'Crowded, Retitled');
    const crowd = await Promise.all([visit(`/api/song/${slug}`), visit(`/api/song/${slug}`), visit(`/api/song/${slug}`, { 'if-none-match': String(first.headers.etag) }), visit(`/api/song/${slug}`)]);
    expect(crowd.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(crowd.map((res) => res.body)).size).toBe(1);
    expect(new Set(crowd.map((res) => res.headers.etag)).size).toBe(1);
    expect(crowd[0].json().result.title).toBe('Crowded, Retitled');
    const held = await visit(`/api/song/${slug}`, { 'if-none-match': String(crowd[0].headers.etag) });
    expect(held.statusCode).toBe(304);
    const clap = await t.app.inject({ method: 'POST', url: '/api/clap', headers: tokenHeader(listener), payload: { type: 'song', slug, count: 2 } });
    expect(clap.statusCode, clap.body).toBe(200);
    const after = await Promise.all([visit(`/api/song/${slug}`), visit(`/api/song/${slug}`)]);
    for (const res of after) expect(res.json().result.song_likes).toBe(crowd[0].json().result.song_likes + 2);
  });

  it('a clap shows at once in the song and the listing', async () => {
    const slug = await createSong('Clapped Song');
    const before = (await visit(`/api/song/${slug}`)).json().result.song_likes;
    const listed = (await visit('/api/songs-listing/new?limit=50')).json().results.find((item: { song_slug: string }) => item.song_slug === slug);
    const clap = await t.app.inject({ method: 'POST', url: '/api/clap', headers: tokenHeader(listener), payload: { type: 'song', slug, count: 3 } });
    expect(clap.statusCode, clap.body).toBe(200);
    expect((await visit(`/api/song/${slug}`)).json().result.song_likes).toBe(before + 3);
    const relisted = (await visit('/api/songs-listing/new?limit=50')).json().results.find((item: { song_slug: string }) => item.song_slug === slug);
    expect(relisted.song_claps).toBe(listed.song_claps + 3);
  });

  it('an upload shows at once in the listing', async () => {
    const before = await listingSlugs();
    const slug = await createSong('Brand New');
    expect(before).not.toContain(slug);
    expect(await listingSlugs()).toContain(slug);
  });

  it('a privacy change and a delete take the song away at once', async () => {
    const slug = await createSong('Going Private');
    expect((await visit(`/api/song/${slug}`)).statusCode).toBe(200);
    expect(await listingSlugs()).toContain(slug);
    const hide = await t.app.inject({ method: 'PUT', url: `/api/song/${slug}`, headers: tokenHeader(artist), payload: { privacy: 'private' } });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await visit(`/api/song/${slug}`)).statusCode).toBe(404);
    expect(await listingSlugs()).not.toContain(slug);
    await t.app.inject({ method: 'PUT', url: `/api/song/${slug}`, headers: tokenHeader(artist), payload: { privacy: 'public' } });
    expect((await visit(`/api/song/${slug}`)).statusCode).toBe(200);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/song/${slug}`, headers: tokenHeader(artist) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await visit(`/api/song/${slug}`)).statusCode).toBe(404);
    expect(await listingSlugs()).not.toContain(slug);
  });

  it('a finished background job shows at once (renditions)', async () => {
    const upload = await uploadAudio(t.app, artist, makeTone('mp3'));
    const res = await t.app.inject({ method: 'POST', url: '/api/uploadsongdetails', headers: tokenHeader(artist), payload: { upload_id: upload.json().result.upload_id, title: 'Processing', genre: [refs.genre], language: [refs.language] } });
    const slug = res.json().result.slug_usersong as string;
    await visit(`/api/song/${slug}`);
    await t.platform.jobs.drain();
    expect((await visit(`/api/song/${slug}`)).json().result.media_status).toBe('ready');
  });

  it("a signed-in caller's reply is never kept nor taken from the cache", async () => {
    const slug = await createSong('Personal');
    await visit(`/api/song/${slug}`);
    const mine = await visit(`/api/song/${slug}`, tokenHeader(listener));
    expect(mine.headers).toMatchObject({ 'cache-control': 'private, no-store', vary: 'Authorization' });
    expect(mine.headers.etag).toBeUndefined();
    await retitleInDatabase(slug, 'Personal, Retitled');
    expect((await visit(`/api/song/${slug}`, tokenHeader(listener))).json().result.title).toBe('Personal, Retitled');
    // The visitor's kept reply is unchanged by the signed-in read.
    expect((await visit(`/api/song/${slug}`)).json().result.title).toBe('Personal');
  });
});
