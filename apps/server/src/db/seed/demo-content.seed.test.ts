import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildSong } from '../../../test/catalog-factories.ts';
import { buildUser } from '../../../test/factories.ts';
import { expectNegotiatedPicture } from '../../../test/media-fixtures.ts';
import { seedDemoBlogsAndAds } from './demo-content.seed.ts';
import { seedDemoStaff } from './demo-staff.seed.ts';

const silent = pino({ level: 'silent' });
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-demo-content-'));
  t = await createTestApp({ config: { dataDir, isDemoCampaigns: true } });
  const artist = await buildUser(t.db, { type: 'Artist', is_demo: 1 });
  await buildSong(t.db, artist.id);
  await seedDemoStaff(t.db, silent);
  await seedDemoBlogsAndAds(t.db, t.config, silent);
  await seedDemoBlogsAndAds(t.db, t.config, silent);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('demo blog posts and campaigns', () => {
  it('publishes the demo posts once, with their 900x450 covers', async () => {
    const blogs = (await t.app.inject({ url: '/api/blogs' })).json();
    expect(blogs.count).toBe(3);
    expect(blogs.results[0].featured_image).toMatch(/^\/media\/blog\//);
    expect((await t.app.inject({ url: blogs.results[0].featured_image })).statusCode).toBe(200);
    await expectNegotiatedPicture(t.app, blogs.results[0].featured_image, { width: 900, height: 450 });
  });

  it('runs a banner, the popup and a companion ad', async () => {
    const banners = (await t.app.inject({ url: '/api/advertisements?key=banner&page=songs' })).json().media;
    expect(banners).toHaveLength(1);
    // Stored as uploads are: the JPEG and its WebP sibling (issue 16).
    await expectNegotiatedPicture(t.app, banners[0].adv_image, { width: 1456, height: 180 });
    expect((await t.app.inject({ url: '/api/advertisement_list' })).json().result).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/advertisements?key=companion' })).json().media).toHaveLength(1);
  });
});
