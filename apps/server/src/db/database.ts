import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type DatabaseConnection, type Driver, type Transaction } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { defaultPoolSize } from './pool-size.ts';
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

// The connection's page cache, in KiB (the pragma's negative form).
const SQLITE_CACHE_KIB = 64 * 1024;

// Enough for every distinct statement the app sends on its hot paths; the rarest fall out first.
const PREPARED_STATEMENTS_KEPT = 1000;

/**
 * Kysely's SQLite driver prepares every query again (parsing and planning its SQL each time).
 * The connection keeps its prepared statements instead, by SQL text, most recently used kept
 * (SQLite re-plans a kept statement itself after a schema change). A statement still being
 * iterated is busy: the caller then gets a fresh one.
 */
function keepPreparedStatements(sqlite: SQLite.Database): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const kept = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string) => {
    const statement = kept.get(source);
    if (statement && !statement.busy) {
      kept.delete(source);
      kept.set(source, statement);
      return statement;
    }
    const fresh = prepare(source);
    if (statement) return fresh;
    kept.set(source, fresh);
    if (kept.size > PREPARED_STATEMENTS_KEPT) kept.delete(kept.keys().next().value!);
    return fresh;
  }) as typeof sqlite.prepare;
}

// The SQL of the queries compiled once (db/compiled-query.ts), each with its statement's name:
// few (one per hot read), so every PostgreSQL connection may keep them all prepared.
const namedStatements = new Map<string, string>();

/** Marks a query's SQL as one to keep prepared on every PostgreSQL connection (its plan made once). */
export function keepPrepared(sqlText: string): void {
  if (!namedStatements.has(sqlText)) namedStatements.set(sqlText, `iw_${namedStatements.size + 1}`);
}

/**
 * PostgreSQL plans a statement each time it is sent unnamed, which for a wide join (the song
 * view's ten tables) takes milliseconds where running it takes a tenth of one. The SQL marked by
 * `keepPrepared` is sent as a named statement instead: each connection parses and plans it once
 * (and PostgreSQL may settle on a generic plan after a few runs), then only binds and runs it.
 */
function prepareNamedStatements(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const seen = new WeakSet<pg.PoolClient>();
  (pool as { connect: () => Promise<pg.PoolClient> }).connect = async () => {
    const client = await connect();
    if (!seen.has(client)) {
      seen.add(client);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const name = typeof args[0] === 'string' && Array.isArray(args[1]) && args.length === 2 ? namedStatements.get(args[0]) : undefined;
        return name ? query({ name, text: args[0], values: args[1] }) : query(...args);
      };
    }
    return client;
  };
}


/** Opens the database the configuration names: embedded SQLite, or a PostgreSQL pool. */
export function openDatabase(database: Config['database']): { db: Database; dialect: Dialect } {
  if (database.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: database.poolSize ?? defaultPoolSize() });
    prepareNamedStatements(pool);
    return { db: new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  if (database.file !== ':memory:') fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // SQLite's default page cache is 2 MiB: at a million songs (a 700 MB file) a read of one song
  // by slug found even the indexes' inner pages evicted and read them again from the OS (~68 µs
  // a statement; with 64 MiB ~45 µs: docs/decisions.md). Pages are taken as used, up to this.
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  keepPreparedStatements(sqlite);
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

/** Which database a handle (or a transaction on it) talks to: for the few statements whose SQL differs. */
export function dialectOf(db: Database): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** The current time as the database stores it: an ISO-8601 UTC string (docs/decisions.md). */
export function nowIso(): string {
  return new Date().toISOString();
}

/**
 * Runs `work` in one transaction whose commit does not wait for the disk on PostgreSQL
 * (synchronous_commit off for this transaction only). For counters and analytics events only:
 * a crash may forget the last fraction of a second of them, never corrupt or half-apply them,
 * and requests stop queuing behind a flush of the write-ahead log (docs/decisions.md).
 * SQLite in WAL mode with synchronous = NORMAL already commits without a flush.
 */
export async function writeWithoutWaitingForDisk<T>(db: Database, work: (trx: Transaction<Tables>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (dialectOf(db) === 'postgres') await sql`set local synchronous_commit = off`.execute(trx);
    return work(trx);
  });
}
