import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { answerCpuQueries, cpuOf } from './child-cpu.ts';

/**
 * The API rows of issue 16's table, each as a ratio to its baseline in the same run: a bare
 * Fastify route answering the very bytes the app answered for that path, in a process of its
 * own like the app's. The app runs the README's way (`npm start`: info-level logging, the demo
 * database seeded fresh into a temporary folder), in a child process so autocannon does not
 * share its event loop.
 *
 * Rows: GET /api/genre, GET /api/songs-listing/new (20 songs), GET /api/song/{slug} (every
 * public demo song in turn). BENCH_DURATION (s per measure, 10), BENCH_CONNECTIONS (100).
 * BENCH_LARGE=1 runs the 1,000,000-song rows of bench/search-http.bench.ts after these, on SQLite
 * and PostgreSQL, each against a bare route answering that run's own replies (ratio and CPU per
 * reply, as here) and against the issue's absolute goals.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

type Served = { url: string; child: ChildProcess };
// rps counts 2xx replies only: a 503 of the load shedding is no answer (counted in `shed`).
type Figures = { rps: number; p50: number; p99: number; shed: number; errors: number; cpuUsPerReply: number };
type Row = { name: string; goal: { ratio: number; p99?: number }; paths: string[] };

const role = process.env.BENCH_API_ROLE;
if (role === 'app') await serveApp();
else if (role === 'bare') await serveBare();
else await main();

/** The child: the real app, as `npm start` runs it, on a demo database in BENCH_DATA_DIR. */
async function serveApp(): Promise<void> {
  const { default: pino } = await import('pino');
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const { openDatabase } = await import('../apps/server/src/db/database.ts');
  const { migrateToLatest } = await import('../apps/server/src/db/migrate.ts');
  const { seedDatabase } = await import('../apps/server/src/db/seed/seed.ts');
  const { createPlatform } = await import('../apps/server/src/platform/create-platform.ts');
  const config = loadConfig({ ...process.env, NODE_ENV: 'development', DATA_DIR: process.env.BENCH_DATA_DIR, SECRET_KEY: 'bench-secret-key-bench-secret-key-012345', DEMO_CONTENT: 'true', LOG_LEVEL: 'info', PORT: '0' });
  const logger = pino({ level: 'warn' });
  const { db, dialect } = openDatabase(config.database);
  await migrateToLatest(db, dialect);
  await seedDatabase(db, config, logger);
  const app = await buildApp({ config, db, dialect, platform: createPlatform(config, db, logger), logger: { level: config.logLevel } });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  answerCpuQueries();
  process.send!({ url });
  process.once('SIGTERM', () => void app.close().then(() => db.destroy()).then(() => process.exit(0)));
}

/** The child: a bare Fastify route per path, answering the bytes it is given. */
async function serveBare(): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const bodies = await new Promise<Record<string, string>>((resolve) => process.once('message', (message) => resolve(message as Record<string, string>)));
  const bare = Fastify();
  const byPath = new Map(Object.entries(bodies));
  bare.get('/*', (request, reply) => reply.type('application/json; charset=utf-8').send(byPath.get(request.url)));
  const url = await bare.listen({ port: 0, host: '127.0.0.1' });
  answerCpuQueries();
  process.send!({ url });
  process.once('SIGTERM', () => void bare.close().then(() => process.exit(0)));
}

async function start(roleName: string, env: Record<string, string>, message?: unknown): Promise<Served> {
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename], { env: { ...process.env, ...env, BENCH_API_ROLE: roleName }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  process.once('exit', () => child.kill('SIGTERM'));
  if (message) child.send(message as object);
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (reply) => resolve((reply as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`bench ${roleName} exited with ${code}`)));
  });
  return { url, child };
}

async function stop(served: Served): Promise<void> {
  if (served.child.exitCode !== null) return;
  const exited = new Promise((resolve) => served.child.once('exit', resolve));
  served.child.kill('SIGTERM');
  await exited;
}

/** Requests the paths in turn on every connection; latencies of every reply. */
async function load(served: Served, paths: string[], seconds: number): Promise<Figures> {
  let next = 0;
  const cpuBefore = await cpuOf(served.child);
  const result = await autocannon({
    url: served.url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 30,
    headers: { accept: 'application/json' },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  const cpuUsPerReply = ((await cpuOf(served.child)) - cpuBefore) / Math.max(1, result.requests.total);
  const shed = result.statusCodeStats['503']?.count ?? 0;
  return { rps: result['2xx'] / seconds, p50: result.latency.p50, p99: result.latency.p99, shed, errors: result.errors + result.non2xx - shed, cpuUsPerReply };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-bench-api-'));
  let app: Served | null = null;
  let bare: Served | null = null;
  try {
    const seeding = Date.now();
    app = await start('app', { BENCH_DATA_DIR: dataDir });
    console.log(`app on a fresh demo database (seeded and started in ${((Date.now() - seeding) / 1000).toFixed(0)} s); ${CONNECTIONS} connections, ${DURATION_S} s per measure`);
    const listing = (await (await fetch(`${app.url}/api/songs-listing/new?limit=20`)).json()) as { results: { song_slug: string | null }[]; count: number };
    const songSlugs: string[] = [];
    for (let offset = 0; offset < listing.count; offset += 20) {
      const page = (await (await fetch(`${app.url}/api/songs-listing/new?limit=20&offset=${offset}`)).json()) as { results: { song_slug: string | null }[] };
      for (const song of page.results) if (song.song_slug) songSlugs.push(song.song_slug);
    }
    const rows: Row[] = [
      { name: 'GET /api/genre', goal: { ratio: 0.8 }, paths: ['/api/genre'] },
      { name: 'GET /api/songs-listing/new (20)', goal: { ratio: 0.25, p99: 100 }, paths: ['/api/songs-listing/new?limit=20'] },
      { name: `GET /api/song/{slug} (${songSlugs.length} songs)`, goal: { ratio: 0.3 }, paths: songSlugs.map((slug) => `/api/song/${slug}`) },
    ];
    const bodies: Record<string, string> = {};
    for (const row of rows) {
      for (const p of row.paths) {
        const reply = await fetch(`${app.url}${p}`);
        if (!reply.ok) throw new Error(`${p} answered ${reply.status}`);
        bodies[p] = await reply.text();
      }
    }
    bare = await start('bare', {}, bodies);

    const results: { row: Row; app: Figures; bare: Figures }[] = [];
    for (const row of rows) {
      await load(app, row.paths, Math.min(3, DURATION_S)); // warm-up
      const measured = await load(app, row.paths, DURATION_S);
      const baseline = await load(bare, row.paths, DURATION_S);
      results.push({ row, app: measured, bare: baseline });
    }
    const pad = (value: string, width: number) => value.padStart(width);
    console.log(`  ${'call'.padEnd(40)} ${pad('app req/s', 10)} ${pad('p99 ms', 7)} ${pad('bare req/s', 10)} ${pad('p99 ms', 7)} ${pad('ratio', 6)} ${pad('CPU µs app/bare', 16)} ${pad('ratio', 6)}  goal (throughput ratio)`);
    let failed = false;
    for (const { row, app: a, bare: b } of results) {
      const ratio = a.rps / b.rps;
      const isMet = ratio >= row.goal.ratio && (row.goal.p99 === undefined || a.p99 < row.goal.p99);
      const goal = `>= ${row.goal.ratio}${row.goal.p99 ? `, p99 < ${row.goal.p99} ms` : ''}: ${isMet ? 'met' : 'missed'}`;
      const cpu = `${a.cpuUsPerReply.toFixed(0)}/${b.cpuUsPerReply.toFixed(0)}`;
      console.log(`  ${row.name.padEnd(40)} ${pad(a.rps.toFixed(0), 10)} ${pad(String(a.p99), 7)} ${pad(b.rps.toFixed(0), 10)} ${pad(String(b.p99), 7)} ${pad(ratio.toFixed(2), 6)} ${pad(cpu, 16)} ${pad((b.cpuUsPerReply / a.cpuUsPerReply).toFixed(2), 6)}  ${goal}${a.shed ? `; ${a.shed} shed (503)` : ''}${a.errors ? `; ${a.errors} errors` : ''}`);
      if (a.errors || b.errors) failed = true;
    }
    if (failed) process.exitCode = 1;
  } finally {
    if (bare) await stop(bare);
    if (app) await stop(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (process.env.BENCH_LARGE === '1') {
    const large = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'search-http.bench.ts')], { env: { ...process.env, BENCH_ONLY: process.env.BENCH_ONLY ?? 'song/,songs-listing/new' }, stdio: 'inherit' });
    const code = await new Promise<number | null>((resolve) => large.once('exit', resolve));
    if (code !== 0) process.exitCode = 1;
  }
}
