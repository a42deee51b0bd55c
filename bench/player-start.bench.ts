import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

/**
 * Time to music: from pressing Play on a song's page (/songs/{slug}, the built app) to the
 * player's audio element firing `playing`, against a bare HTML page that plays the same mp3
 * from the same server on a button press, in the same Chromium and the same run. 20 runs of
 * each, alternating, each on a freshly loaded page with an empty queue; p50 and p95.
 * Targets: the song page's p50 under 150 ms and within 1.5x of the bare page's.
 *
 * Needs the built app (`npm run build`; WEB_DIST_DIR is honoured) and ffmpeg for the demo songs.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const TARGET_P50_MS = 150;
const TARGET_RATIO = 1.5;
const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PLAYER_PORT ?? 3191);
const base = `http://127.0.0.1:${port}`;
const dataDir = path.join(root, '.tmp', `bench-player-data-${port}`);

// Both pages note when the press happened and when the audio started; `playing` does not
// bubble, so it is caught on its way down (capture) wherever the audio element lives.
const MEASURE_SCRIPT = `
  window.__pressAt = null;
  window.__playingAt = null;
  localStorage.removeItem('playerQueue');
  window.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('button')) window.__pressAt = performance.now();
  }, true);
  document.addEventListener('playing', () => {
    if (window.__playingAt === null) window.__playingAt = performance.now();
  }, true);
`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

async function measure(page: Page, url: string, buttonName: RegExp): Promise<number> {
  await page.goto(url);
  const button = page.getByRole('button', { name: buttonName }).first();
  await button.waitFor();
  // Everything the page loads on its own has arrived: only the press is measured.
  await page.waitForLoadState('networkidle');
  await button.click();
  await page.waitForFunction(() => (window as unknown as { __playingAt: number | null }).__playingAt !== null, undefined, { timeout: 10_000 });
  const elapsed = await page.evaluate(() => {
    const w = window as unknown as { __pressAt: number; __playingAt: number };
    return w.__playingAt - w.__pressAt;
  });
  await page.evaluate(() => document.querySelectorAll('audio').forEach((audio) => audio.pause()));
  return elapsed;
}

fs.rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_CONTENT: 'true' },
  stdio: 'inherit',
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      if (i > 240) throw new Error('server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // The demo catalogue is seeded in the background at first start: wait for a song.
  let slug: string | undefined;
  for (let i = 0; !slug; i++) {
    const listing = (await (await fetch(`${base}/api/indiwaveuser/songs?slug=asha-menon`)).json()) as { results?: { song_slug: string; is_album: boolean }[] };
    slug = listing.results?.find((item) => !item.is_album)?.song_slug;
    if (!slug) {
      if (i > 120) throw new Error('no demo song');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  const song = (await (await fetch(`${base}/api/song_player/${slug}`)).json()) as { result: { title: string; mp3: string } };
  const bareUrl = `${base}/__bench/bare-player.html`;
  const bareHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bare player</title></head><body>
<button type="button" id="play">Play</button><audio id="audio" preload="auto"></audio>
<script>
  document.getElementById('play').addEventListener('click', () => {
    const audio = document.getElementById('audio');
    audio.src = ${JSON.stringify(song.result.mp3)};
    audio.volume = 0.8;
    audio.play();
  });
</script></body></html>`;

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--autoplay-policy=user-gesture-required'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(MEASURE_SCRIPT);
  // The bare page comes from the same origin, so the mp3 request is the same for both.
  await context.route(bareUrl, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: bareHtml }));
  const page = await context.newPage();

  // One unmeasured round each warms the server's and the browser's caches alike.
  await measure(page, `${base}/songs/${slug}`, new RegExp(`^Play ${song.result.title}$`));
  await measure(page, bareUrl, /^Play$/);
  const app: number[] = [];
  const bare: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    app.push(await measure(page, `${base}/songs/${slug}`, new RegExp(`^Play ${song.result.title}$`)));
    bare.push(await measure(page, bareUrl, /^Play$/));
  }
  await browser.close();

  const appP50 = percentile(app, 50);
  const bareP50 = percentile(bare, 50);
  const ratio = appP50 / bareP50;
  console.log(`Press Play → audio 'playing', ${RUNS} runs each, Chromium:`);
  console.log(`  song page (/songs/${slug}): p50 ${appP50.toFixed(1)} ms, p95 ${percentile(app, 95).toFixed(1)} ms`);
  console.log(`  bare HTML page, same mp3:  p50 ${bareP50.toFixed(1)} ms, p95 ${percentile(bare, 95).toFixed(1)} ms`);
  console.log(`  ratio of p50s ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO}); song page p50 target < ${TARGET_P50_MS} ms`);
  if (appP50 >= TARGET_P50_MS || ratio > TARGET_RATIO) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
