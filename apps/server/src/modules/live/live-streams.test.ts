import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream, type EventStreamClient } from '../../../test/social.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { createInProcessFanoutPort } from '../../platform/fanout/in-process-fanout.adapter.ts';
import { publishLiveEvent } from './live-events.ts';
import { createLiveStreams, type LiveStreams } from './live-streams.ts';

const logger = pino({ level: 'silent' });
const opened: { server: http.Server; streams: LiveStreams; clients: EventStreamClient[] }[] = [];

afterEach(async () => {
  for (const { server, streams, clients } of opened.splice(0)) {
    for (const client of clients) client.close();
    streams.closeAll();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A bare HTTP server whose every request becomes a stream of the user named in the path. */
async function startHub(options: { liveSessions?: Set<number>; maxPerUser?: number } = {}) {
  const fanout = createInProcessFanoutPort(logger);
  const liveSessions = options.liveSessions ?? new Set([1, 2, 3, 4]);
  const streams = createLiveStreams({
    fanout,
    readCounts: async (userId) => ({ notification: { unread_count: userId, brd_count: 0 }, message: { unread_count: 0 } }),
    listLiveSessions: async (tokenIds) => new Set(tokenIds.filter((id) => liveSessions.has(id))),
    heartbeatMs: 60_000,
    maxPerUser: options.maxPerUser ?? 10,
    logger,
  });
  const server = http.createServer((request, response) => {
    const [, userId, tokenId] = (request.url ?? '').split('/').map(Number);
    void streams.openStream({ userId, tokenId }, response, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const entry = { server, streams, clients: [] as EventStreamClient[] };
  opened.push(entry);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const connect = async (userId: number, tokenId: number) => {
    const client = await openEventStream(`${base}/${userId}/${tokenId}`);
    entry.clients.push(client);
    await client.waitFor((e) => e.event === 'message');
    return client;
  };
  return { streams, fanout, connect };
}

describe('the open streams of an instance', () => {
  it('sends the heartbeat comment and ends streams whose session has ended (logout)', async () => {
    const liveSessions = new Set([1, 2]);
    const { streams, connect } = await startHub({ liveSessions });
    const [kept, loggedOut] = [await connect(1, 1), await connect(2, 2)];
    liveSessions.delete(2);
    await streams.beat();
    await loggedOut.ended;
    await waitFor(() => kept.comments.includes('ping'), { timeoutMs: 1_000, what: 'the heartbeat' });
    expect(streams.countStreams()).toBe(1);
  });

  it('forgets a stream as soon as its client goes away', async () => {
    const { streams, connect } = await startHub();
    const client = await connect(1, 1);
    expect(streams.countStreams()).toBe(1);
    client.close();
    await waitFor(() => streams.countStreams() === 0, { timeoutMs: 1_000, what: 'the stream forgotten' });
  });

  it('delivers to the person’s streams only, and with counts read per person for everyone', async () => {
    const { fanout, connect } = await startHub();
    const [one, two] = [await connect(1, 1), await connect(2, 2)];
    publishLiveEvent(fanout, { userId: 1, name: 'message', data: { unread_count: 7 } });
    await one.waitFor((e) => e.event === 'message' && (e.data as { unread_count: number }).unread_count === 7);
    publishLiveEvent(fanout, { userId: null, name: 'notification', data: null });
    await two.waitFor((e) => e.event === 'notification' && two.events.length === 3);
    expect(two.events.at(-1)).toEqual({ event: 'notification', data: { unread_count: 2, brd_count: 0 } });
    expect(two.events.some((e) => (e.data as { unread_count: number }).unread_count === 7)).toBe(false);
  });

  it('closes the oldest stream of a person past the limit of open tabs', async () => {
    const { streams, connect } = await startHub({ maxPerUser: 2 });
    const first = await connect(3, 3);
    await connect(3, 3);
    await connect(3, 3);
    await first.ended;
    expect(streams.countStreams()).toBe(2);
  });

  it('closeAll ends every stream and delivers nothing more', async () => {
    const { streams, fanout, connect } = await startHub();
    const client = await connect(1, 1);
    streams.closeAll();
    await client.ended;
    publishLiveEvent(fanout, { userId: 1, name: 'message', data: { unread_count: 9 } });
    expect(streams.countStreams()).toBe(0);
  });
});
