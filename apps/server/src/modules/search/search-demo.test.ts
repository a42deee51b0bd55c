import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { seedDatabase } from '../../db/seed/seed.ts';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-search-demo-'));
  t = await createTestApp({ config: { dataDir, isDemoContent: true } });
  // What `npm start` does on an empty database: the demo rows go in directly, then the index is built.
  await seedDatabase(t.db, t.config, pino({ level: 'silent' }));
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo content is found and listed (issue 6)', () => {
  it('search finds the demo artists, bands and releases', async () => {
    const { results } = (await t.app.inject({ url: '/api/sdsearch', query: { keywords: 'monsoon' } })).json();
    expect(results.artist.map((hit: { title: string }) => hit.title)).toContain('Monsoon Theory');
    expect(results.album.length + results.music.length).toBeGreaterThan(0);
    const asha = (await t.app.inject({ url: '/api/sdsearch-by-type', query: { keywords: 'asha', type: 'artist' } })).json();
    expect(asha.results[0]).toMatchObject({ title: 'Asha Menon', url: '/asha-menon' });
  });

  it('the landing listings are not empty', async () => {
    expect((await t.app.inject({ url: '/api/songs-listing/new' })).json().count).toBeGreaterThan(5);
    expect((await t.app.inject({ url: '/api/v2/songs-listing/best' })).json().results.some((item: { is_album: boolean }) => item.is_album)).toBe(true);
    expect((await t.app.inject({ url: '/api/artist_listing' })).json().count).toBeGreaterThanOrEqual(6);
    expect((await t.app.inject({ url: '/api/featured_artist' })).json().results).toHaveLength(4);
    expect((await t.app.inject({ url: '/api/spotlight' })).json().results.length).toBeGreaterThan(0);
  });

  it('a second start leaves the index as it is (no rebuild)', async () => {
    const ids = () => t.db.selectFrom('search_documents').select((eb) => [eb.fn.min('id').as('first'), eb.fn.countAll<number>().as('n')]).executeTakeFirstOrThrow();
    const before = await ids();
    await seedDatabase(t.db, t.config, pino({ level: 'silent' }));
    const after = await ids();
    // A rebuild would write every document again under new ids.
    expect(Number(after.first)).toBe(Number(before.first));
    expect(Number(after.n)).toBe(Number(before.n));
    expect(Number(after.n)).toBeGreaterThan(10);
  });
});
