// Starts the real server for the browser journeys on a fresh data folder (demo content on,
// the development mailbox readable), replacing the process so Playwright can stop it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.tmp', 'e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DEMO_CONTENT: 'true', LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
