import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage.adapter.ts';
import { createS3Storage } from './s3-storage.adapter.ts';
import { StorageNotFoundError, isValidStorageKey, type StoragePort } from './storage.port.ts';

const BUCKET = 'indiwave-media';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let s3rver: S3rver;
let s3Dir: string;
let diskDir: string;
let endpoint: string;
const stores: Record<'disk' | 's3', StoragePort> = {} as never;

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-s3rver-'));
  diskDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-disk-'));
  // s3rver: an S3-compatible server on loopback, on a port of its own choosing.
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  await new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials }).send(new CreateBucketCommand({ Bucket: BUCKET }));
  stores.disk = createDiskStorage(diskDir);
  stores.s3 = createS3Storage({ bucket: BUCKET, region: 'us-east-1', endpoint, forcePathStyle: true, ...credentials });
});
afterAll(async () => {
  await s3rver?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
  fs.rmSync(diskDir, { recursive: true, force: true });
});

describe.each(['disk', 's3'] as const)('the %s store', (kind) => {
  const store = () => stores[kind];

  it('stores a file and a buffer, states them, streams them whole and by range, and deletes them', async () => {
    const source = path.join(os.tmpdir(), `indiwave-storage-${process.pid}-${kind}.txt`);
    fs.writeFileSync(source, 'The quick brown fox jumps over the lazy dog');
    await store().putFile('tests/fox.txt', source, { contentType: 'text/plain' });
    await store().putBuffer('tests/nested/deep/blob.mp3', Buffer.from('0123456789'), { contentType: 'audio/mpeg' });
    expect(fs.existsSync(source)).toBe(true);

    const fox = await store().stat('tests/fox.txt');
    expect(fox).toMatchObject({ size: 43 });
    expect(fox!.etag).toMatch(/^"/);
    expect(fox!.modifiedAt).toBeInstanceOf(Date);
    expect((await store().stat('tests/nested/deep/blob.mp3'))?.contentType).toBe('audio/mpeg');
    expect(await text(await store().getStream('tests/fox.txt'))).toBe('The quick brown fox jumps over the lazy dog');
    expect(await text(await store().getStream('tests/fox.txt', { start: 4, end: 8 }))).toBe('quick');
    expect(await text(await store().getStream('tests/nested/deep/blob.mp3', { start: 7, end: 9 }))).toBe('789');

    await store().delete('tests/fox.txt');
    expect(await store().stat('tests/fox.txt')).toBeNull();
    await expect(store().getStream('tests/fox.txt')).rejects.toBeInstanceOf(StorageNotFoundError);
    await store().delete('tests/fox.txt');
    fs.rmSync(source, { force: true });
  });

  it('moves a file into place when asked', async () => {
    const source = path.join(os.tmpdir(), `indiwave-storage-move-${process.pid}-${kind}.bin`);
    fs.writeFileSync(source, Buffer.alloc(2048, 7));
    await store().putFile('tests/moved.bin', source, { contentType: 'application/octet-stream', move: true });
    expect((await store().stat('tests/moved.bin'))?.size).toBe(2048);
    if (kind === 'disk') expect(fs.existsSync(source)).toBe(false);
    fs.rmSync(source, { force: true });
  });

  it('refuses keys that would leave the store', async () => {
    for (const key of ['../x', '/etc/passwd', 'a//b', 'a/./b', 'a/../b', '']) {
      expect(isValidStorageKey(key), key).toBe(false);
      await expect(store().putBuffer(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('only the disk store has local paths', () => {
    expect(store().toLocalPath('a/b.mp3')).toBe(kind === 'disk' ? path.join(diskDir, 'a/b.mp3') : null);
  });
});

