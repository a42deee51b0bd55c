import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../test/build-app.ts';
import { buildUser, signIn, tokenHeader } from '../../test/factories.ts';
import { makeTone } from '../../test/media-fixtures.ts';
import { HSTS_HEADER } from './security.plugin.ts';

/**
 * Issue 14 items 3, 5 and 11: the development tools answer only this machine, a cut-off upload
 * is the client's fault (400, not 500), NUL characters never reach the database, and an https
 * PUBLIC_URL brings HSTS.
 */
let t: TestApp;
let artistKey: string;
beforeAll(async () => {
  t = await createTestApp();
  const artist = await buildUser(t.db, { type: 'Artist' });
  artistKey = await signIn(t.app, artist.email);
});
afterAll(async () => t.close());

const BOUNDARY = 'hardening-boundary';

/** A multipart body by hand, so a test controls every byte (a file name with NUL, a missing end). */
function multipartBody(parts: Array<{ name: string; fileName?: string; content: Buffer | string }>, options: { isCut?: boolean } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    const type = part.fileName === undefined ? '' : 'Content-Type: application/octet-stream\r\n';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content), Buffer.from('\r\n'));
  }
  const body = Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
  // Cut in the middle of the last part: what a client that died mid-upload leaves behind.
  return options.isCut ? body.subarray(0, body.length - 40) : body;
}

const postMultipart = (url: string, payload: Buffer, method: 'POST' | 'PUT' = 'POST') =>
  t.app.inject({ method, url, payload, headers: { ...tokenHeader(artistKey), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });

describe('development tools answer only this machine (item 3)', () => {
  const urls = ['/dev/mailbox', '/dev/mailbox.json', '/dev/sms.json'];

  it('a client on another machine gets 404 and no codes; a local one gets the mailbox', async () => {
    await t.platform.mail.send({ to: 'someone@example.com', subject: 'Your code', text: 'code 424242' });
    for (const url of urls) {
      const remote = await t.app.inject({ url, remoteAddress: '192.0.2.10' });
      expect(remote.statusCode, url).toBe(404);
      expect(remote.body).not.toContain('424242');
      expect((await t.app.inject({ url, remoteAddress: '127.0.0.1' })).statusCode, url).toBe(200);
      expect((await t.app.inject({ url, remoteAddress: '::1' })).statusCode, url).toBe(200);
    }
    expect((await t.app.inject({ url: '/dev/mailbox.json', remoteAddress: '127.0.0.1' })).body).toContain('424242');
  });

  it('a request relayed by a proxy on this machine is not local, whatever X-Forwarded-For says', async () => {
    for (const url of urls) {
      const relayed = await t.app.inject({ url, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(relayed.statusCode, url).toBe(404);
      expect((await t.app.inject({ url, remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.9' } })).statusCode, url).toBe(404);
    }
  });

  it('a remote client claiming to be local in X-Forwarded-For is still remote', async () => {
    const res = await t.app.inject({ url: '/dev/mailbox.json', remoteAddress: '198.51.100.7', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('a cut-off multipart upload is 400 on every upload call (item 5)', () => {
  const image = Buffer.alloc(20_000, 7);
  const uploads: Array<{ url: string; field: string; fields?: Record<string, string> }> = [
    { url: '/api/songupload', field: 'song', fields: { title: 'Cut' } },
    { url: '/api/uploadsong', field: 'song' },
    { url: '/api/upload_artwork', field: 'image' },
    { url: '/api/playlist/upload_cover', field: 'image' },
    { url: '/api/indiwaveuser/techrider', field: 'tech_rider' },
    { url: '/api/indiwaveuser/press_photos', field: 'image' },
    { url: '/api/indiwaveuser/update_profile_cover_pic', field: 'image', fields: { image_type: 'profile' } },
  ];
  for (const upload of uploads) {
    it(`${upload.url}`, async () => {
      const parts = [...Object.entries(upload.fields ?? {}).map(([name, content]) => ({ name, content })), { name: upload.field, fileName: 'cut.bin', content: image }];
      const res = await postMultipart(upload.url, multipartBody(parts, { isCut: true }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ success: false, error: MESSAGES.uploadIncomplete });
    });
  }
});

describe('NUL characters are stripped from everything stored (item 11)', () => {
  it('from JSON bodies: a playlist name is stored without them, on SQLite and PostgreSQL alike', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/playlist/create', headers: tokenHeader(artistKey), payload: { name: 'Night\u0000 drive', is_public: true } });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db.selectFrom('playlists').select('title').where('title', 'like', 'Night%').executeTakeFirstOrThrow();
    expect(row.title).toBe('Night drive');
  });

  it('from the query and the path: a slug with NUL is an unknown slug (404), never a database error', async () => {
    const inPath = await t.app.inject({ url: '/api/song/no-such%00song' });
    expect(inPath.statusCode, inPath.body).toBe(404);
    expect((await t.app.inject({ url: '/api/indiwaveuser/profile?slug=nobody%00here' })).statusCode).toBe(404);
  });

  it('from multipart file names and fields', async () => {
    const tone = fs.readFileSync(makeTone('mp3', 2));
    const res = await postMultipart('/api/uploadsong', multipartBody([{ name: 'song', fileName: 'a\u0000b.mp3', content: tone }]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.file_name).toBe('ab.mp3');
    const row = await t.db.selectFrom('media_files').select('original_name').where('original_name', 'like', 'a%b.mp3').executeTakeFirstOrThrow();
    expect(row.original_name).toBe('ab.mp3');
  });
});

describe('Strict-Transport-Security (item 11)', () => {
  it('is sent when PUBLIC_URL is https, and not on plain http', async () => {
    expect((await t.app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    const https = await createTestApp({ config: { publicUrl: 'https://indiwave.example', isHttps: true } });
    try {
      for (const url of ['/api/health', '/', '/api/no-such-call']) expect((await https.app.inject({ url })).headers['strict-transport-security'], url).toBe(HSTS_HEADER);
    } finally {
      await https.close();
    }
  });
});
