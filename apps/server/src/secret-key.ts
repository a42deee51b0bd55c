import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';

/**
 * Outside production a missing SECRET_KEY is generated once and kept in DATA_DIR, so signed
 * challenges and links survive a restart. Production must set it (config refuses to start).
 */
export function ensureSecretKey(config: Config): Config {
  if (config.secretKey) return config;
  const file = path.join(config.dataDir, 'secret.key');
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 });
  return { ...config, secretKey: fs.readFileSync(file, 'utf8').trim() };
}
