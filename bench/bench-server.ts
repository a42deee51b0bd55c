import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedReferenceData } from '../apps/server/src/db/seed/reference.seed.ts';
import { createPlatform } from '../apps/server/src/platform/create-platform.ts';

/**
 * Starts the real app, quiet, on a fresh SQLite database in a temporary folder, or on the
 * database `databaseUrl` names (a benchmark's own, already filled; the app never rebuilds its
 * search index here, as it never seeds). `asStarted` runs it as `npm start` does (development,
 * info logging) rather than as the tests do (NODE_ENV=test also checks every reply with zod).
 */
export async function startRealServer(options: { databaseUrl?: string; port?: number; asStarted?: boolean } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-bench-'));
  const mode = options.asStarted ? { NODE_ENV: 'development', LOG_LEVEL: 'info' } : { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
  // LOAD_SHED_MAX_IN_FLIGHT passes through: a run may measure what the in-flight cap costs.
  const shedding = process.env.LOAD_SHED_MAX_IN_FLIGHT ? { LOAD_SHED_MAX_IN_FLIGHT: process.env.LOAD_SHED_MAX_IN_FLIGHT } : {};
  const config = loadConfig({ ...mode, ...shedding, DATA_DIR: dataDir, SECRET_KEY: 'bench-secret-key-bench-secret-key-012345', DEMO_CONTENT: 'false', ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}) });
  const { db, dialect } = openDatabase(config.database);
  await migrateToLatest(db, dialect);
  await seedReferenceData(db);
  const app = await buildApp({ config, db, dialect, platform: createPlatform(config, db, pino({ level: 'silent' })), logger: options.asStarted ? { level: config.logLevel } : false });
  const address = await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  return {
    url: address,
    close: async () => {
      await app.close();
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
