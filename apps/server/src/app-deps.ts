import type { Config } from './config.ts';
import type { Database, Dialect } from './db/database.ts';
import type { Platform } from './platform/platform.ts';

/**
 * Everything the app needs from outside; main.ts and the tests build it the same way, each with
 * their own. The bottom layer of the server: it imports types only, so any file may depend on it
 * without pulling in a module.
 */
export type AppDeps = {
  config: Config;
  db: Database;
  dialect: Dialect;
  platform: Platform;
  /** Pino options, or false to keep tests quiet. */
  logger?: boolean | Record<string, unknown>;
};
