import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildAlbum, buildSong, buildVideo } from '../../../test/catalog-factories.ts';
import { buildUser, type BuiltUser } from '../../../test/factories.ts';

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-preview-dist-'));
let t: TestApp;
let artist: BuiltUser;
let publicSong: { id: number; slug: string };
let privateSong: { id: number; slug: string };

beforeAll(async () => {
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    '<html><head><!--app-meta--></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ config: { webDistDir: distDir } });
  artist = await buildUser(t.db, { type: 'Artist', first_name: 'Asha', last_name: 'Menon "AM"' });
  publicSong = await buildSong(t.db, artist.id, { title: 'First <Rain> & "Tea"' });
  privateSong = await buildSong(t.db, artist.id, { title: 'Secret Demo', isPublic: false });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

async function readPage(url: string): Promise<string> {
  const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

function readMeta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key.replace(/[:]/g, '\\:')}" content="([^"]*)"`).exec(html)?.[1];
}

describe('the HTML of shareable pages', () => {
  it('a song page carries its OpenGraph and Twitter tags, escaped, and its oEmbed link', async () => {
    const html = await readPage(`/songs/${publicSong.slug}`);
    const base = t.config.publicUrl;
    expect(readMeta(html, 'og:type')).toBe('music.song');
    expect(readMeta(html, 'og:title')).toBe('First &lt;Rain&gt; &amp; &quot;Tea&quot; by Asha Menon &quot;AM&quot;');
    expect(html).not.toContain('<Rain>');
    expect(readMeta(html, 'og:url')).toBe(`${base}/songs/${publicSong.slug}`);
    expect(readMeta(html, 'og:image')).toMatch(new RegExp(`^${base}/`));
    expect(readMeta(html, 'og:image:width')).toBe('200');
    expect(readMeta(html, 'og:image:height')).toBe('200');
    expect(readMeta(html, 'og:site_name')).toBe('Indiwave');
    expect(readMeta(html, 'twitter:card')).toBe('player');
    expect(readMeta(html, 'twitter:player')).toBe(`${base}/embed/song/${publicSong.slug}`);
    expect(readMeta(html, 'twitter:player:height')).toBe('185');
    expect(html).toContain(
      `<link rel="alternate" type="application/json+oembed" href="${base}/api/oembed?format=json&amp;url=${encodeURIComponent(`${base}/songs/${publicSong.slug}`)}"`,
    );
  });

  it('album, video and artist pages describe themselves at their social image sizes', async () => {
    const album = await buildAlbum(t.db, artist.id, [(await buildSong(t.db, artist.id)).id]);
    const albumHtml = await readPage(`/albums/${album.slug}?trackSlug=x`);
    expect(readMeta(albumHtml, 'og:type')).toBe('music.album');
    expect(readMeta(albumHtml, 'twitter:player')).toContain(`/embed/album/${album.slug}`);

    const video = await buildVideo(t.db, artist.id);
    const videoHtml = await readPage(`/video-songs/${video.slug}`);
    expect(readMeta(videoHtml, 'og:type')).toBe('video.other');
    expect(readMeta(videoHtml, 'og:image:width')).toBe('640');
    expect(readMeta(videoHtml, 'og:image:height')).toBe('480');
    expect(readMeta(videoHtml, 'og:video')).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
    expect(readMeta(videoHtml, 'twitter:player:height')).toBe('657');

    const artistHtml = await readPage(`/${artist.slug}`);
    expect(readMeta(artistHtml, 'og:type')).toBe('profile');
    expect(readMeta(artistHtml, 'og:title')).toContain('Asha Menon');
    expect(artistHtml).not.toContain('application/json+oembed');
  });

  it('a private song, an unknown slug and other pages read as the site, telling nothing about the item', async () => {
    for (const url of [`/songs/${privateSong.slug}`, '/songs/no-such-song', '/no-such-artist-here', '/faq', '/']) {
      const html = await readPage(url);
      expect(readMeta(html, 'og:type'), url).toBe('website');
      expect(readMeta(html, 'og:image'), url).toBe(`${t.config.publicUrl}/social-default.png`);
      expect(readMeta(html, 'og:image:width')).toBe('600');
      expect(readMeta(html, 'og:image:height')).toBe('450');
      expect(html).not.toContain('Secret Demo');
    }
  });
});

describe('GET /api/oembed', () => {
  it('answers the embedded player of a song page', async () => {
    const url = `${t.config.publicUrl}/songs/${publicSong.slug}`;
    const res = await t.app.inject({ url: `/api/oembed?url=${encodeURIComponent(url)}&maxwidth=400` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'Indiwave',
      width: 400,
      height: 185,
      author_name: 'Asha Menon "AM"',
    });
    expect(body.html).toContain(`src="${t.config.publicUrl}/embed/song/${publicSong.slug}"`);
    expect(body.html).toContain('title="First &lt;Rain&gt; &amp; &quot;Tea&quot; by Asha Menon &quot;AM&quot;"');
  });

  it('refuses private items, artists, other sites and xml', async () => {
    const base = t.config.publicUrl;
    for (const url of [
      `${base}/songs/${privateSong.slug}`,
      `${base}/${artist.slug}`,
      `https://elsewhere.example/songs/${publicSong.slug}`,
      `${base}/faq`,
    ]) {
      const res = await t.app.inject({ url: `/api/oembed?url=${encodeURIComponent(url)}` });
      expect(res.statusCode, url).toBe(404);
    }
    const xml = await t.app.inject({
      url: `/api/oembed?format=xml&url=${encodeURIComponent(`${base}/songs/${publicSong.slug}`)}`,
    });
    expect(xml.statusCode).toBe(501);
  });
});
