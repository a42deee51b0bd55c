import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildAlbum, buildSong } from '../../../test/catalog-factories.ts';
import { buildPerson, type Person } from '../../../test/social.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';
import { createBlogsRepository } from '../blogs/blogs.repository.ts';
import { createBlogsService } from '../blogs/blogs.service.ts';
import { createContentImagesRepository } from '../content-images/content-images.repository.ts';
import { createContentImagesService } from '../content-images/content-images.service.ts';
import { createSearchIndex } from '../search/search-index.service.ts';
import { createSeoRepository } from './seo.repository.ts';
import { createSeoService } from './seo.service.ts';
import { createAuditService } from '../audit/audit.service.ts';

const clock = createManualClock(new Date('2030-02-01T00:00:00.000Z'));
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-seo-dist-'));
let t: TestApp;
let artist: Person;
let songs: { public: string; private: string; scheduled: string; album: string };

beforeAll(async () => {
  fs.writeFileSync(path.join(distDir, 'index.html'), '<html><head><!--app-meta--></head><body></body></html>');
  t = await createTestApp({ platform: { clock }, config: { webDistDir: distDir } });
  artist = await buildPerson(t.db, clock, { type: 'Artist', first_name: 'Asha', last_name: 'Menon' });
  const publicSong = await buildSong(t.db, artist.id, { title: 'Out there' });
  const privateSong = await buildSong(t.db, artist.id, { title: 'Only mine', isPublic: false });
  const scheduled = await buildSong(t.db, artist.id, { title: 'Coming soon', isScheduled: true, releaseDate: '2030-03-01T00:00:00.000Z' });
  const albumSong = await buildSong(t.db, artist.id, { title: 'Album track' });
  const album = await buildAlbum(t.db, artist.id, [albumSong.id]);
  songs = { public: publicSong.slug, private: privateSong.slug, scheduled: scheduled.slug, album: album.slug };
  await createSearchIndex({ db: t.db, dialect: t.dialect, config: t.config, clock }).rebuild();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

async function readWholeSitemap(): Promise<string> {
  const index = await t.app.inject({ url: '/sitemap.xml' });
  expect(index.headers['content-type']).toContain('application/xml');
  const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const bodies = await Promise.all(files.map(async (file) => (await t.app.inject({ url: file })).body));
  return bodies.join('\n');
}

describe('robots.txt and the sitemap', () => {
  it('robots.txt allows the public pages, keeps crawlers out of private areas and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /settings');
    expect(res.body).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
  });

  it('lists public artists, songs and albums with lastmod; never a private song, an unreleased one only from its date', async () => {
    let all = await readWholeSitemap();
    expect(all).toContain(`${t.config.publicUrl}/songs/${songs.public}</loc><lastmod>`);
    expect(all).toContain(`/albums/${songs.album}</loc>`);
    expect(all).toContain(`${t.config.publicUrl}/${artist.slug}</loc>`);
    expect(all).toContain(`${t.config.publicUrl}/blogs</loc>`);
    expect(all).not.toContain(songs.private);
    expect(all).not.toContain(songs.scheduled);
    clock.advance(40 * 86_400_000);
    all = await readWholeSitemap();
    expect(all).toContain(`/songs/${songs.scheduled}</loc>`);
    expect(all).not.toContain(songs.private);
    expect((await t.app.inject({ url: '/sitemaps/songs-99.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sitemaps/secrets-1.xml' })).statusCode).toBe(404);
  });

  it('splits into files of at most the limit and indexes them (50,000 by the protocol; 2 here)', async () => {
    const logger = pino({ level: 'silent' });
    const images = createContentImagesService({ repository: createContentImagesRepository(t.db), storage: t.platform.storage, publicUrl: (key) => `/media/${key}`, now: () => clock.now() });
    const blogs = createBlogsService({ repository: createBlogsRepository(t.db), audit: createAuditService({ db: t.db, now: () => clock.now() }), images, announce: async () => undefined, now: () => clock.now(), logger });
    const seo = createSeoService({ repository: createSeoRepository(t.db), blogs, publicUrl: 'https://indiwave.example', brandName: 'Indiwave', now: () => clock.now(), urlsPerFile: 2 });
    const index = await seo.renderSitemapIndex();
    // Four songs are public by now (three singles and the album's track): two files of two.
    expect(index).toContain('https://indiwave.example/sitemaps/songs-1.xml');
    expect(index).toContain('https://indiwave.example/sitemaps/songs-2.xml');
    expect(index).not.toContain('songs-3.xml');
    const first = (await seo.renderSitemapFile('songs-1')) ?? '';
    const second = (await seo.renderSitemapFile('songs-2')) ?? '';
    expect([...first.matchAll(/<url>/g)]).toHaveLength(2);
    expect([...second.matchAll(/<url>/g)].length).toBeGreaterThan(0);
    expect(first + second).not.toContain(songs.private);
  });
});

describe('JSON-LD on the pages', () => {
  it('describes a song (MusicRecording) and an artist (Person) in the served HTML', async () => {
    const song = (await t.app.inject({ url: `/songs/${songs.public}`, headers: { accept: 'text/html' } })).body;
    expect(JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(song)?.[1] ?? '{}')).toMatchObject({ '@type': 'MusicRecording', name: 'Out there', byArtist: { name: 'Asha Menon' } });
    const profile = (await t.app.inject({ url: `/${artist.slug}`, headers: { accept: 'text/html' } })).body;
    expect(JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(profile)?.[1] ?? '{}')).toMatchObject({ '@type': 'Person', name: 'Asha Menon' });
    const hidden = (await t.app.inject({ url: `/songs/${songs.private}`, headers: { accept: 'text/html' } })).body;
    expect(hidden).not.toContain('MusicRecording');
    expect(hidden).not.toContain('Only mine');
  });
});
