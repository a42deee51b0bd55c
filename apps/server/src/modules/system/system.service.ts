import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';

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
