import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@indiwave/domain/constants';
import { openDatabase, type Database } from '../src/db/database.ts';
import { buildUser, TEST_PASSWORD } from './factories.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * Several processes on one machine (issue 14 item 10; docs/deployment.md): two real servers
 * (`main.ts`) on one database — the SQLite file in WAL mode in the SQLite project, PostgreSQL in
 * the other — take writes at the same time from both sides without losing or refusing any, and
 * share what must be shared: rate limits and Idempotency-Keys live in the database.
 */
const serverDir = path.resolve(import.meta.dirname, '..');

type Server = { port: number; stop: () => Promise<number | null> };

/**
 * Load shedding by event-loop delay stays off: a server just started on a busy CI machine may pause
 * past its limit and answer 503 (load-shedding.test.ts proves that); here every write must arrive.
 */
async function startServer(databaseUrl: string, dataDir: string): Promise<Server> {
  const port = 40_000 + Math.floor(Math.random() * 10_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', DEMO_CONTENT: 'false', NODE_ENV: 'test', SECRET_KEY: 'several-processes-secret-key-0123456789', LOAD_SHED_EVENT_LOOP_DELAY_MS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const stop = async () => {
    child.kill('SIGTERM');
    return exited;
  };
  for (let i = 0; i < 160; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { port, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

let servers: Server[] = [];
let db: Database;
let dataDir: string;
let drop: () => Promise<void>;
beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  const url = created.database.dialect === 'postgres' ? created.database.url : `sqlite:${created.database.file}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-several-'));
  // The first start migrates; the second finds the schema ready.
  servers = [await startServer(url, dataDir)];
  servers.push(await startServer(url, dataDir));
  db = openDatabase(created.database).db;
}, 120_000);
afterAll(async () => {
  const codes = await Promise.all(servers.map((server) => server.stop()));
  await db?.destroy();
  await drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
  expect(codes).toEqual(servers.map(() => 0));
}, 60_000);

const call = (server: Server, pathname: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${server.port}${pathname}`, init);

async function signIn(server: Server, email: string): Promise<string> {
  const res = await call(server, '/api/obtain_auth_token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: TEST_PASSWORD }) });
  return ((await res.json()) as { result: { token: string } }).result.token;
}

describe('two server processes on one database', () => {
  it('take 60 writes at once, from both, and keep every one', async () => {
    const user = await buildUser(db);
    const token = await signIn(servers[0], user.email);
    const writes = Array.from({ length: 60 }, (_, i) =>
      call(servers[i % 2], '/api/playlist/create', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Token ${token}` }, body: JSON.stringify({ name: `Both ${i}` }) }),
    );
    const statuses = (await Promise.all(writes)).map((res) => res.status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const stored = await db.selectFrom('playlists').select('title').where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(60);
  }, 60_000);

  it('share the sign-in limits: failures on one count on the other', async () => {
    const user = await buildUser(db);
    const { max } = RATE_LIMITS.signInFailuresPerAccountAndIp;
    const attempt = (server: Server) =>
      call(server, '/api/obtain_auth_token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email, password: 'wrong-password' }) }).then((res) => res.status);
    for (let i = 0; i < max; i++) expect(await attempt(servers[i % 2])).toBe(400);
    expect(await attempt(servers[0])).toBe(429);
    expect(await attempt(servers[1])).toBe(429);
  }, 60_000);

  it('share Idempotency-Keys: a retry that reaches the other process gets the first answer', async () => {
    const user = await buildUser(db);
    const token = await signIn(servers[1], user.email);
    const create = (server: Server) =>
      call(server, '/api/playlist/create', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Token ${token}`, 'idempotency-key': 'several-processes-1' }, body: JSON.stringify({ name: 'Only once' }) });
    const first = await create(servers[0]);
    const retry = await create(servers[1]);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual(await first.json());
    expect(await db.selectFrom('playlists').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
  }, 60_000);
});
