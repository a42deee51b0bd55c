import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { isDatabaseReachable, type Database, type Dialect } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * The version of the web app this server serves: the build writes `version.json` next to
 * index.html, so a deploy with a new build changes it and open tabs offer a reload.
 */
export function readWebVersion(config: Config): string {
  if (config.appVersion) return config.appVersion;
  try {
    const file = JSON.parse(fs.readFileSync(path.join(config.webDistDir, 'version.json'), 'utf8')) as { version?: string };
    if (file.version) return file.version;
  } catch {
    // No build yet: the development server reports 'dev'.
  }
  return 'dev';
}

/** Health and version: the database answers, and which web build this server serves. */
export function createSystemService(deps: { config: Config; db: Database; dialect: Dialect }) {
  const version = readWebVersion(deps.config);
  return {
    version,
    /** The health reply; 503 when the database does not answer. */
    async checkHealth(): Promise<{ database: Dialect; uptime: number }> {
      if (!(await isDatabaseReachable(deps.db))) throw new AppError(503, 'Database unavailable', 'unavailable');
      return { database: deps.dialect, uptime: Math.round(process.uptime()) };
    },
  };
}
export type SystemService = ReturnType<typeof createSystemService>;
