import os from 'node:os';

/**
 * PostgreSQL connections per process: a process runs one thread, so connections beyond what
 * the database's cores can work on only queue inside PostgreSQL (about two per core, as
 * PostgreSQL's own sizing advice goes); never under 4, so a transaction and a read beside it
 * always find one. DATABASE_POOL_SIZE overrides it (a database on a bigger machine).
 */
export function defaultPoolSize(): number {
  return Math.max(4, 2 * os.availableParallelism() + 1);
}
