import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { CompiledQuery, Kysely, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import type { Tables } from '../apps/server/src/db/tables.ts';
import { createPlatform } from '../apps/server/src/platform/create-platform.ts';
import { fillDatabase } from './search-data.ts';

/**
 * `node --import tsx bench/explain-hot-reads.ts`: fills a throwaway PostgreSQL database with
 * BENCH_SONGS songs (default 1,000,000; BENCH_ARTISTS 100,000) as bench/search-http does, runs
 * the hot reads through the real app once each (a visitor's 20-song listing, 'new' and 'best',
 * a song page, search), and prints every SQL statement they sent with its EXPLAIN ANALYZE plan,
 * so an index a hot read lacks shows as a sequential scan. BENCH_PG_ADMIN_URL as in search-http.
 */
const SONGS = Number(process.env.BENCH_SONGS ?? 1_000_000);
const ARTISTS = Number(process.env.BENCH_ARTISTS ?? 100_000);
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? `postgres://${os.userInfo().username}@127.0.0.1:5432/test`;
const READS = ['/api/songs-listing/new?limit=20', '/api/songs-listing/best?limit=20&offset=40', '/api/v2/songs-listing/new?limit=20', `/api/song/song-${Math.floor(SONGS / 2) + 1}`, '/api/sdsearch?keywords=ka'];

const name = `indiwave_bench_explain_${process.pid}`;
const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(PG_ADMIN_URL);
url.pathname = `/${name}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-explain-'));
const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
let captured: CompiledQuery[] | null = null;
const db = new Kysely<Tables>({
  dialect: new PostgresDialect({ pool }),
  log: (event: LogEvent) => {
    if (captured && event.level === 'query') captured.push(event.query);
  },
});
try {
  await migrateToLatest(db, 'postgres');
  const { seconds } = await fillDatabase(db, 'postgres', { songs: SONGS, artists: ARTISTS });
  console.log(`${SONGS.toLocaleString('en')} songs, ${ARTISTS.toLocaleString('en')} artists loaded in ${seconds.toFixed(0)} s`);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SECRET_KEY: 'bench-secret-key-bench-secret-key-012345', LOG_LEVEL: 'silent', DEMO_CONTENT: 'false', DATABASE_URL: url.toString(), PUBLIC_REPLY_CACHE_MS: '0' });
  const app = await buildApp({ config, db, dialect: 'postgres', platform: createPlatform(config, db, pino({ level: 'silent' })), logger: false });
  await app.ready();
  for (const read of READS) {
    captured = [];
    const reply = await app.inject({ url: read });
    const queries = captured;
    captured = null;
    console.log(`\n=== GET ${read}: ${reply.statusCode}, ${queries.length} statements`);
    for (const query of queries) {
      console.log(`\n${query.sql}\n-- ${JSON.stringify(query.parameters)}`);
      const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain (analyze, buffers, costs off) ${query.sql}`, [...query.parameters]));
      for (const row of plan.rows) console.log(`   ${row['QUERY PLAN']}`);
    }
  }
  await app.close();
} finally {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const dropper = new pg.Client({ connectionString: PG_ADMIN_URL });
  await dropper.connect();
  await dropper.query(`drop database if exists ${name} with (force)`);
  await dropper.end();
}
