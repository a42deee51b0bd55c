import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../test/build-app.ts';

/**
 * Issue 14 item 10: past its limits the app answers new requests at once with 503 and
 * Retry-After instead of queueing them without bound; health checks are always answered.
 */
let t: TestApp;
let releaseSlow: () => void = () => {};
let slowStarted = 0;
beforeAll(async () => {
  t = await createTestApp({
    // The in-flight limit alone here: a loaded test machine must not make the loop check refuse first.
    config: { loadShedding: { maxEventLoopDelayMs: 0, maxInFlight: 3 } },
    extend(app) {
      app.get('/api/test/slow', async () => {
        slowStarted++;
        await new Promise<void>((resolve) => {
          const previous = releaseSlow;
          releaseSlow = () => {
            previous();
            resolve();
          };
        });
        return { success: true };
      });
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

const url = (path: string) => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}${path}`;

describe('load shedding', () => {
  it('past the in-flight limit a new API request gets 503 with Retry-After at once; the others finish', async () => {
    const slow = [fetch(url('/api/test/slow')), fetch(url('/api/test/slow')), fetch(url('/api/test/slow'))];
    await expect.poll(() => slowStarted).toBe(3);
    const started = Date.now();
    const refused = await fetch(url('/api/genre'));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ success: false, error: MESSAGES.busy });
    // The health check still answers: a busy instance is not a dead one.
    expect((await fetch(url('/api/health'))).status).toBe(200);
    releaseSlow();
    expect((await Promise.all(slow)).map((res) => res.status)).toEqual([200, 200, 200]);
    expect((await fetch(url('/api/genre'))).status).toBe(200);
    expect(t.app.loadState().inFlight).toBe(0);
  });

  it('a late event loop sheds new requests until it catches up', async () => {
    // minConnectionsForDelay 0: the late loop alone, without requests held open.
    const late = await createTestApp({ config: { loadShedding: { maxEventLoopDelayMs: 40, maxInFlight: 0, minConnectionsForDelay: 0 } } });
    await late.app.listen({ port: 0, host: '127.0.0.1' });
    const lateUrl = (path: string) => `http://127.0.0.1:${(late.app.server.address() as { port: number }).port}${path}`;
    // Saturate the loop as a burst of synchronous work does: 80 ms busy, a breath, again.
    let isBusy = true;
    const burst = (async () => {
      while (isBusy) {
        const until = Date.now() + 80;
        while (Date.now() < until) {
          // busy
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    try {
      await expect.poll(async () => (await fetch(lateUrl('/api/genre'))).status, { timeout: 10_000, interval: 100 }).toBe(503);
      expect((await fetch(lateUrl('/api/health'))).status).toBe(200);
    } finally {
      isBusy = false;
      await burst;
    }
    try {
      await expect.poll(async () => (await fetch(lateUrl('/api/genre'))).status, { timeout: 10_000 }).toBe(200);
    } finally {
      await late.close();
    }
  });

  it('is on by default, with limits from the configuration', async () => {
    const { loadConfig } = await import('../config.ts');
    expect(loadConfig({}).loadShedding).toEqual({ maxEventLoopDelayMs: 200, maxInFlight: 64, minConnectionsForDelay: 8 });
    expect(loadConfig({ LOAD_SHED_EVENT_LOOP_DELAY_MS: '0', LOAD_SHED_MAX_IN_FLIGHT: '0' }).loadShedding).toMatchObject({ maxEventLoopDelayMs: 0, maxInFlight: 0 });
  });

  it('on PostgreSQL, the in-flight cap scales with the pool (reads waiting for a connection use no CPU), unless set', async () => {
    const { loadConfig } = await import('../config.ts');
    const postgres = { DATABASE_URL: 'postgres://indiwave@127.0.0.1:5432/indiwave', DATABASE_POOL_SIZE: '5' };
    expect(loadConfig(postgres).loadShedding).toEqual({ maxEventLoopDelayMs: 200, maxInFlight: 64 + 32 * 5, minConnectionsForDelay: 8 });
    expect(loadConfig({ ...postgres, LOAD_SHED_MAX_IN_FLIGHT: '64' }).loadShedding.maxInFlight).toBe(64);
  });
});
