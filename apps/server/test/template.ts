import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedReferenceData } from '../src/db/seed/reference.seed.ts';
import { POSTGRES_TEMPLATE, SQLITE_TEMPLATE, postgresUrlFor, runOnServer } from './test-database.ts';

/**
 * Builds the template database once per run — migrated, with reference data — so each test
 * file gets its own copy in milliseconds instead of seeding 150,000 cities again.
 */
export async function buildTemplate(engine: 'sqlite' | 'postgres'): Promise<void> {
  if (engine === 'postgres') {
    try {
      await runOnServer(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
      await runOnServer(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
    } catch (error) {
      throw new Error(`PostgreSQL at TEST_DATABASE_URL is unreachable: ${(error as Error).message}`);
    }
    const { db, dialect } = openDatabase({ dialect: 'postgres', url: postgresUrlFor(POSTGRES_TEMPLATE) });
    await migrateToLatest(db, dialect);
    await seedReferenceData(db);
    await db.destroy();
    return;
  }
  fs.mkdirSync(path.dirname(SQLITE_TEMPLATE), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(SQLITE_TEMPLATE + suffix, { force: true });
  const { db, dialect } = openDatabase({ dialect: 'sqlite', file: SQLITE_TEMPLATE });
  await migrateToLatest(db, dialect);
  await seedReferenceData(db);
  // Fold the WAL into the main file so a plain file copy carries everything.
  await db.destroy();
}
