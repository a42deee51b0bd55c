import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { grantPro } from '../apps/server/test/commerce-fixtures.ts';
import { buildUser } from '../apps/server/test/factories.ts';

/**
 * Peak memory of the server while a 100 MB WAV uploads (POST /api/uploadsong), then while a
 * release master of just under 200 MB does (POST /api/distribution/releases/…/audio, issue 18):
 * the server runs as its own process and its resident set is sampled from /proc every 10 ms,
 * from idle through the upload, the content checks (file-type, music-metadata or ffprobe, an
 * ffmpeg decode) and the store. Target: under 150 MB above idle. The baseline is the file
 * itself: a server that held the upload in memory would grow by at least the file's size (ratio ≥ 1).
 */
const root = path.resolve(import.meta.dirname, '..');
const SAMPLE_MS = 10;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function readRssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error('the server exited');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

/** Streams a multipart upload of a file from disk (nothing of it in this process's memory either). */
function uploadFile(port: number, token: string, file: string, target = { path: '/api/uploadsong', field: 'song' }): Promise<{ status: number; body: string }> {
  const boundary = `bench-${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${target.field}"; filename="${path.basename(file)}"\r\nContent-Type: audio/wav\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = fs.statSync(file).size;
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: target.path, headers: { authorization: `Token ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + size + tail.length } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.write(head);
    const stream = fs.createReadStream(file);
    stream.on('error', reject);
    stream.on('end', () => request.end(tail));
    stream.pipe(request, { end: false });
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-bench-upload-'));
const port = await freePort();
const env = { ...process.env, NODE_ENV: 'production', SECRET_KEY: 'bench-secret-key-bench-secret-key-012345', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_CONTENT: 'false' };
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
try {
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, server);
  // Just under the 100 MB limit: 590 s of 16-bit stereo 44.1 kHz.
  const wav = path.join(dataDir, 'upload.wav');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=590', '-f', 'lavfi', '-i', 'anoisesrc=d=590:a=0.05', '-filter_complex', 'amix=inputs=2', '-ac', '2', '-ar', '44100', wav]);

  const { db } = openDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'indiwave.db') });
  const artist = await buildUser(db, { type: 'Artist' });
  await db.destroy();
  const signIn = await fetch(`http://127.0.0.1:${port}/api/obtain_auth_token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: artist.email, password: artist.password }) });
  const token = ((await signIn.json()) as { result: { token: string } }).result.token;

  const mb = (bytes: number) => bytes / 1024 / 1024;
  const pid = server.pid as number;
  /** The resident set at rest now: the most of 20 samples, 10 ms apart. */
  async function readIdle(): Promise<number> {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const samples: number[] = [];
    for (let i = 0; i < 20; i++) {
      samples.push(readRssBytes(pid));
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
    return Math.max(...samples);
  }
  async function measure(label: string, file: string, target?: { path: string; field: string }): Promise<void> {
    const size = fs.statSync(file).size;
    const idle = await readIdle();
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, readRssBytes(pid))), SAMPLE_MS);
    const started = Date.now();
    const result = await uploadFile(port, token, file, target);
    const seconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    if (result.status !== 200) throw new Error(`upload failed: ${result.status} ${result.body}`);
    console.log(`${label}, ${mb(size).toFixed(1)} MB WAV, streamed, ${seconds.toFixed(1)} s (upload, checks, store)`);
    console.log(`  server RSS idle ${mb(idle).toFixed(0)} MB, peak ${mb(peak).toFixed(0)} MB: ${mb(peak - idle).toFixed(1)} MB above idle (target < 150 MB)`);
    console.log(`  ratio growth/file size: ${((peak - idle) / size).toFixed(2)} (a server buffering the upload: ≥ 1.00)`);
  }

  // Idle: after start-up and a sign-in, settled.
  await measure('POST /api/uploadsong', wav);

  // A release master just under 200 MB (1,180 s of 16-bit stereo 44.1 kHz) to a Pro artist's draft release.
  const master = path.join(dataDir, 'master.wav');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=220:duration=1180', '-f', 'lavfi', '-i', 'anoisesrc=d=1180:a=0.05', '-filter_complex', 'amix=inputs=2', '-ac', '2', '-ar', '44100', '-c:a', 'pcm_s16le', master]);
  fs.rmSync(wav, { force: true });
  const proDb = openDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'indiwave.db') }).db;
  await grantPro(proDb, artist.id);
  await proDb.destroy();
  const api = async (method: string, url: string, body: object) => {
    const reply = await fetch(`http://127.0.0.1:${port}/api${url}`, { method, headers: { authorization: `Token ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await reply.json()) as { result?: { id: number; tracks: Array<{ id: number }> } };
    if (!reply.ok || !json.result) throw new Error(`${url}: ${reply.status} ${JSON.stringify(json)}`);
    return json.result;
  };
  const releaseDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const release = await api('POST', '/distribution/releases', { kind: 'single', title: 'Long Monsoon', artists: ['Bench Artist'], genre: 'Indie Pop', language: 'Hindi', release_date: releaseDate, stores: ['spotify'], territories: ['Worldwide'] });
  const withTrack = await api('POST', `/distribution/releases/${release.id}/tracks`, { title: 'Long Monsoon', artists: ['Bench Artist'] });
  const trackId = withTrack.tracks[0].id;
  await measure('POST /api/distribution/releases/{id}/tracks/{track}/audio (release master)', master, { path: `/api/distribution/releases/${release.id}/tracks/${trackId}/audio`, field: 'file' });
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
