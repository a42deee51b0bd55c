import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildUser, signIn, tokenHeader } from '../../../test/factories.ts';
import { findGenreAndLanguage, makeImage, makeTone, uploadAudio, uploadImage } from '../../../test/media-fixtures.ts';

let s3rver: S3rver;
let s3Dir: string;
let dataDir: string;
let t: TestApp;

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-s3-app-'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-s3-data-'));
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true });
  const { port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  await new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials }).send(new CreateBucketCommand({ Bucket: 'catalog-media' }));
  t = await createTestApp({ config: { dataDir, storage: { driver: 's3', bucket: 'catalog-media', region: 'us-east-1', endpoint, forcePathStyle: true, ...credentials } } });
});
afterAll(async () => {
  await t?.close();
  await s3rver?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the catalogue on S3-compatible storage (s3rver on loopback)', () => {
  it('stores uploads in the bucket, makes renditions from it and streams them with Range', async () => {
    expect(t.platform.storage.kind).toBe('s3');
    const key = await signIn(t.app, (await buildUser(t.db, { type: 'Artist' })).email);
    const refs = await findGenreAndLanguage(t.app);
    const image = (await uploadImage(t.app, key, await makeImage(600))).json().result.image_id;
    const upload = await uploadAudio(t.app, key, makeTone('flac', 3, 880));
    expect(upload.statusCode, upload.body).toBe(200);
    const song = (await t.app.inject({ method: 'POST', url: '/api/uploadsongdetails', headers: tokenHeader(key), payload: { upload_id: upload.json().result.upload_id, image, title: 'Cloud Song', genre: [refs.genre], language: [refs.language] } })).json().result;
    await t.platform.jobs.drain();
    const ready = (await t.app.inject({ url: `/api/song/${song.slug_usersong}` })).json().result;
    expect(ready.media_status).toBe('ready');
    const whole = await t.app.inject({ url: ready.mp3 });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBeGreaterThan(10_000);
    const part = await t.app.inject({ url: ready.mp3, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    expect((await t.app.inject({ url: ready.image })).headers['content-type']).toBe('image/jpeg');
    // Nothing of the catalogue landed on the local disk but the temporary folder.
    expect(fs.existsSync(path.join(dataDir, 'media', 'audio'))).toBe(false);
  });
});
