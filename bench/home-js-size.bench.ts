import { spawn } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const BUDGET_KB = 150;
const root = path.resolve(import.meta.dirname, '..');
const port = 3190;

/**
 * The JavaScript that `/` loads before it is interactive, measured in Chromium against the
 * built app: every script requested before the page's h1 rendered, gzipped, against the budget;
 * and what loads afterwards, when the browser is idle. Then the same figure for /songs, a song
 * page and an e-Press Kit (issue 16), each in a fresh browser context (nothing cached).
 */
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(root, '.tmp', 'bench-data-demo'), LOG_LEVEL: 'warn', DEMO_CONTENT: 'true' },
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
  const listing = (await (await fetch(`http://127.0.0.1:${port}/api/songs-listing/new`)).json()) as { results: { song_slug: string; artist_slug: string }[] };
  const first = listing.results[0];
  const pages: [string, string][] = [['/', '/'], ['/songs', '/songs']];
  if (first) pages.push([`a song page (/songs/${first.song_slug})`, `/songs/${first.song_slug}`], [`an e-Press Kit (/${first.artist_slug})`, `/${first.artist_slug}`]);
  for (const [label, pagePath] of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') bodies.set(new URL(response.url()).pathname, await response.body().catch(() => Buffer.alloc(0)));
    });
    // The page renders on the client: the moment its h1 exists is when a person can use it.
    // (No named functions inside: tsx would wrap them in a helper the page does not have.)
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('main h1')) return;
        (window as unknown as { renderedAt: number }).renderedAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`http://127.0.0.1:${port}${pagePath}`);
    await page.waitForLoadState('networkidle');
    const timings = await page.evaluate(() => ({
      renderedAt: (window as unknown as { renderedAt: number }).renderedAt,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    await context.close();
    const scripts = timings.scripts.map(({ path: url, startTime }) => {
      const body = bodies.get(url) ?? Buffer.alloc(0);
      return { url, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, isBeforeInteractive: startTime < timings.renderedAt };
    });
    const sum = (list: typeof scripts) => list.reduce((total, s) => total + s.gzip, 0) / 1024;
    if (process.argv.includes('--verbose')) {
      for (const s of scripts) console.log(`  ${s.isBeforeInteractive ? 'before' : 'idle  '} ${s.url}: ${(s.raw / 1024).toFixed(1)} KB raw, ${(s.gzip / 1024).toFixed(1)} KB gzip`);
    }
    const beforeInteractive = sum(scripts.filter((s) => s.isBeforeInteractive));
    console.log(`JavaScript loaded by ${label} before interactive: ${beforeInteractive.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB, ratio ${(beforeInteractive / BUDGET_KB).toFixed(2)}); later, when idle: ${sum(scripts.filter((s) => !s.isBeforeInteractive)).toFixed(1)} KB`);
    if (beforeInteractive > BUDGET_KB) process.exitCode = 1;
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
