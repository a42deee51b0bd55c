import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { seedDemoCatalog } from './demo-catalog.seed.ts';
import { seedDemoContent } from './demo.seed.ts';

const silent = pino({ level: 'silent' });
let t: TestApp;
let dataDir: string;
let seconds: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-demo-catalog-'));
  t = await createTestApp({ config: { dataDir } });
  await seedDemoContent(t.db, t.config, silent);
  const started = Date.now();
  await seedDemoCatalog(t.db, t.config, silent);
  seconds = (Date.now() - started) / 1000;
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo catalogue', () => {
  it('gives demo artists public, playable songs and albums with artwork, quickly', async () => {
    // About 5 s on its own (the budget is 15 s, as e2e starts the server fresh); the suite runs
    // test files side by side on two cores, so this allows for sharing them.
    expect(seconds).toBeLessThan(45);
    const songs = (await t.app.inject({ url: '/api/indiwaveuser/songs?slug=asha-menon' })).json();
    expect(songs.count).toBe(2);
    const [first] = songs.results;
    expect(first.mp3).toMatch(/^\/media\/audio\/.+\.mp3$/);
    const detail = (await t.app.inject({ url: `/api/song/${first.song_slug}` })).json().result;
    expect(detail).toMatchObject({ is_public: true, media_status: 'ready', images: { is_default: false } });
    expect(detail.duration).toBeGreaterThanOrEqual(20);
    expect(detail.duration).toBeLessThanOrEqual(40);
    const mp3 = await t.app.inject({ url: detail.mp3, headers: { range: 'bytes=0-1023' } });
    expect(mp3.statusCode).toBe(206);
    expect((await t.app.inject({ url: detail.image })).headers['content-type']).toBe('image/jpeg');

    const band = (await t.app.inject({ url: '/api/indiwaveuser/songs?slug=monsoon-theory' })).json();
    const album = band.results.find((item: { is_album: boolean }) => item.is_album);
    expect(album).toMatchObject({ album_tracks: 3 });
    const albumDetail = (await t.app.inject({ url: `/api/album_details/${album.album_slug}` })).json().result;
    expect(albumDetail.music_tracks).toHaveLength(3);
    expect(albumDetail.music_tracks.every((track: { mp3: string | null }) => track.mp3)).toBe(true);
  });

  it('every track sounds different', async () => {
    const sizes = await t.db.selectFrom('media_files').select('size').where('kind', '=', 'original').execute();
    expect(sizes.length).toBeGreaterThanOrEqual(8);
    expect(new Set(sizes.map((row) => row.size)).size).toBe(sizes.length);
  });

  it('running again adds nothing', async () => {
    const count = async () => (await t.db.selectFrom('songs').select('id').execute()).length;
    const before = await count();
    await seedDemoCatalog(t.db, t.config, silent);
    expect(await count()).toBe(before);
  });
});
