import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Database, type Dialect } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedReferenceData } from '../apps/server/src/db/seed/reference.seed.ts';
import { createNotificationsRepository } from '../apps/server/src/modules/notifications/notifications.repository.ts';
import { createSystemClock } from '../apps/server/src/platform/clock/clock.port.ts';
import { buildPerson } from '../apps/server/test/social.ts';

/**
 * A team broadcast to 100,000 accounts (issue 21: within 2 minutes; a restart halfway sends no
 * one a second copy), through the real server (`apps/server/src/main.ts` in its own process) on
 * SQLite and PostgreSQL:
 *
 * 1. Staff post a broadcast to everyone; timed from the POST until the job marks it done.
 *    Baseline of the same run: the very same notification rows written by one INSERT … SELECT
 *    (the least work any way of sending could do), then removed.
 * 2. A second broadcast; the server is killed (SIGKILL) once half the accounts have theirs, its
 *    job's lease is ended (what a minute's wait would do), a new server finishes it; then every
 *    account must hold exactly one copy.
 *
 * BENCH_USERS (100,000) sets the accounts; BENCH_ONLY=sqlite or postgres runs one engine.
 */
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const only = process.env.BENCH_ONLY;
const SECRET_KEY = 'bench-secret-key-bench-secret-key-012345';
const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Adds `count` live listeners in one statement (ids after the existing accounts). */
async function addAccounts(db: Database, dialect: Dialect, count: number): Promise<void> {
  const first = Number((await db.selectFrom('users').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id ?? 0) + 1;
  const series =
    dialect === 'postgres'
      ? sql`select n from generate_series(${sql.lit(first)}::bigint, ${sql.lit(first + count - 1)}::bigint) as n`
      : sql`with recursive seq(n) as (select ${sql.lit(first)} union all select n + 1 from seq where n < ${sql.lit(first + count - 1)}) select n from seq`;
  await db.transaction().execute(async (trx) => {
    await sql`insert into users (id, slug, email, type, first_name, last_name, is_email_verified, is_mobile_verified, is_whatsapp_verified, register_from, is_newsletter_subscribed, is_demo, created_at, updated_at)
      select n, 'listener-' || n, 'listener-' || n || '@bench.invalid', 'Listener', 'Listener', 'No ' || n, 1, 0, 0, 0, 0, 0, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'
      from (${series}) s`.execute(trx);
  });
  if (dialect === 'postgres') await sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`.execute(db);
}

/** The server in its own process, as `npm run serve` starts it, on the bench's database. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', DEMO_CONTENT: 'false', SECRET_KEY },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 600; tries++) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode})`);
    const isUp = await fetch(`${url}/api/health`).then((reply) => reply.ok, () => false);
    if (isUp) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

async function stopServer(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

async function postBroadcast(url: string, authorization: string, text: string): Promise<number> {
  const reply = await fetch(`${url}/api/admin/broadcasts`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ text, audience: 'everyone' }),
  });
  const body = (await reply.json()) as { result?: { id: number }; error?: string };
  if (!reply.ok || !body.result) throw new Error(`broadcast refused: ${reply.status} ${JSON.stringify(body)}`);
  return body.result.id;
}

type Progress = { status: string; recipient_count: number; audience_size: number; job_id: number | null };
const readProgress = (db: Database, id: number) =>
  db.selectFrom('broadcasts').select(['status', 'recipient_count', 'audience_size', 'job_id']).where('id', '=', id).executeTakeFirstOrThrow() as Promise<Progress>;

async function waitFor(db: Database, id: number, isReached: (progress: Progress) => boolean, limitMs: number): Promise<Progress> {
  const started = Date.now();
  for (;;) {
    const progress = await readProgress(db, id);
    if (isReached(progress)) return progress;
    if (Date.now() - started > limitMs) throw new Error(`broadcast ${id} stuck at ${JSON.stringify(progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function bench(database: { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string }, label: string): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-bench-broadcast-'));
  const databaseUrl = database.dialect === 'postgres' ? database.url : `sqlite:${database.file}`;
  const { db, dialect } = openDatabase(database.dialect === 'postgres' ? { dialect: 'postgres', url: database.url } : { dialect: 'sqlite', file: database.file });
  await migrateToLatest(db, dialect);
  await seedReferenceData(db);
  const staff = await buildPerson(db, createSystemClock(), { staff_role: 'staff', first_name: 'Nisha', last_name: 'Rao' });
  const filled = Date.now();
  await addAccounts(db, dialect, USERS);
  const fillSeconds = (Date.now() - filled) / 1000;
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
  let isOk = true;

  let server = await startServer(env);
  try {
    // 1. One broadcast to everyone, timed until done.
    const started = Date.now();
    const first = await postBroadcast(server.url, staff.headers.authorization, 'Bench broadcast one');
    const done = await waitFor(db, first, (p) => p.status === 'done' || p.status === 'failed', 10 * 60_000);
    const seconds = (Date.now() - started) / 1000;

    // Baseline: the same rows by one statement, then gone again.
    const team = (await db.selectFrom('broadcasts').select('sender_id').where('id', '=', first).executeTakeFirstOrThrow()).sender_id;
    const baselineStarted = Date.now();
    const written = await createNotificationsRepository(db).insertForEveryone({ type: 'announcement', verb: 'broadcast', actor_id: null, object_type: 'broadcast', body: 'Bench baseline', link: null }, 'bench:baseline', new Date().toISOString());
    const baselineSeconds = (Date.now() - baselineStarted) / 1000;
    await db.deleteFrom('notifications').where('group_key', '=', 'bench:baseline').execute();

    console.log(`broadcast to everyone on ${label}: ${USERS.toLocaleString()} listeners added in ${fillSeconds.toFixed(1)} s (sender ${team})`);
    console.log(`  sent to ${done.recipient_count.toLocaleString()} of ${done.audience_size.toLocaleString()} in ${seconds.toFixed(1)} s (${Math.round(done.recipient_count / seconds).toLocaleString()} a second), status ${done.status}; target < 120 s: ${done.status === 'done' && seconds < 120 ? 'met' : 'MISSED'}`);
    console.log(`  baseline: the same ${written.toLocaleString()} rows by one INSERT … SELECT in ${baselineSeconds.toFixed(1)} s; ratio ${(seconds / Math.max(0.001, baselineSeconds)).toFixed(1)}`);
    isOk &&= done.status === 'done' && done.recipient_count === done.audience_size;

    // 2. Killed halfway, finished by a new server: nobody gets a second copy.
    const second = await postBroadcast(server.url, staff.headers.authorization, 'Bench broadcast two');
    const atKill = await waitFor(db, second, (p) => p.recipient_count >= USERS / 2 || p.status === 'done', 10 * 60_000);
    await stopServer(server.child, 'SIGKILL');
    if (atKill.job_id !== null) await db.updateTable('jobs').set({ lease_until: new Date(Date.now() - 1000).toISOString() }).where('id', '=', atKill.job_id).execute();
    const resumed = Date.now();
    server = await startServer(env);
    const finished = await waitFor(db, second, (p) => p.status === 'done' || p.status === 'failed', 10 * 60_000);
    const copies = await db
      .selectFrom('notifications')
      .select((eb) => [eb.fn.countAll<number>().as('rows'), eb.fn.count<number>('recipient_id').distinct().as('people')])
      .where('verb', '=', 'broadcast')
      .where('body', '=', 'Bench broadcast two')
      .executeTakeFirstOrThrow();
    const rows = Number(copies.rows);
    const people = Number(copies.people);
    console.log(`  killed at ${atKill.recipient_count.toLocaleString()} sent; a new server finished in ${((Date.now() - resumed) / 1000).toFixed(1)} s (start-up included): ${people.toLocaleString()} people, ${rows.toLocaleString()} notifications, second copies ${rows - people}; ${finished.status}`);
    isOk &&= finished.status === 'done' && rows === people && people === finished.audience_size;
  } finally {
    await stopServer(server.child, 'SIGTERM');
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return isOk;
}

let isOk = true;
if (only !== 'postgres') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-bench-broadcast-db-'));
  isOk &&= await bench({ dialect: 'sqlite', file: path.join(dir, 'bench.db') }, 'SQLite');
  fs.rmSync(dir, { recursive: true, force: true });
}
const serverUrl = process.env.BENCH_DATABASE_URL ?? `postgres://${os.userInfo().username}@127.0.0.1:5432/test`;
const admin = new pg.Client({ connectionString: serverUrl });
if (only !== 'sqlite' && (await admin.connect().then(() => true, () => false))) {
  const name = `indiwave_bench_broadcast_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    isOk &&= await bench({ dialect: 'postgres', url: url.toString() }, 'PostgreSQL');
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else if (only !== 'sqlite') {
  console.log(`broadcast on postgres: skipped (${serverUrl} does not answer)`);
}
process.exit(isOk ? 0 : 1);
