import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app.ts';

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-dist-'));
let t: TestApp;

beforeAll(async () => {
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    '<html><head><!--app-meta--></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(distDir, 'assets', 'index-AbC123.js'), 'console.log("app")');
  fs.writeFileSync(path.join(distDir, 'embed.html'), '<html><body><div id="embed"></div></body></html>');
  fs.writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(distDir, 'version.json'), JSON.stringify({ version: 'build-42' }));
  t = await createTestApp({ config: { webDistDir: distDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('hashed assets are cached for a year, immutable', async () => {
    const res = await t.app.inject({ url: '/assets/index-AbC123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('other files are revalidated', async () => {
    const res = await t.app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=0');
  });

  it('every page path gets index.html (the app router decides), never cached', async () => {
    for (const url of ['/', '/faq', '/about/contact-us', '/some-artist', '/no/such/page?x=1']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
      expect(res.body).not.toContain('<!--app-meta-->');
    }
  });

  it('embed players are their own page, and any site may frame them', async () => {
    for (const type of ['song', 'album', 'playlist', 'video']) {
      const res = await t.app.inject({ url: `/embed/${type}/some-slug` });
      expect(res.statusCode, type).toBe(200);
      expect(res.body).toContain('<div id="embed">');
      expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('the app itself may only be framed by itself', async () => {
    const res = await t.app.inject({ url: '/songs/some-slug' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('an unknown embed type is an app page (its router shows not found)', async () => {
    const res = await t.app.inject({ url: '/embed/podcast/some-slug' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('the /{type}-embed/{slug} aliases redirect to /embed/{type}/{slug}, keeping the query', async () => {
    for (const type of ['song', 'album', 'playlist', 'video']) {
      const res = await t.app.inject({ url: `/${type}-embed/my-slug?autoplay=1` });
      expect(res.statusCode, type).toBe(301);
      expect(res.headers.location).toBe(`/embed/${type}/my-slug?autoplay=1`);
    }
  });

  it('unknown API and media paths stay JSON 404s', async () => {
    for (const url of ['/api/nothing-here', '/media/nothing-here.mp3']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().success).toBe(false);
    }
  });

  it('a POST to a page path is a 404, not the app', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/faq' });
    expect(res.statusCode).toBe(404);
  });

  it('the version is the build the server serves', async () => {
    const res = await t.app.inject({ url: '/api/version' });
    expect(res.json()).toEqual({ success: true, version: 'build-42' });
  });
});
