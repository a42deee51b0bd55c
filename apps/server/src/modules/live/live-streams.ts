import type { ServerResponse } from 'node:http';
import { LIVE_RETRY_MS } from '@indiwave/domain/constants';
import type { LiveEventName, NotificationCounts } from '@indiwave/domain/contract/notifications';
import type { FanoutPort } from '../../platform/fanout/fanout.port.ts';
import { LIVE_TOPIC, toLiveEvent } from './live-events.ts';
import type { StreamSession } from './stream-ticket.ts';

/** What a stream sends on connect: both counts. */
export type LiveCounts = { notification: NotificationCounts; message: { unread_count: number } };

type Stream = StreamSession & { response: ServerResponse };

// A client that stopped reading would make us buffer without end: past this we drop it, and
// EventSource reconnects (and gets the counts afresh).
const MAX_BUFFERED_BYTES = 256 * 1024;
// Sessions are checked in batches of this many at each heartbeat.
const SESSION_CHECK_BATCH = 500;

const toEventText = (name: LiveEventName, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The open Server-Sent Events streams of this instance, by person. Events come from the
 * fan-out (raised on any instance) and go to that person's streams; a broadcast (no person)
 * goes to everyone here, each with their own counts. One timer sends the heartbeat comment
 * and ends streams whose session was revoked (logout) or expired.
 */
export function createLiveStreams(options: {
  fanout: FanoutPort;
  readCounts: (userId: number) => Promise<LiveCounts>;
  /** Which of these sessions (auth_tokens ids) are still live. */
  listLiveSessions: (tokenIds: number[]) => Promise<Set<number>>;
  heartbeatMs: number;
  maxPerUser: number;
  logger: { warn: (object: object, message: string) => void };
}) {
  const byUser = new Map<number, Set<Stream>>();
  let isClosed = false;

  function write(stream: Stream, text: string): void {
    const { response } = stream;
    if (response.writableEnded || response.destroyed) return;
    if (response.writableLength > MAX_BUFFERED_BYTES) {
      response.destroy();
      return;
    }
    response.write(text);
  }

  function remove(stream: Stream): void {
    const streams = byUser.get(stream.userId);
    if (!streams) return;
    streams.delete(stream);
    if (streams.size === 0) byUser.delete(stream.userId);
  }

  function end(stream: Stream): void {
    remove(stream);
    if (!stream.response.writableEnded) stream.response.end();
  }

  async function deliver(payload: unknown): Promise<void> {
    const event = toLiveEvent(payload);
    if (!event || isClosed) return;
    const userIds = event.userId === null ? [...byUser.keys()] : [event.userId];
    for (const userId of userIds) {
      const streams = byUser.get(userId);
      if (!streams) continue;
      const data = event.data ?? (await options.readCounts(userId))[event.name];
      const text = toEventText(event.name, data);
      for (const stream of streams) write(stream, text);
    }
  }

  async function beat(): Promise<void> {
    const all = [...byUser.values()].flatMap((streams) => [...streams]);
    for (const stream of all) write(stream, ': ping\n\n');
    const tokenIds = [...new Set(all.map((stream) => stream.tokenId))];
    const live = new Set<number>();
    for (let start = 0; start < tokenIds.length; start += SESSION_CHECK_BATCH) {
      for (const id of await options.listLiveSessions(tokenIds.slice(start, start + SESSION_CHECK_BATCH))) live.add(id);
    }
    for (const stream of all) if (!live.has(stream.tokenId)) end(stream);
  }

  const unsubscribe = options.fanout.subscribe(LIVE_TOPIC, (payload) => {
    deliver(payload).catch((error: unknown) => options.logger.warn({ err: error }, 'live update not delivered'));
  });
  const timer = setInterval(() => {
    beat().catch((error: unknown) => options.logger.warn({ err: error }, 'live heartbeat failed'));
  }, options.heartbeatMs);
  // The heartbeat alone must not keep the process alive.
  timer.unref();

  return {
    /**
     * Turns a response into an event stream for a session: the headers, the `retry` delay,
     * then both counts at once (a reconnect catches up on what it missed).
     */
    async openStream(session: StreamSession, response: ServerResponse, headers: Record<string, string | string[]>): Promise<void> {
      response.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        // no-transform: proxies must not compress or buffer the stream.
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx buffers responses unless told otherwise.
        'x-accel-buffering': 'no',
      });
      response.write(`retry: ${LIVE_RETRY_MS}\n\n`);
      if (isClosed) {
        response.end();
        return;
      }
      const stream: Stream = { ...session, response };
      const streams = byUser.get(session.userId) ?? new Set<Stream>();
      byUser.set(session.userId, streams);
      streams.add(stream);
      // Too many tabs: the oldest stream goes (EventSource there reconnects, which is harmless).
      if (streams.size > options.maxPerUser) end(streams.values().next().value as Stream);
      response.on('close', () => remove(stream));
      response.on('error', () => remove(stream));
      try {
        const counts = await options.readCounts(session.userId);
        write(stream, toEventText('notification', counts.notification));
        write(stream, toEventText('message', counts.message));
      } catch (error) {
        options.logger.warn({ err: error }, 'live stream could not read the counts');
        end(stream);
      }
    },

    /** Open streams on this instance. */
    countStreams(): number {
      let count = 0;
      for (const streams of byUser.values()) count += streams.size;
      return count;
    },

    /** Ends every stream and stops listening: the server is stopping. */
    closeAll(): void {
      isClosed = true;
      clearInterval(timer);
      unsubscribe();
      for (const streams of [...byUser.values()]) for (const stream of [...streams]) end(stream);
      byUser.clear();
    },

    /** Sends the heartbeat now and checks sessions (tests; the timer does it every 25 s). */
    beat,
  };
}
export type LiveStreams = ReturnType<typeof createLiveStreams>;
