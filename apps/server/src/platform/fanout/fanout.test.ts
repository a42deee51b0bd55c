import crypto from 'node:crypto';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { TEST_DB_ENGINE } from '../../../test/test-database.ts';
import { TEST_REDIS_URL, isRedisReachable } from '../../../test/social.ts';
import { toFanoutChannelPrefix } from './create-fanout-port.ts';
import { createInProcessFanoutPort } from './in-process-fanout.adapter.ts';
import { createRedisFanoutPort } from './redis-fanout.adapter.ts';

const logger = pino({ level: 'silent' });
// CI runs the PostgreSQL project with Redis beside it: there the Redis tests must run, not be skipped.
const isRedisUp = (await isRedisReachable()) || TEST_DB_ENGINE === 'postgres';

const nextPayload = (subscribe: (listener: (payload: unknown) => void) => void, timeoutMs = 1_000) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('nothing arrived')), timeoutMs);
    subscribe((payload) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

describe('the in-process fan-out (one machine)', () => {
  it('delivers a JSON copy to every subscriber of the topic, and stops after unsubscribe and close', async () => {
    const fanout = createInProcessFanoutPort(logger);
    const heard: unknown[] = [];
    const failing = fanout.subscribe('live', () => {
      throw new Error('a broken listener');
    });
    const stop = fanout.subscribe('live', (payload) => heard.push(payload));
    fanout.subscribe('other', (payload) => heard.push(['other', payload]));
    const payload = { userId: 1, data: { unread_count: 2 } };
    fanout.publish('live', payload);
    expect(heard).toEqual([payload]);
    expect(heard[0]).not.toBe(payload);
    stop();
    failing();
    fanout.publish('live', payload);
    expect(heard).toHaveLength(1);
    await fanout.close();
    fanout.publish('other', 1);
    expect(heard).toHaveLength(1);
  });
});

describe.runIf(isRedisUp)('the Redis fan-out (several instances)', () => {
  it('carries a publish from one instance to the subscribers of another, and only within its prefix', async () => {
    const prefix = `test-${crypto.randomUUID()}`;
    const [one, two, stranger] = [
      createRedisFanoutPort({ url: TEST_REDIS_URL, channelPrefix: prefix, logger }),
      createRedisFanoutPort({ url: TEST_REDIS_URL, channelPrefix: prefix, logger }),
      createRedisFanoutPort({ url: TEST_REDIS_URL, channelPrefix: `${prefix}-other`, logger }),
    ];
    try {
      const strangerHeard: unknown[] = [];
      stranger.subscribe('live', (payload) => strangerHeard.push(payload));
      const arriving = nextPayload((listener) => two.subscribe('live', listener));
      const ownEcho = nextPayload((listener) => one.subscribe('live', listener));
      await Promise.all([one.ready(), two.ready(), stranger.ready()]);
      one.publish('live', { userId: 5, name: 'message', data: { unread_count: 1 } });
      expect(await arriving).toEqual({ userId: 5, name: 'message', data: { unread_count: 1 } });
      expect(await ownEcho).toEqual({ userId: 5, name: 'message', data: { unread_count: 1 } });
      // Redis has delivered the publish above; a marker the stranger publishes now reaches it after
      // anything Redis delivered to it before, so only the marker may be there when it arrives.
      const marker = nextPayload((listener) => stranger.subscribe('live', listener));
      stranger.publish('live', { marker: true });
      expect(await marker).toEqual({ marker: true });
      expect(strangerHeard).toEqual([{ marker: true }]);
    } finally {
      await Promise.all([one.close(), two.close(), stranger.close()]);
    }
  });
});

describe('the Redis fan-out without Redis', () => {
  it('never throws from publish and closes at once: live updates wait, polling still works', async () => {
    const fanout = createRedisFanoutPort({ url: 'redis://127.0.0.1:1', channelPrefix: 'nowhere', logger });
    fanout.subscribe('live', () => {});
    expect(() => fanout.publish('live', { userId: 1 })).not.toThrow();
    const started = Date.now();
    await fanout.close();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('keeps deployments apart: the channel prefix depends on PUBLIC_URL', () => {
    const brand = { name: 'Indiwave', slug: 'indiwave' };
    const production = toFanoutChannelPrefix({ brand, publicUrl: 'https://indiwave.example' });
    expect(production).toMatch(/^indiwave:[0-9a-f]{12}$/);
    expect(toFanoutChannelPrefix({ brand, publicUrl: 'https://staging.indiwave.example' })).not.toBe(production);
  });
});
