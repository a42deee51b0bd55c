import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { buildUser, signIn } from '../apps/server/test/factories.ts';

/**
 * Streaming a 10 MB rendition with Range requests, 100 connections: the app's /media route
 * against nginx (Debian's package) serving the same file from the same disk, in the same run.
 * Each request asks for 1 MB at one of 40 offsets, as a player seeking through a track does.
 * Both servers run as one process (nginx: one worker) pinned to the same core, the load
 * generator (wrk, one thread; installed like nginx when missing) to the other; seven
 * alternating rounds; the ratio is the median of the rounds' ratios, so other work on the
 * machine weighs on both sides alike.
 * Target: at least 0.9 of nginx's throughput.
 *
 * nginx and wrk: `apt-get install nginx-light wrk` (or `nginx`); when missing and running as
 * root this benchmark installs them.
 */
const CONNECTIONS = 100;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = 7;
// One core each when taskset exists: the servers share core 1, the load generator has core 0.
const taskset = ['/usr/bin/taskset', '/bin/taskset'].find((candidate) => fs.existsSync(candidate));
const onCore = (core: number, command: string, args: string[]): [string, string[]] => (taskset ? [taskset, ['-c', String(core), command, ...args]] : [command, args]);
const RANGE_BYTES = 1024 * 1024;
const root = path.resolve(import.meta.dirname, '..');

function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(candidate)) return candidate;
  if (process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0) {
    console.log('installing nginx (Debian package)…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
    const light = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (light.status !== 0) spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (fs.existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  }
  return null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForUrl(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** The load generator: wrk (C, one thread) when installed, else autocannon (which tops out near 60 MB/s of large bodies here). */
const wrk = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((candidate) => fs.existsSync(candidate)) ?? (process.getuid?.() === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0 ? '/usr/bin/wrk' : undefined);

async function load(url: string, size: number) {
  return wrk ? loadWithWrk(url, size) : loadWithAutocannon(url, size);
}

function loadWithWrk(url: string, size: number) {
  const offsets = Array.from({ length: 40 }, (_, i) => Math.floor((i * (size - RANGE_BYTES)) / 39));
  const script = path.join(os.tmpdir(), `indiwave-bench-ranges-${process.pid}.lua`);
  fs.writeFileSync(
    script,
    `local offsets = { ${offsets.join(', ')} }
local i = 0
request = function()
  i = i + 1
  local s = offsets[(i % #offsets) + 1]
  return wrk.format("GET", nil, { ["Range"] = "bytes=" .. s .. "-" .. (s + ${RANGE_BYTES - 1}) })
end
local statuses = {}
response = function(status) statuses[status] = (statuses[status] or 0) + 1 end
done = function(summary, latency)
  io.write(string.format("RESULT %d %d %d %d %d\\n", summary.requests, summary.bytes, summary.duration, latency:percentile(99), summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
`,
  );
  const output = execFileSync(...onCore(0, wrk as string, ['-t1', `-c${CONNECTIONS}`, `-d${DURATION_S}s`, '--timeout', '10s', '-s', script, url]), { encoding: 'utf8' });
  fs.rmSync(script, { force: true });
  const [requests, bytes, durationUs, p99Us, errors] = (/RESULT (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(output) ?? []).slice(1).map(Number);
  const seconds = durationUs / 1e6;
  return { rps: requests / seconds, mbps: bytes / seconds / 1024 / 1024, p99: Math.round(p99Us / 1000), errors, statuses: requests - errors };
}

async function loadWithAutocannon(url: string, size: number) {
  const offsets = Array.from({ length: 40 }, (_, i) => Math.floor((i * (size - RANGE_BYTES)) / 39));
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        setupRequest(request) {
          const start = offsets[next++ % offsets.length];
          return { ...request, headers: { ...request.headers, range: `bytes=${start}-${start + RANGE_BYTES - 1}` } };
        },
      },
    ],
  });
  return { rps: result.requests.average, mbps: result.throughput.average / 1024 / 1024, p99: result.latency.p99, errors: result.errors + result.non2xx, statuses: result['2xx'] };
}

const nginx = findNginx();
if (!nginx) {
  console.log('nginx is not installed (apt-get install nginx-light): nothing to compare with.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-bench-media-'));
const appPort = await freePort();
const nginxPort = await freePort();
const env = { ...process.env, NODE_ENV: 'production', SECRET_KEY: 'bench-secret-key-bench-secret-key-012345', DATA_DIR: dataDir, PORT: String(appPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_CONTENT: 'false' };
const app = spawn(...onCore(1, process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts']), { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
let nginxProcess: ChildProcess | undefined;
try {
  await waitForUrl(`http://127.0.0.1:${appPort}/api/health`, app);

  // A real upload through the API: a 7-minute mp3 whose 192k rendition is about 10 MB.
  const source = path.join(dataDir, 'source.mp3');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=220:duration=440', '-f', 'lavfi', '-i', 'anoisesrc=d=440:a=0.05', '-filter_complex', 'amix=inputs=2', '-ac', '2', '-c:a', 'libmp3lame', '-b:a', '192k', source]);
  const { db } = openDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'indiwave.db') });
  const artist = await buildUser(db, { type: 'Artist' });
  await db.destroy();
  const base = `http://127.0.0.1:${appPort}`;
  const token = await signIn({ inject: async (options: { payload: unknown }) => {
    const res = await fetch(`${base}/api/obtain_auth_token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(options.payload) });
    const body = await res.text();
    return { statusCode: res.status, body, json: () => JSON.parse(body) };
  } } as never, artist.email);
  const form = new FormData();
  form.append('song', new Blob([fs.readFileSync(source)]), 'bench.mp3');
  const upload = await (await fetch(`${base}/api/uploadsong`, { method: 'POST', headers: { authorization: `Token ${token}` }, body: form })).json();
  const genre = (await (await fetch(`${base}/api/genre`)).json()).results[0].id;
  const language = (await (await fetch(`${base}/api/language`)).json()).results[0].id;
  const created = await (await fetch(`${base}/api/uploadsongdetails`, { method: 'POST', headers: { authorization: `Token ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ upload_id: upload.result.upload_id, title: 'Bench Song', genre: [genre], language: [language] }) })).json();
  let mp3: string | null = null;
  for (let i = 0; i < 240 && !mp3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    mp3 = (await (await fetch(`${base}/api/song/${created.result.slug_usersong}`)).json()).result.mp3;
  }
  if (!mp3) throw new Error('the rendition was not made');
  const file = path.join(dataDir, 'media', mp3.replace('/media/', ''));
  const size = fs.statSync(file).size;

  // nginx serves the same folder at the same path, sendfile on, one worker.
  const nginxDir = path.join(dataDir, 'nginx');
  fs.mkdirSync(path.join(nginxDir, 'logs'), { recursive: true });
  fs.writeFileSync(
    path.join(nginxDir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  types { audio/mpeg mp3; }
  client_body_temp_path ${nginxDir}/body; proxy_temp_path ${nginxDir}/proxy; fastcgi_temp_path ${nginxDir}/fastcgi; uwsgi_temp_path ${nginxDir}/uwsgi; scgi_temp_path ${nginxDir}/scgi;
  server {
    listen 127.0.0.1:${nginxPort};
    location /media/ { alias ${path.join(dataDir, 'media')}/; add_header Cache-Control "public, max-age=31536000, immutable"; add_header X-Content-Type-Options nosniff; }
  }
}
`,
  );
  nginxProcess = spawn(...onCore(1, nginx, ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf')]), { stdio: ['ignore', 'inherit', 'inherit'] });
  await waitForUrl(`http://127.0.0.1:${nginxPort}${mp3}`, nginxProcess);

  const appUrl = `${base}${mp3}`;
  const nginxUrl = `http://127.0.0.1:${nginxPort}${mp3}`;
  await load(appUrl, size); // warm-up
  await load(nginxUrl, size);
  // Alternating rounds, median of each: other work on the machine shifts both alike.
  const rounds: { ours: Awaited<ReturnType<typeof load>>; theirs: Awaited<ReturnType<typeof load>> }[] = [];
  for (let round = 0; round < ROUNDS; round++) rounds.push({ ours: await load(appUrl, size), theirs: await load(nginxUrl, size) });
  const median = <T extends { mbps: number }>(runs: T[]) => [...runs].sort((a, b) => a.mbps - b.mbps)[Math.floor(runs.length / 2)];
  const ours = median(rounds.map((r) => r.ours));
  const theirs = median(rounds.map((r) => r.theirs));
  // Each round pairs the two back to back; the median of those ratios resists a noisy round best.
  const pairedRatio = rounds.map((r) => r.ours.mbps / r.theirs.mbps).sort((a, b) => a - b)[Math.floor(rounds.length / 2)];
  console.log(`  rounds (MB/s app/nginx): ${rounds.map((r) => `${r.ours.mbps.toFixed(0)}/${r.theirs.mbps.toFixed(0)}`).join(', ')}`);
  console.log(`median of ${ROUNDS} rounds; GET ${mp3} (${(size / 1024 / 1024).toFixed(1)} MB), 1 MB Range requests, ${CONNECTIONS} connections, ${DURATION_S} s`);
  console.log(`  indiwave /media : ${ours.mbps.toFixed(0)} MB/s, ${ours.rps.toFixed(0)} req/s, p99 ${ours.p99} ms, 206s ${ours.statuses}, errors ${ours.errors}`);
  console.log(`  nginx 1 worker  : ${theirs.mbps.toFixed(0)} MB/s, ${theirs.rps.toFixed(0)} req/s, p99 ${theirs.p99} ms, 206s ${theirs.statuses}, errors ${theirs.errors}`);
  console.log(`  ratio app/nginx throughput: ${pairedRatio.toFixed(2)} (median of the rounds' ratios; of the medians ${(ours.mbps / theirs.mbps).toFixed(2)}; target ≥ 0.90)`);
} finally {
  nginxProcess?.kill('SIGTERM');
  app.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
