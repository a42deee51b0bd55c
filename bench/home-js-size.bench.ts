import { spawn } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const BUDGET_KB = 150;
const root = path.resolve(import.meta.dirname, '..');
const port = 3190;

/**
 * The JavaScript that `/` loads before it is interactive, measured in Chromium against the
 * built app: every script response until the network is idle, gzipped; against the budget.
 */
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(root, '.tmp', 'bench-data'), LOG_LEVEL: 'warn', DEMO_CONTENT: 'false' },
  stdio: 'inherit',
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      if (i > 120) throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const page = await browser.newPage();
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const buffer = await response.body();
    scripts.push({ url: new URL(response.url()).pathname, raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length });
  });
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
  await browser.close();
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024;
  for (const s of scripts) console.log(`  ${s.url}: ${(s.raw / 1024).toFixed(1)} KB raw, ${(s.gzip / 1024).toFixed(1)} KB gzip`);
  console.log(`JavaScript loaded by / before interactive: ${total.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB, ratio ${(total / BUDGET_KB).toFixed(2)})`);
  if (total > BUDGET_KB) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
}
