import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedReferenceData } from '../apps/server/src/db/seed/reference.seed.ts';
import { createSiteAnalyticsRepository } from '../apps/server/src/modules/site-analytics/site-analytics.repository.ts';
import { createPlatform } from '../apps/server/src/platform/create-platform.ts';

/**
 * First-party analytics events (issue 20), on SQLite and on PostgreSQL:
 *
 * 1. Ingestion: `POST /api/events` through the whole app at a fixed 5,000 events a second
 *    (BENCH_EVENTS_PER_S; batches of BENCH_BATCH events, as the browser sends them) for
 *    BENCH_DURATION seconds: accepted events a second and the p99 latency, against a bare Fastify
 *    route that parses the same body, at the same rate in the same run. Then the most it takes
 *    with 20 connections and no rate.
 * 2. The daily roll-up of BENCH_ROLLUP_EVENTS (10,000,000) raw events of one day, timed, against
 *    a plain count(*) of the same rows (one full read) in the same run.
 *
 * PostgreSQL runs when BENCH_DATABASE_URL (default postgres://$USER@127.0.0.1:5432/test)
 * answers; its database is created and dropped here. BENCH_ONLY=sqlite or postgres runs one.
 */
const EVENTS_PER_S = Number(process.env.BENCH_EVENTS_PER_S ?? 5_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 25);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROLLUP_EVENTS = Number(process.env.BENCH_ROLLUP_EVENTS ?? 10_000_000);

const PAGES = ['home', 'songs', 'song', 'blogs', 'blog', 'artists', 'profile', 'playlists'];
let seed = 11;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

/** A batch as the browser sends it: clicks mostly, some claps, banner impressions and clicks. */
function makeBatch(n: number): string {
  const events = Array.from({ length: n }, (_, i) => {
    const page = PAGES[Math.floor(random() * PAGES.length)];
    const kind = random();
    if (kind < 0.15) return { category: 'Banner', action: 'Banner_Impression', label: 'Go Pro banner', page, ad: 1, pv: `pv${Math.floor(random() * 1e9)}x${i}` };
    if (kind < 0.18) return { category: 'Banner', action: 'Banner_Clicks', label: 'Go Pro banner', page, ad: 1, pv: `pv${Math.floor(random() * 1e9)}x${i}` };
    if (kind < 0.25) return { category: 'song', action: 'total-clap', label: `song-${Math.floor(random() * 500)}`, value: Math.floor(random() * 50), page };
    return { category: ['header', 'navigation', 'footer', page][Math.floor(random() * 4)], action: 'click', label: `Link ${Math.floor(random() * 200)}`, page };
  });
  return JSON.stringify({ events });
}

type Load = { reqPerS: number; p99: number; p50: number; non2xx: number; errors: number };

/** Runs the load from its own process (bench/events-load.ts): the server keeps its event loop to itself. */
async function load(url: string, options: { overallRate?: number; connections: number; bodies: string[] }): Promise<Load> {
  const file = path.join(os.tmpdir(), `indiwave-events-load-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify({ url, connections: options.connections, duration: DURATION_S, overallRate: options.overallRate, bodies: options.bodies }));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'events-load.ts'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise((resolve) => child.on('exit', resolve));
  fs.rmSync(file, { force: true });
  return JSON.parse(output) as Load;
}

async function benchIngestion(database: { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string }, label: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-bench-events-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SECRET_KEY: 'bench-secret-key-bench-secret-key-012345',
    LOG_LEVEL: 'silent',
    DEMO_CONTENT: 'false',
    // Every request comes from 127.0.0.1: the flood limit would stop the bench after 60 batches.
    RATE_LIMIT_FACTOR: '1000',
    ...(database.dialect === 'postgres' ? { DATABASE_URL: database.url } : { DATABASE_URL: `sqlite:${database.file}` }),
  });
  const { db, dialect } = openDatabase(config.database);
  await migrateToLatest(db, dialect);
  await seedReferenceData(db);
  const app = await buildApp({ config, db, dialect, platform: createPlatform(config, db, pino({ level: 'silent' })), logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.post('/api/events', async (request) => ({ success: true, accepted: (request.body as { events: unknown[] }).events.length }));
  const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });
  const bodies = Array.from({ length: 500 }, () => makeBatch(BATCH));
  const rate = Math.round(EVENTS_PER_S / BATCH);
  const connections = 20;

  await load(`${address}/api/events`, { overallRate: rate, connections, bodies: bodies.slice(0, 100) }); // warm-up
  const appRun = await load(`${address}/api/events`, { overallRate: rate, connections, bodies });
  const bareRun = await load(`${bareAddress}/api/events`, { overallRate: rate, connections, bodies });
  const stored = Number((await db.selectFrom('site_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const most = await load(`${address}/api/events`, { connections, bodies });
  const mostBare = await load(`${bareAddress}/api/events`, { connections, bodies });
  await app.close();
  await bare.close();
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const events = (run: Load) => ((run.reqPerS * BATCH) / 1000).toFixed(1);
  console.log(`POST /api/events on ${label}, batches of ${BATCH}, ${connections} connections, ${DURATION_S} s`);
  console.log(`  at ${EVENTS_PER_S} events/s: app ${events(appRun)}k events/s, p50 ${appRun.p50} ms, p99 ${appRun.p99} ms, non-2xx ${appRun.non2xx}, errors ${appRun.errors}; ${stored.toLocaleString()} rows stored (impressions counted once)`);
  console.log(`                     bare ${events(bareRun)}k events/s, p50 ${bareRun.p50} ms, p99 ${bareRun.p99} ms`);
  console.log(`  p99 ratio app/bare: ${(appRun.p99 / Math.max(1, bareRun.p99)).toFixed(2)}; target p99 < 50 ms: ${appRun.p99 < 50 && appRun.non2xx === 0 ? 'met' : 'MISSED'}`);
  console.log(`  most it takes: app ${events(most)}k events/s (p99 ${most.p99} ms, non-2xx ${most.non2xx}); bare ${events(mostBare)}k events/s; ratio ${(most.reqPerS / mostBare.reqPerS).toFixed(2)}`);
}

/** Fills one day with `count` raw events in the database's own bulk way, then times the roll-up. */
async function benchRollUp(db: Database, dialect: 'sqlite' | 'postgres', label: string): Promise<void> {
  await migrateToLatest(db, dialect);
  const day = 20_000;
  const names = Array.from({ length: 300 }, (_, i) => ({ category: i < 2 ? 'Banner' : `cat-${i % 12}`, action: i === 0 ? 'Banner_Impression' : i === 1 ? 'Banner_Clicks' : 'click', label: `label-${i}` }));
  await db.insertInto('site_event_names').values(names).execute();
  await db.insertInto('site_event_pages').values(PAGES.map((page_key) => ({ page_key }))).execute();
  const started = Date.now();
  if (dialect === 'postgres') {
    await sql`insert into site_events (day, name_id, page_id, ad_id) select ${day}, 1 + (i * 7919) % 300, 1 + (i * 31) % 8, case when i % 300 < 2 then 1 + i % 5 else 0 end from generate_series(1::bigint, ${ROLLUP_EVENTS}::bigint) as i`.execute(db);
    await sql`analyze site_events`.execute(db);
  } else {
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROLLUP_EVENTS}) insert into site_events (day, name_id, page_id, ad_id) select ${day}, 1 + (i * 7919) % 300, 1 + (i * 31) % 8, case when i % 300 < 2 then 1 + i % 5 else 0 end from n`.execute(db);
  }
  const filledMs = Date.now() - started;
  let at = Date.now();
  const counted = Number((await sql<{ n: number }>`select count(*) as n from site_events where day = ${day}`.execute(db)).rows[0].n);
  const scanMs = Date.now() - at;
  at = Date.now();
  const rolled = await createSiteAnalyticsRepository(db).rollUpDay(day, new Date().toISOString());
  const rollupMs = Date.now() - at;
  const groups = Number((await sql<{ n: number }>`select count(*) as n from site_events_daily where day = ${day}`.execute(db)).rows[0].n);
  console.log(`daily roll-up on ${label}: ${counted.toLocaleString()} events (filled in ${(filledMs / 1000).toFixed(1)} s)`);
  console.log(`  roll-up ${(rollupMs / 1000).toFixed(1)} s → ${groups.toLocaleString()} daily rows, ${rolled?.toLocaleString()} raw rows removed; target < 60 s: ${rollupMs < 60_000 && rolled === counted ? 'met' : 'MISSED'}`);
  console.log(`  baseline count(*) of the same rows: ${(scanMs / 1000).toFixed(2)} s; ratio roll-up/scan ${(rollupMs / Math.max(1, scanMs)).toFixed(1)}`);
}

const only = process.env.BENCH_ONLY;
// BENCH_PART=ingest or rollup runs one of the two.
const part = process.env.BENCH_PART;
// Dropping a benchmark database ends the sessions a pool may still hold idle: that is expected.
process.on('uncaughtException', (error) => {
  if (/terminating connection due to administrator command/.test(String(error))) return;
  throw error;
});

if (only !== 'postgres') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-bench-events-db-'));
  if (part !== 'rollup') await benchIngestion({ dialect: 'sqlite', file: path.join(dir, 'ingest.db') }, 'SQLite');
  if (part !== 'ingest') {
    const { db } = openDatabase({ dialect: 'sqlite', file: path.join(dir, 'rollup.db') });
    await benchRollUp(db, 'sqlite', 'SQLite');
    await db.destroy();
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? `postgres://${os.userInfo().username}@127.0.0.1:5432/test`;
const admin = new pg.Client({ connectionString: serverUrl });
const isReachable = only !== 'sqlite' && (await admin.connect().then(() => true, () => false));
if (isReachable) {
  for (const step of (['ingest', 'rollup'] as const).filter((name) => !part || name === part)) {
    const name = `indiwave_bench_events_${step}_${process.pid}`;
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      if (step === 'ingest') await benchIngestion({ dialect: 'postgres', url: url.toString() }, 'PostgreSQL');
      else {
        const { db } = openDatabase({ dialect: 'postgres', url: url.toString() });
        await benchRollUp(db, 'postgres', 'PostgreSQL');
        await db.destroy();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  }
  await admin.end();
} else if (only !== 'sqlite') {
  console.log(`site events on postgres: skipped (${serverUrl} does not answer)`);
}
