import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './test-database.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

/** Starts `main.ts` as `npm start` would, on its own database and a free port. */
async function startServer(databaseUrl: string, dataDir: string) {
  const port = 40_000 + Math.floor(Math.random() * 10_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', DEMO_CONTENT: 'false', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { child, port, exited, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

describe('start and graceful stop', () => {
  it('migrates and seeds at start, serves, and exits 0 on SIGTERM after finishing', async () => {
    const { database, drop } = await createTestDatabase();
    const url = database.dialect === 'postgres' ? database.url : `sqlite:${database.file}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indiwave-start-'));
    try {
      const server = await startServer(url, dataDir);
      const genres = (await (await fetch(`http://127.0.0.1:${server.port}/api/genre`)).json()) as { results: unknown[] };
      expect(genres.results.length).toBeGreaterThan(10);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      // A second start on the same data migrates nothing and duplicates nothing.
      const again = await startServer(url, dataDir);
      const sameGenres = (await (await fetch(`http://127.0.0.1:${again.port}/api/genre`)).json()) as { results: unknown[] };
      expect(sameGenres.results.length).toBe(genres.results.length);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    } finally {
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
