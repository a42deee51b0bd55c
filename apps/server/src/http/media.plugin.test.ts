import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app.ts';

let t: TestApp;
let dataDir: string;
const body = crypto.randomBytes(10_000);
const key = 'art/range-test/500.jpg';
const url = `/media/${key}`;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-media-'));
  t = await createTestApp({ config: { dataDir } });
  await t.platform.storage.putBuffer(key, body, { contentType: 'image/jpeg' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('/media streaming', () => {
  it('answers the whole object with ranges offered, an entity tag, a year of immutable caching and nosniff', async () => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(body)).toBe(true);
    expect(res.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-length': '10000',
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(res.headers['last-modified']).toBeTruthy();
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('a JPEG with a WebP sibling answers WebP to a browser that accepts it, JPEG to others, and says it varies by Accept', async () => {
    const webp = crypto.randomBytes(4_000);
    await t.platform.storage.putBuffer('art/negotiated/250.jpg', body, { contentType: 'image/jpeg' });
    await t.platform.storage.putBuffer('art/negotiated/250.webp', webp, { contentType: 'image/webp' });
    const chrome = await t.app.inject({ url: '/media/art/negotiated/250.jpg', headers: { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' } });
    expect(chrome.headers).toMatchObject({ 'content-type': 'image/webp', 'content-length': '4000', vary: 'Accept' });
    expect(chrome.rawPayload.equals(webp)).toBe(true);
    for (const accept of [undefined, 'image/png,image/*;q=0.8', 'image/webp;q=0, image/*']) {
      const other = await t.app.inject({ url: '/media/art/negotiated/250.jpg', headers: accept ? { accept } : {} });
      expect(other.headers, String(accept)).toMatchObject({ 'content-type': 'image/jpeg', vary: 'Accept' });
      expect(other.rawPayload.equals(body)).toBe(true);
    }
    // Each answer is its own entity: a tag of one never revalidates the other.
    expect(chrome.headers.etag).not.toBe((await t.app.inject({ url: '/media/art/negotiated/250.jpg' })).headers.etag);
    // No sibling: the JPEG, whatever the browser accepts.
    const plain = await t.app.inject({ url, headers: { accept: 'image/webp,*/*' } });
    expect(plain.headers['content-type']).toBe('image/jpeg');
    expect(plain.rawPayload.equals(body)).toBe(true);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-', 100, 9_999],
    ['bytes=-500', 9_500, 9_999],
    ['bytes=9000-20000', 9_000, 9_999],
    ['bytes=0-0', 0, 0],
  ])('%s → 206 with Content-Range and exactly those bytes', async (range, start, end) => {
    const res = await t.app.inject({ url, headers: { range } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/10000`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.rawPayload.equals(body.subarray(start, end + 1))).toBe(true);
  });

  it.each(['bytes=10000-', 'bytes=20000-30000', 'bytes=-0'])('%s is unsatisfiable: 416 with bytes */size', async (range) => {
    const res = await t.app.inject({ url, headers: { range } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */10000');
  });

  it('several ranges, other units and a reversed range are ignored: the whole object', async () => {
    for (const range of ['bytes=0-1,5-9', 'items=0-5', 'bytes=50-10']) {
      const res = await t.app.inject({ url, headers: { range } });
      expect(res.statusCode, range).toBe(200);
      expect(res.rawPayload.length).toBe(10_000);
    }
  });

  it('conditional requests: 304 for a known entity tag or date; If-Range decides whether the range applies', async () => {
    const { etag, 'last-modified': modified } = (await t.app.inject({ url })).headers as Record<string, string>;
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await t.app.inject({ url, headers: { 'if-none-match': `"other", W/${etag}` } })).statusCode).toBe(304);
    expect((await t.app.inject({ url, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: { 'if-modified-since': modified } })).statusCode).toBe(304);
    expect((await t.app.inject({ url, headers: { range: 'bytes=0-9', 'if-range': etag } })).statusCode).toBe(206);
    expect((await t.app.inject({ url, headers: { range: 'bytes=0-9', 'if-range': '"stale"' } })).statusCode).toBe(200);
  });

  it('a popular object is served from memory with the same bytes, whole and by range', async () => {
    const hotKey = 'art/hot-test/500.jpg';
    const hotBody = crypto.randomBytes(50_000);
    await t.platform.storage.putBuffer(hotKey, hotBody, { contentType: 'image/jpeg' });
    for (let i = 0; i < 8; i++) {
      const start = i * 1000;
      const res = await t.app.inject({ url: `/media/${hotKey}`, headers: { range: `bytes=${start}-${start + 4999}` } });
      expect(res.statusCode).toBe(206);
      expect(res.rawPayload.equals(hotBody.subarray(start, start + 5000))).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const whole = await t.app.inject({ url: `/media/${hotKey}` });
    expect(whole.rawPayload.equals(hotBody)).toBe(true);
    expect(whole.headers['content-length']).toBe('50000');
  });

  it('HEAD answers the headers without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url, headers: { range: 'bytes=0-9' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-length']).toBe('10');
    expect(res.body).toBe('');
  });

  it('missing objects, paths out of the store and audio without a public song are 404', async () => {
    for (const missing of ['/media/art/none/500.jpg', '/media/art/%2e%2e/x.jpg', '/media/audio/x/original.wav']) {
      const res = await t.app.inject({ url: missing });
      expect(res.statusCode, missing).toBe(404);
    }
    await t.platform.storage.putBuffer('audio/loose/192k.mp3', body, { contentType: 'audio/mpeg' });
    expect((await t.app.inject({ url: '/media/audio/loose/192k.mp3' })).statusCode).toBe(404);
  });

  it('a signed URL without a valid signature is 403', async () => {
    expect((await t.app.inject({ url: `/media/private/${key}` })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/media/private/${key}?exp=99999999999&sig=abc` })).statusCode).toBe(403);
  });
});
