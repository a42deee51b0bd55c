import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildUser, signIn } from '../../../test/factories.ts';
import { listFiles, makeTone } from '../../../test/media-fixtures.ts';
import { waitFor } from '../../../test/wait-for.ts';

let t: TestApp;
let dataDir: string;
let key: string;
let port: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-abort-'));
  t = await createTestApp({ config: { dataDir } });
  key = await signIn(t.app, (await buildUser(t.db, { type: 'Artist' })).email);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('an interrupted upload', () => {
  it('leaves no temporary file, no stored file and no row when the client goes away mid-stream', async () => {
    const wav = fs.readFileSync(makeTone('wav', 8, 220));
    const boundary = 'abort-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="song"; filename="cut.wav"\r\nContent-Type: audio/wav\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const tempDir = path.join(dataDir, 'tmp', 'uploads');
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/uploadsong',
      headers: { authorization: `Token ${key}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + wav.length + tail.length },
    });
    request.on('error', () => {});
    request.write(head);
    request.write(wav.subarray(0, Math.floor(wav.length / 2)));
    // The server has started writing the upload to a temporary file…
    await waitFor(() => listFiles(tempDir).length > 0, { timeoutMs: 15_000, what: 'a temporary upload file' });
    // …when the client disappears.
    request.destroy();
    await waitFor(() => listFiles(tempDir).length === 0, { timeoutMs: 15_000, what: 'the temporary file removed' });
    const rows = await t.db.selectFrom('media_files').select('id').execute();
    expect(rows).toEqual([]);
    expect(listFiles(path.join(dataDir, 'media', 'audio'))).toEqual([]);
  });
});
