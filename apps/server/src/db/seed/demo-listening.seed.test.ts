import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { seedDemoCatalog } from './demo-catalog.seed.ts';
import { seedDemoListening } from './demo-listening.seed.ts';
import { seedDemoContent } from './demo.seed.ts';

const silent = pino({ level: 'silent' });
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-demo-listening-'));
  t = await createTestApp({ config: { dataDir } });
  await seedDemoContent(t.db, t.config, silent);
  await seedDemoCatalog(t.db, t.config, silent);
  await seedDemoListening(t.db, silent);
}, 90_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo listening seed', () => {
  it('lists public demo playlists of demo listeners with playable demo songs', async () => {
    const listing = (await t.app.inject({ url: '/api/playlist/indiwave_playlists' })).json();
    expect(listing.count).toBe(3);
    const detail = (await t.app.inject({ url: '/api/playlist/playlist_detail/monsoon-evenings' })).json().result;
    expect(detail).toMatchObject({ title: 'Monsoon Evenings', status: true, user: { slug_username: 'meera-kulkarni' } });
    expect(detail.track.map((track: { title: string }) => track.title)).toEqual(['First Rain', 'Kayal Lullaby', 'Local Train Lo-fi', 'Bulla Ki Jaana']);
    expect(detail.track[0].mp3).toMatch(/^\/media\/audio\/.+\.mp3$/);
  });

  it('follows and claps show in the catalogue, and a second run adds nothing', async () => {
    const followers = (await t.app.inject({ url: '/api/get_follow?filter=followers&slug=asha-menon' })).json();
    expect(followers.results.map((p: { slug: string }) => p.slug).sort()).toEqual(['kabir-sethi', 'meera-kulkarni', 'tanvi-shah']);
    const songs = (await t.app.inject({ url: '/api/indiwaveuser/songs?slug=asha-menon' })).json().results as { title: string; song_claps: number }[];
    expect(songs.find((song) => song.title === 'First Rain')?.song_claps).toBe(58);
    await seedDemoListening(t.db, silent);
    expect((await t.app.inject({ url: '/api/playlist/indiwave_playlists' })).json().count).toBe(3);
    expect((await t.app.inject({ url: '/api/get_follow?filter=followers&slug=asha-menon' })).json().count).toBe(3);
  });
});
