import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql, type DatabaseConnection, type Driver } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Tables } from './tables.ts';

export type Database = Kysely<Tables>;
export type Dialect = Config['database']['dialect'];

// PostgreSQL sends bigint (count(*), sums) as text; every such value here fits in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

/**
 * SQLite transactions take the write lock when they begin (BEGIN IMMEDIATE). With several
 * processes on one file (docs/deployment.md), a deferred transaction that reads and then writes
 * fails at once with SQLITE_BUSY when another process wrote meanwhile, without waiting its turn
 * (busy_timeout); an immediate one waits. In one process nothing changes: there is one connection.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

/** Opens the database the configuration names: embedded SQLite, or a PostgreSQL pool. */
export function openDatabase(database: Config['database']): { db: Database; dialect: Dialect } {
  if (database.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    return { db: new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  if (database.file !== ':memory:') fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return { db: new Kysely<Tables>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) }), dialect: 'sqlite' };
}

/** True when the database answers a trivial query. */
export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** The current time as the database stores it: an ISO-8601 UTC string (docs/decisions.md). */
export function nowIso(): string {
  return new Date().toISOString();
}
