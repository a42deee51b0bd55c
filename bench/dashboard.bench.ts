import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { backfill as backfillMonthly } from '../apps/server/src/db/migrations/012-analytics-monthly.ts';
import { createAuthTokensRepository } from '../apps/server/src/modules/accounts/auth-tokens.repository.ts';
import { createSessionTokenService } from '../apps/server/src/modules/accounts/session-token.service.ts';
import { createSystemClock } from '../apps/server/src/platform/clock/clock.port.ts';
import { createPlatform } from '../apps/server/src/platform/create-platform.ts';

/**
 * The artist workstation at scale (issue 8 item 7): 1,000,000 play rows over 1,000 songs
 * spread over the last year, on SQLite and on PostgreSQL, with the daily aggregates the app
 * keeps in step (built here from the play rows with the same GROUP BY the migration uses).
 * p50/p95 of GET /api/dashboard and GET /api/analytics (28, 90, 366 days, CSV) through the
 * real app, against the lookup of one song by slug on the same database in the same run.
 *
 * The measured artist owns BENCH_ARTIST_SONGS (default 100, a prolific artist: about 100,000
 * of the plays) of the songs; BENCH_ARTIST_SONGS=1000 makes every play theirs. PostgreSQL runs when
 * BENCH_DATABASE_URL (default postgres://$USER@127.0.0.1:5432/test) answers; its database is
 * created and dropped here. BENCH_PLAYS, BENCH_REQUESTS change the sizes.
 */
const PLAYS = Number(process.env.BENCH_PLAYS ?? 1_000_000);
const SONGS = 1_000;
const ARTIST_SONGS = Number(process.env.BENCH_ARTIST_SONGS ?? 100);
const LISTENERS = 2_000;
const DAYS = 365;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const SOURCES = ['page', 'page', 'page', 'embed', 'share', 'search'];

let seed = 7;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const int = (n: number) => Math.floor(random() * n);

type Target = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

/** Rows inserted in chunks through Kysely (both engines). */
async function insertChunks(db: Database, table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await (db as unknown as { insertInto(t: string): { values(v: unknown[]): { execute(): Promise<unknown> } } })
      .insertInto(table)
      .values(rows.slice(i, i + 500))
      .execute();
}

/** People, places and songs: small, the same on both engines. The artist is id 1. */
async function loadCatalog(db: Database, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const now = new Date().toISOString();
  const person = (id: number, type: string, place: { country_id: number | null; city_id: number | null }) => ({
    id,
    slug: `${type.toLowerCase()}-${id}`,
    email: `${type.toLowerCase()}-${id}@bench.invalid`,
    type,
    first_name: 'Bench',
    last_name: `${id}`,
    is_email_verified: 1,
    is_mobile_verified: 0,
    is_whatsapp_verified: 0,
    register_from: 0,
    is_newsletter_subscribed: 0,
    is_demo: 1,
    created_at: now,
    updated_at: now,
    ...place,
  });
  await insertChunks(
    db,
    'countries',
    Array.from({ length: 5 }, (_, i) => ({
      id: i + 1,
      name: `Country ${i + 1}`,
      iso_code: `C${i + 1}`,
      phone_code: `${i + 1}`,
    })),
  );
  await insertChunks(
    db,
    'states',
    Array.from({ length: 5 }, (_, i) => ({
      id: i + 1,
      country_id: i + 1,
      name: `State ${i + 1}`,
      iso_code: `S${i + 1}`,
    })),
  );
  await insertChunks(
    db,
    'cities',
    Array.from({ length: 200 }, (_, i) => ({ id: i + 1, state_id: (i % 5) + 1, name: `City ${i + 1}` })),
  );
  await insertChunks(db, 'users', [
    person(1, 'Artist', { country_id: null, city_id: null }),
    person(2, 'Artist', { country_id: null, city_id: null }),
  ]);
  // A fifth of the listeners have no city: they count as unknown.
  await insertChunks(
    db,
    'users',
    Array.from({ length: LISTENERS }, (_, i) => {
      const city = i % 5 === 0 ? null : 1 + int(200);
      return person(i + 3, 'Listener', { country_id: city === null ? null : ((city - 1) % 5) + 1, city_id: city });
    }),
  );
  await insertChunks(
    db,
    'songs',
    Array.from({ length: SONGS }, (_, i) => ({
      id: i + 1,
      user_id: i < ARTIST_SONGS ? 1 : 2,
      slug: `song-${i + 1}`,
      title: `Song ${i + 1}`,
      sku: `SNG-${i + 1}`,
      original_file_id: 0,
      media_status: 'ready',
      is_public: 1,
      duration_ms: 180_000,
      description: '',
      lyrics: '',
      tags: '',
      composer: '',
      lyricist: '',
      featured_artists: '',
      primary_artist: '',
      author: '',
      producer: '',
      arranger: '',
      remixer: '',
      record_label: '',
      is_downloadable: 0,
      buylink: '',
      price_paise: 0,
      for_opp: 0,
      presave: 0,
      is_scheduled: 0,
      created_at: now,
      updated_at: now,
    })),
  );
  // Rows were given their ids: PostgreSQL's sequences move past them, so the app's own inserts (the team account) get new ones.
  if (dialect === 'postgres')
    for (const table of ['countries', 'states', 'cities', 'users', 'songs'])
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        db,
      );
}

/** A million play rows: SQLite through one raw connection in large transactions, PostgreSQL with generate_series. */
async function loadPlays(db: Database, target: Target): Promise<void> {
  const today = Date.now();
  if (target.dialect === 'sqlite') {
    const raw = new SQLite(target.file);
    raw.pragma('journal_mode = WAL');
    raw.pragma('synchronous = OFF');
    const insert = raw.prepare(
      `insert into plays (user_id, item_type, item_id, event, created_at, source) values (?, 'song', ?, 'play', ?, ?)`,
    );
    for (let from = 0; from < PLAYS; from += 50_000) {
      raw.transaction(() => {
        for (let i = from; i < Math.min(from + 50_000, PLAYS); i++) {
          const at = new Date(today - int(DAYS) * 86_400_000 - int(86_400) * 1000).toISOString();
          insert.run(random() < 0.2 ? null : 3 + int(LISTENERS), 1 + int(SONGS), at, SOURCES[int(SOURCES.length)]);
        }
      })();
    }
    raw.close();
    return;
  }
  await sql`select setseed(0.42)`.execute(db);
  await sql`
    insert into plays (user_id, item_type, item_id, event, created_at, source)
    select case when random() < 0.2 then null else 3 + floor(random() * ${LISTENERS})::int end, 'song', 1 + floor(random() * ${SONGS})::int, 'play',
      to_char((now() at time zone 'utc') - floor(random() * ${DAYS}) * interval '1 day' - floor(random() * 86400) * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      (array['page','page','page','embed','share','search'])[1 + floor(random() * 6)::int]
    from generate_series(1, ${PLAYS})`.execute(db);
}

/** The aggregates the app keeps in step with each play, built from the rows in one pass each. */
async function buildAggregates(db: Database): Promise<void> {
  const day = sql`substr(p.created_at, 1, 10)`;
  await sql`insert into analytics_item_daily (item_type, item_id, day, owner_id, plays, claps)
    select 'song', p.item_id, ${day}, s.user_id, count(*), 0 from plays p join songs s on s.id = p.item_id group by p.item_id, ${day}, s.user_id`.execute(
    db,
  );
  await sql`insert into analytics_artist_daily (artist_id, day, song_plays, video_plays, claps, followers_gained, followers_lost, profile_views)
    select s.user_id, ${day}, count(*), 0, 0, 0, 0, 0 from plays p join songs s on s.id = p.item_id group by s.user_id, ${day}`.execute(
    db,
  );
  await sql`insert into analytics_artist_places (artist_id, day, country_id, city_id, plays)
    select s.user_id, ${day}, coalesce(u.country_id, 0), coalesce(u.city_id, 0), count(*) from plays p join songs s on s.id = p.item_id left join users u on u.id = p.user_id
    group by s.user_id, ${day}, coalesce(u.country_id, 0), coalesce(u.city_id, 0)`.execute(db);
  await sql`insert into analytics_artist_sources (artist_id, day, source, plays)
    select s.user_id, ${day}, p.source, count(*) from plays p join songs s on s.id = p.item_id group by s.user_id, ${day}, p.source`.execute(
    db,
  );
  await sql`insert into analytics_artist_totals (artist_id, plays, claps, profile_views) select artist_id, sum(song_plays), 0, 0 from analytics_artist_daily group by artist_id`.execute(
    db,
  );
  // The monthly roll-ups, from the daily rows as migration 012 fills them.
  await backfillMonthly(db as unknown as Parameters<typeof backfillMonthly>[0]);
  await sql`update songs set play_count = (select count(*) from plays where plays.item_type = 'song' and plays.item_id = songs.id)`.execute(
    db,
  );
}

async function measure(name: string, run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 10; i++) await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  const result = { p50: times[Math.floor(times.length * 0.5)], p95: times[Math.floor(times.length * 0.95)] };
  console.log(
    `  ${name.padEnd(44)} p50 ${result.p50.toFixed(2).padStart(7)} ms   p95 ${result.p95.toFixed(2).padStart(7)} ms`,
  );
  return result;
}

async function runOn(target: Target): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-bench-dashboard-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SECRET_KEY: 'bench-secret-key-bench-secret-key-012345',
    LOG_LEVEL: 'silent',
    DEMO_CONTENT: 'false',
    ...(target.dialect === 'postgres' ? { DATABASE_URL: target.url } : {}),
  });
  const database = target.dialect === 'sqlite' ? { dialect: 'sqlite' as const, file: target.file } : config.database;
  const { db, dialect } = openDatabase(database);
  try {
    await measureOn(db, dialect, target, config, database);
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureOn(
  db: Database,
  dialect: 'sqlite' | 'postgres',
  target: Target,
  config: ReturnType<typeof loadConfig>,
  database: ReturnType<typeof loadConfig>['database'],
): Promise<void> {
  const started = Date.now();
  await migrateToLatest(db, dialect);
  await loadCatalog(db, dialect);
  await loadPlays(db, target);
  await buildAggregates(db);
  // As autovacuum would after a load: statistics, and the visibility map that lets index-only scans skip the heap.
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  else await sql`pragma optimize`.execute(db);
  const loadSeconds = (Date.now() - started) / 1000;

  const app = await buildApp({
    config: { ...config, database },
    db,
    dialect,
    platform: createPlatform({ ...config, database }, db, pino({ level: 'silent' })),
    logger: false,
  });
  await app.ready();
  const key = await createSessionTokenService(createAuthTokensRepository(db), createSystemClock()).issueKey(1);
  const headers = { authorization: `Token ${key}` };
  const get = (url: string) => async () => {
    const reply = await app.inject({ url, headers });
    if (reply.statusCode !== 200) throw new Error(`${url}: ${reply.statusCode} ${reply.body.slice(0, 200)}`);
    return reply;
  };
  const rows = await db
    .selectFrom('plays')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const dashboard = (await get('/api/dashboard')()).json().result;
  console.log(
    `dashboard on ${dialect}: ${Number(rows.n).toLocaleString('en')} play rows over ${SONGS} songs (the artist owns ${ARTIST_SONGS}), loaded in ${loadSeconds.toFixed(0)} s; the artist's plays: ${dashboard.figures.plays.total.toLocaleString('en')}; ${REQUESTS} requests each`,
  );
  const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date().toISOString().slice(0, 10);
  const slugs = Array.from({ length: SONGS }, (_, i) => `song-${i + 1}`);
  const baseline = await measure('baseline: one song by slug (SQL)', () =>
    db.selectFrom('songs').selectAll().where('slug', '=', slugs[int(SONGS)]).executeTakeFirst(),
  );
  const baselineHttp = await measure(
    'baseline: GET /api/claps of one song',
    get(`/api/claps?type=song&slug=song-${1 + int(SONGS)}`),
  );
  const results = {
    dashboard: await measure('GET /api/dashboard', get('/api/dashboard')),
    analytics28: await measure('GET /api/analytics?range=28', get('/api/analytics?range=28')),
    analytics90: await measure('GET /api/analytics?range=90', get('/api/analytics?range=90')),
    analytics366: await measure('GET /api/analytics from-to 366 days', get(`/api/analytics?from=${from}&to=${to}`)),
    csv90: await measure('GET /api/analytics/export_csv?range=90', get('/api/analytics/export_csv?range=90')),
  };
  for (const [name, value] of Object.entries(results)) {
    console.log(
      `  ${name.padEnd(13)} p95 ${value.p95.toFixed(2)} ms (target < 50: ${value.p95 < 50 ? 'met' : 'MISSED'}); ratio to SQL lookup ${(value.p95 / Math.max(0.001, baseline.p95)).toFixed(1)}, to GET claps ${(value.p95 / Math.max(0.001, baselineHttp.p95)).toFixed(1)}`,
    );
  }
  await app.close();
}

// BENCH_ONLY=sqlite or postgres runs one engine.
const only = process.env.BENCH_ONLY;

// SQLite: a throwaway file.
if (only !== 'postgres') {
  const sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-bench-dashboard-db-'));
  await runOn({ dialect: 'sqlite', file: path.join(sqliteDir, 'bench.db') });
  fs.rmSync(sqliteDir, { recursive: true, force: true });
}

// PostgreSQL: a database of its own on the server, when one answers.
const serverUrl = process.env.BENCH_DATABASE_URL ?? `postgres://${os.userInfo().username}@127.0.0.1:5432/test`;
const name = `indiwave_bench_dashboard_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
const isReachable =
  only !== 'sqlite' &&
  (await admin.connect().then(
    () => true,
    () => false,
  ));
if (isReachable) {
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await runOn({ dialect: 'postgres', url: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log(`dashboard on postgres: skipped (${serverUrl} does not answer)`);
}
