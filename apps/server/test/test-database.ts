import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../src/config.ts';

/** Which engine this test project runs on (set per Vitest project). */
export const TEST_DB_ENGINE: 'sqlite' | 'postgres' = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

// Each checkout gets its own templates: two clones testing at once (a fresh-clone CI run beside
// a working tree) must not copy each other's schema.
const CHECKOUT_KEY = crypto.createHash('sha1').update(path.resolve(import.meta.dirname, '../../..')).digest('hex').slice(0, 10);
const TEMPLATE_DIR = path.join(os.tmpdir(), `indiwave-test-${CHECKOUT_KEY}`);
export const SQLITE_TEMPLATE = path.join(TEMPLATE_DIR, 'template.sqlite');
export const POSTGRES_TEMPLATE = `indiwave_test_template_${CHECKOUT_KEY}`;

/** The PostgreSQL server URL with another database name. */
export function postgresUrlFor(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test');
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE). */
export async function runOnServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test' });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database once its connections have gone. A closed pool has told its sockets
 * to end but some may still be saying goodbye; FORCE would kill them mid-way and their client
 * would raise an uncaught 'terminating connection' error, so FORCE is only the last resort.
 */
async function dropPostgresDatabase(name: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    try {
      await runOnServer(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      // 55006: the database is being accessed by other users.
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  await runOnServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** A fresh database for one test app, copied from the migrated and seeded template. */
export async function createTestDatabase(): Promise<{ database: Config['database']; drop: () => Promise<void> }> {
  const id = crypto.randomBytes(6).toString('hex');
  if (TEST_DB_ENGINE === 'postgres') {
    const name = `indiwave_test_${id}`;
    for (let attempt = 0; ; attempt++) {
      try {
        await runOnServer(`CREATE DATABASE ${name} TEMPLATE ${POSTGRES_TEMPLATE}`);
        break;
      } catch (error) {
        // Two copies of one template at the same instant can collide; a retry resolves it.
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
    return {
      database: { dialect: 'postgres', url: postgresUrlFor(name) },
      drop: () => dropPostgresDatabase(name),
    };
  }
  const file = path.join(TEMPLATE_DIR, `db-${id}.sqlite`);
  fs.copyFileSync(SQLITE_TEMPLATE, file);
  return {
    database: { dialect: 'sqlite', file },
    drop: async () => {
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
    },
  };
}
