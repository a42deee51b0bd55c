import crypto from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_REDIS_URL, buildPerson, isRedisReachable, listenOnLoopback, openEventStream, signInTeam } from '../../../test/social.ts';
import { TEST_DB_ENGINE } from '../../../test/test-database.ts';
import { createRedisFanoutPort } from '../../platform/fanout/redis-fanout.adapter.ts';

// CI runs the PostgreSQL project with Redis beside it (DESIGN: two instances, one PostgreSQL,
// one Redis): there this test must run and fail loudly without Redis. On SQLite it runs when
// a Redis answers; the in-process fan-out is covered by live.test.ts either way.
const isRequired = TEST_DB_ENGINE === 'postgres';
const isRedisUp = await isRedisReachable();

describe.runIf(isRedisUp || isRequired)('two instances, one database, one Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let secondUrl: string;

  beforeAll(async () => {
    if (!isRedisUp) throw new Error(`Redis at ${TEST_REDIS_URL} is unreachable: the two-instance test needs it (set TEST_REDIS_URL)`);
    // One channel prefix for both instances (they are one deployment), unique to this run.
    const channelPrefix = `test-${crypto.randomUUID()}`;
    const redisFanout = () => createRedisFanoutPort({ url: TEST_REDIS_URL, channelPrefix, logger: pino({ level: 'silent' }) });
    first = await createTestApp({ platform: { fanout: redisFanout() } });
    second = await createTestApp({ platform: { fanout: redisFanout() }, database: first.config.database });
    secondUrl = await listenOnLoopback(second.app);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('a message sent through one instance reaches the recipient’s stream on the other within a second', async () => {
    const [sender, recipient] = [await buildPerson(first.db, first.platform.clock), await buildPerson(first.db, first.platform.clock)];
    const ticket = (await second.app.inject({ method: 'POST', url: '/api/notifications/stream_ticket', headers: recipient.headers })).json().ticket as string;
    const stream = await openEventStream(`${secondUrl}/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor((e) => e.event === 'message');
      await second.platform.fanout.ready();
      const sentAt = Date.now();
      const sent = await first.app.inject({ method: 'POST', url: '/api/message_compose', payload: { receipient: recipient.slug, body: 'Across instances' }, headers: sender.headers });
      expect(sent.statusCode).toBe(200);
      await stream.waitFor((e) => e.event === 'message' && (e.data as { unread_count: number }).unread_count === 1, 1_000);
      await stream.waitFor((e) => e.event === 'notification' && (e.data as { unread_count: number }).unread_count === 1, 1_000);
      expect(Date.now() - sentAt).toBeLessThan(1_000);
    } finally {
      stream.close();
    }
  });

  it('a broadcast on one instance reaches streams on the other, with their own counts', async () => {
    const team = await signInTeam(first.app, first.db, first.platform.clock);
    const listener = await buildPerson(first.db, first.platform.clock);
    const stream = await openEventStream(`${secondUrl}/api/notifications/stream`, listener.headers);
    try {
      await stream.waitFor((e) => e.event === 'notification');
      expect((await first.app.inject({ method: 'POST', url: '/api/notification/broadcast', payload: { text: 'Hello from the team' }, headers: team.headers })).statusCode).toBe(200);
      expect((await stream.waitFor((e) => e.event === 'notification' && (e.data as { brd_count: number }).brd_count === 1, 1_000)).data).toEqual({ unread_count: 0, brd_count: 1 });
    } finally {
      stream.close();
    }
  });
});
