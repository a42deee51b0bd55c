import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database, type Dialect } from '../src/db/database.ts';
import { createPlatform } from '../src/platform/create-platform.ts';
import type { ClockPort } from '../src/platform/clock/clock.port.ts';
import type { Platform } from '../src/platform/platform.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = {
  app: App;
  db: Database;
  dialect: Dialect;
  config: Config;
  platform: Platform;
  close: () => Promise<void>;
};

/** The configuration tests run with: test mode, a throwaway data folder, a fixed secret. */
export function buildTestConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'indiwave-test', `data-${process.pid}`),
    SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
    LOG_LEVEL: 'silent',
    DEMO_CONTENT: 'false',
  });
  // A loaded test machine must not shed the suite's own requests; load-shedding.test.ts turns it on.
  // Fixtures write to the database directly, past the public reply cache's invalidation: it is
  // off, and public-reply-cache.test.ts turns it on.
  return { ...base, loadShedding: { maxEventLoopDelayMs: 0, maxInFlight: 0 }, publicReplyCacheMs: 0, ...overrides };
}

/**
 * The real app on a fresh database of its own (SQLite, or PostgreSQL in the server-postgres
 * project), with the local defaults of every port. Call `close` in afterAll. `database` runs
 * a second instance on another app's database (several instances, one database): its
 * `close` leaves the database to its owner. `clock` moves the app's time and its jobs' with it.
 */
export async function createTestApp(
  options: { config?: Partial<Config>; platform?: Partial<Platform>; extend?: (app: App) => void; database?: Config['database']; clock?: ClockPort } = {},
): Promise<TestApp> {
  const { database, drop } = options.database ? { database: options.database, drop: async () => {} } : await createTestDatabase();
  const config = buildTestConfig({ ...options.config, database });
  const { db, dialect } = openDatabase(database);
  // A clock of the test's own drives the app and its job queue alike (scheduled jobs are due by it).
  const platform = { ...createPlatform(config, db, pino({ level: 'silent' }), { clock: options.clock }), ...options.platform };
  const app = await buildApp({ config, db, dialect, platform, logger: false });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db,
    dialect,
    config,
    platform,
    close: async () => {
      await app.close();
      await platform.fanout.close();
      await db.destroy();
      await drop();
    },
  };
}
