import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import lighthouse from 'lighthouse';

/**
 * Lighthouse (mobile: its default simulated phone and slow 4G) on the four pages issue 16 names,
 * against the built app (`npm run build` first) on the demo catalogue, next to a bare static
 * page served by Node in the same run: what the machine scores when the page costs nothing.
 * Prints each page's performance score, its ratio to the baseline's, and the Core Web Vitals
 * Lighthouse measures (LCP, TBT, CLS; FCP for reference). LIGHTHOUSE_RUNS=n takes the median
 * of n runs per page (default 1); LIGHTHOUSE_REPORT_DIR keeps the full reports. Nothing leaves the machine.
 */
const root = path.resolve(import.meta.dirname, '..');
const appPort = 3192;
const baselinePort = 3193;
const chromePort = 9333;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const GOALS = { score: 90, cls: 0.1, tbtMs: 200 };
// LIGHTHOUSE_REPORT_DIR keeps each audit's full report (JSON), to see where a page's time goes.
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR ? path.resolve(process.env.LIGHTHOUSE_REPORT_DIR) : undefined;

// WEB_DIST_DIR (as the server reads it) measures another build, e.g. the one before a change.
const distDir = path.resolve(root, 'apps/web', process.env.WEB_DIST_DIR ?? 'dist');
if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}

const dataDir = path.join(root, '.tmp', 'bench-lighthouse');
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, WEB_DIST_DIR: distDir, PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_CONTENT: 'true' },
  stdio: 'inherit',
});

// The baseline: a page with a heading and a paragraph, no script, no font, no image.
const BARE_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare page</title></head><body><h1>A bare page</h1><p>The baseline of this run.</p></body></html>';
const baseline = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BARE_PAGE);
});

const profileDir = fs.mkdtempSync(path.join(root, '.tmp', 'lighthouse-chrome-'));
const chrome = spawn(
  process.env.CHROME_PATH ?? '/usr/bin/chromium',
  ['--headless=new', `--remote-debugging-port=${chromePort}`, `--user-data-dir=${profileDir}`, '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
    '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-extensions', 'about:blank'],
  { stdio: 'ignore' },
);

async function waitFor(url: string, what: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      if (attempt > 240) throw new Error(`${what} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

type Figures = { score: number; lcpMs: number; tbtMs: number; cls: number; fcpMs: number };

async function audit(url: string): Promise<Figures> {
  const result = await lighthouse(url, { port: chromePort, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (reportDir) {
    fs.mkdirSync(reportDir, { recursive: true });
    fs.writeFileSync(path.join(reportDir, `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function auditMedian(url: string): Promise<Figures> {
  const all: Figures[] = [];
  for (let run = 0; run < runs; run++) all.push(await audit(url));
  return {
    score: median(all.map((f) => f.score)),
    lcpMs: median(all.map((f) => f.lcpMs)),
    tbtMs: median(all.map((f) => f.tbtMs)),
    cls: median(all.map((f) => f.cls)),
    fcpMs: median(all.map((f) => f.fcpMs)),
  };
}

try {
  await new Promise<void>((resolve) => baseline.listen(baselinePort, '127.0.0.1', resolve));
  await waitFor(`http://127.0.0.1:${chromePort}/json/version`, 'Chromium');
  await waitFor(`http://127.0.0.1:${appPort}/api/health`, 'the server');
  const app = `http://127.0.0.1:${appPort}`;
  const listing = (await (await fetch(`${app}/api/songs-listing/new`)).json()) as { results: { song_slug: string; artist_slug: string }[] };
  const first = listing.results[0];
  if (!first) throw new Error('The demo catalogue has no songs');
  const pages: [string, string][] = [
    ['bare static page (baseline)', `http://127.0.0.1:${baselinePort}/`],
    ['/', `${app}/`],
    ['/songs', `${app}/songs`],
    [`song page /songs/${first.song_slug}`, `${app}/songs/${first.song_slug}`],
    [`e-Press Kit /${first.artist_slug}`, `${app}/${first.artist_slug}`],
  ];
  // A first visit warms the server's caches and the OS's file cache; it is not counted.
  await audit(`${app}/`);
  const results: [string, Figures][] = [];
  for (const [label, url] of pages) results.push([label, await auditMedian(url)]);
  const base = results[0]![1].score;
  console.log(`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile performance; goals: score >= ${GOALS.score}, CLS < ${GOALS.cls}, TBT < ${GOALS.tbtMs} ms`);
  for (const [label, f] of results) {
    const isMet = f.score >= GOALS.score && f.cls < GOALS.cls && f.tbtMs < GOALS.tbtMs;
    console.log(
      `  ${label}: score ${f.score} (ratio to baseline ${(f.score / base).toFixed(2)}), LCP ${(f.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls.toFixed(3)}, FCP ${(f.fcpMs / 1000).toFixed(2)} s${isMet ? '' : '  (below the goal)'}`,
    );
  }
} finally {
  const chromeExited = new Promise((resolve) => chrome.once('exit', resolve));
  chrome.kill('SIGTERM');
  server.kill('SIGTERM');
  baseline.close();
  // Chromium still writes its profile while it shuts down.
  await Promise.race([chromeExited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  fs.rmSync(profileDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
