import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * Load shedding (issue 14 item 10): the real server (`main.ts`, demo catalogue) under 100
 * connections with a 10 s client timeout, on a mix of the reads a visitor's pages make, first
 * with shedding off (LOAD_SHED_*=0: the queue grows without bound), then with the defaults
 * (503 + Retry-After past 200 ms of mean event-loop delay with 8 or more connections open, or 64 API requests in progress).
 * Prints requests answered, p50/p99 latency of all answers and of the 200s, 503s and timeouts.
 */
const root = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const PATHS = ['/api/songs-listing/new', '/api/songs-listing/best', '/api/spotlight', '/api/sdsearch?keywords=ra', '/api/artist_listing', '/api/genre'];

async function startServer(port: number, dataDir: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_CONTENT: 'true', ...env },
    stdio: 'inherit',
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      if (i > 240) throw new Error('server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // The demo catalogue is seeded at first start: wait for a song, so every run reads the same data.
  for (let i = 0; i < 240; i++) {
    const listing = (await (await fetch(`http://127.0.0.1:${port}/api/songs-listing/new`)).json()) as { results?: unknown[] };
    if ((listing.results?.length ?? 0) > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return child;
}

async function measure(label: string, env: Record<string, string>, dataDir: string, port: number) {
  const server = await startServer(port, dataDir, env);
  try {
    // Warm up (prepared statements, JIT), then measure.
    await autocannon({ url: `http://127.0.0.1:${port}`, connections: 10, duration: 3, requests: PATHS.map((p) => ({ path: p })) });
    const statuses = new Map<number, number>();
    const okLatencies: number[] = [];
    const instance = autocannon({ url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration: DURATION_S, timeout: 10, requests: PATHS.map((p) => ({ path: p })) });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
      if (statusCode === 200) okLatencies.push(responseTime);
    });
    const result = await instance;
    okLatencies.sort((a, b) => a - b);
    const okP99 = okLatencies.length ? okLatencies[Math.min(okLatencies.length - 1, Math.floor(okLatencies.length * 0.99))] : 0;
    const okP50 = okLatencies.length ? okLatencies[Math.floor(okLatencies.length / 2)] : 0;
    console.log(
      `  ${label.padEnd(22)} answered ${result.requests.total} (${result.requests.average.toFixed(0)}/s): 200 ${statuses.get(200) ?? 0}, 503 ${statuses.get(503) ?? 0}; ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (200s only: p50 ${okP50.toFixed(0)}, p99 ${okP99.toFixed(0)} ms); timeouts ${result.timeouts}, errors ${result.errors}`,
    );
    return { okP99, timeouts: result.timeouts, ok: statuses.get(200) ?? 0 };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-bench-shed-'));
const port = 43_000 + Math.floor(Math.random() * 1_000);
console.log(`${CONNECTIONS} connections, ${DURATION_S} s, 10 s client timeout, paths: ${PATHS.join(' ')}`);
try {
  const before = await measure('shedding off (before)', { LOAD_SHED_EVENT_LOOP_DELAY_MS: '0', LOAD_SHED_MAX_IN_FLIGHT: '0' }, dataDir, port);
  const after = await measure('shedding on (after)', {}, dataDir, port);
  console.log(`  ratio p99 of answered 200s, after/before: ${(after.okP99 / Math.max(1, before.okP99)).toFixed(2)}; timeouts ${before.timeouts} → ${after.timeouts}`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
