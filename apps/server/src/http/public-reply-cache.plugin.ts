import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { albumRoutes } from '@indiwave/domain/contract/albums';
import { discoveryRoutes } from '@indiwave/domain/contract/discovery';
import { searchRoutes } from '@indiwave/domain/contract/search';
import { songRoutes } from '@indiwave/domain/contract/songs';
import type { FanoutPort } from '../platform/fanout/fanout.port.ts';
import type { ClockPort } from '../platform/clock/clock.port.ts';

/**
 * The hot public reads whose reply to a visitor depends on nothing but the URL, the data and
 * the time: no side effect (a profile visit counts a view, so the e-Press Kit is not here), no
 * header set by the handler, nothing read from the caller but `request.user`.
 */
const PUBLIC_READS = [
  discoveryRoutes.songsListing,
  discoveryRoutes.songsListingV2,
  songRoutes.song,
  albumRoutes.albumDetails,
  searchRoutes.sdsearch,
  searchRoutes.sdsearchListing,
  searchRoutes.sdsearchByType,
].map((route) => `/api${route.path}`);

// Visitors' replies: any cache may keep them, but must ask again each time (a 304 when unchanged).
const VISITOR_CACHE_CONTROL = 'public, no-cache';
// A signed-in reply carries the viewer's own claps and follows: no cache keeps it.
const PERSONAL_CACHE_CONTROL = 'private, no-store';
// Kept replies of busy public reads: enough for every visitor's listing and song page at once.
const MAX_ENTRIES = 2_000;
const FANOUT_TOPIC = 'public-reply-cache';

type Entry = { body: string; etag: string; contentType: string; storedAt: number };
/** A visitor's read being answered now: the requests for the same URL that arrive meanwhile wait for its reply. */
type Flight = { generation: number; reply: Promise<Entry | null>; settle: (entry: Entry | null) => void };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** A visitor's public read not found in the cache: its key, the generation it was read in, and the flight others wait on (when it leads one). */
    publicReplyMiss: { key: string; generation: number; flight: Flight | null } | null;
  }
}

export type PublicReplyCacheOptions = {
  /** How long a reply is kept (by the app's clock); 0 turns the cache off. */
  ttlMs: number;
  clock: ClockPort;
  fanout: FanoutPort;
  /** Calls back after each background job (renditions change a song's reply). */
  onJobDone: (listener: () => void) => void;
};

function isVisitorRead(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.headers.authorization === undefined && PUBLIC_READS_SET.has(request.routeOptions.url ?? '');
}
const PUBLIC_READS_SET = new Set(PUBLIC_READS);

function toEtag(body: string): string {
  // The one-shot hash: the same digest as createHash('sha1'), without a Hash object per reply.
  return `"${crypto.hash('sha1', body, 'base64url')}"`;
}

function isFresh(request: FastifyRequest, etag: string): boolean {
  return request.headers['if-none-match'] === etag;
}

/**
 * A visitor's reply to a hot public read (listings, a song, an album, search) is kept briefly
 * and answered from memory (issue 16; docs/decisions.md). Every reply of those reads carries an
 * entity tag and Vary: Authorization, so a repeat visit is a 304.
 *
 * Never staler than a change: any request that may write (every method but GET, HEAD and
 * OPTIONS) empties the cache when it is answered, on this instance and, through the fanout,
 * on every other; so does every finished background job. A reply read while a change ran is
 * not kept. What no request changes (a scheduled release coming due, the admin command) shows
 * within `ttlMs`. A signed-in caller's reply is never kept, and says `private, no-store`.
 *
 * `answerFromCache` goes after the security headers and load shedding (a kept reply gets the
 * same headers and refusals); `keepReplies` before compression, which turns the reply into a stream.
 */
export function createPublicReplyCache(options: PublicReplyCacheOptions) {
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Flight>();
  const instanceId = crypto.randomUUID();
  let generation = 0;
  const isOn = options.ttlMs > 0;

  function forgetAll(): void {
    generation++;
    entries.clear();
  }

  const keepReplies = fp(async (app: FastifyInstance) => {
    if (!isOn) return;
    app.decorateRequest('publicReplyMiss', null);
    const unsubscribe = options.fanout.subscribe(FANOUT_TOPIC, (payload) => {
      if ((payload as { from?: string } | null)?.from !== instanceId) forgetAll();
    });
    app.addHook('onClose', async () => unsubscribe());
    options.onJobDone(forgetAll);
    // A callback hook (no promise per reply): it never waits for anything.
    app.addHook('onSend', (request, reply, payload, done) => done(null, keep(request, reply, payload)));
    function keep(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
      if (!PUBLIC_READS_SET.has(request.routeOptions.url ?? '') || request.method !== 'GET') return payload;
      reply.header('vary', 'Authorization');
      const miss = request.publicReplyMiss;
      if (!miss) {
        if (request.headers.authorization !== undefined) reply.header('cache-control', PERSONAL_CACHE_CONTROL);
        return payload;
      }
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const etag = toEtag(payload);
      reply.header('etag', etag).header('cache-control', VISITOR_CACHE_CONTROL);
      // Read while a change ran: answered, never kept (nor handed to those waiting, who read afresh).
      if (miss.generation === generation) {
        const entry = { body: payload, etag, contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'), storedAt: options.clock.now().getTime() };
        entries.set(miss.key, entry);
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        miss.flight?.settle(entry);
      }
      if (isFresh(request, etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    }
    app.addHook('onResponse', (request, _reply, done) => {
      const isWrite = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
      if (isWrite) {
        forgetAll();
        options.fanout.publish(FANOUT_TOPIC, { from: instanceId });
      }
      done();
    });
  });

  function answer(request: FastifyRequest, reply: FastifyReply, entry: Entry) {
    reply.header('vary', 'Authorization').header('cache-control', VISITOR_CACHE_CONTROL).header('etag', entry.etag);
    if (isFresh(request, entry.etag)) return reply.code(304).send();
    return reply.type(entry.contentType).send(entry.body);
  }

  /** Leads the read of `key`: requests for it arriving meanwhile wait for its reply (settled, kept or not, when the reply is done). */
  function takeOff(key: string, reply: FastifyReply): Flight {
    let settle!: (entry: Entry | null) => void;
    const flight: Flight = { generation, reply: new Promise((resolve) => (settle = resolve)), settle: () => {} };
    flight.settle = (entry) => {
      if (flights.get(key) === flight) flights.delete(key);
      settle(entry);
    };
    flights.set(key, flight);
    // Whatever happens to the reply (an error, a client gone), those waiting are let go.
    reply.raw.once('close', () => flight.settle(null));
    return flight;
  }

  const answerFromCache = fp(async (app: FastifyInstance) => {
    if (!isOn) return;
    // A callback hook: only a request waiting for a read under way waits on a promise. A request
    // answered here never calls `done`: a compressed reply of more than a few KB is still being
    // written when the hook returns, and `done` would run the handler and write a second reply
    // into the same response (a browser then fails to decompress it).
    app.addHook('onRequest', (request, reply, done) => {
      if (!isVisitorRead(request)) return done();
      const key = request.url;
      const entry = entries.get(key);
      if (entry && options.clock.now().getTime() - entry.storedAt < options.ttlMs) {
        answer(request, reply, entry);
        return;
      }
      // The same read already under way (since the last change): one read answers all of them,
      // so an expired listing is not read a hundred times at once.
      const flight = flights.get(key);
      if (flight && flight.generation === generation) {
        flight.reply.then((shared) => {
          if (shared) {
            // Not returned: a reply is thenable, and the promise would follow (and may reject with) its stream.
            answer(request, reply, shared);
            return;
          }
          miss(request, reply, key);
          done();
        }, done);
        return;
      }
      miss(request, reply, key);
      done();
    });
    function miss(request: FastifyRequest, reply: FastifyReply, key: string): void {
      request.publicReplyMiss = { key, generation, flight: flights.get(key)?.generation === generation ? null : takeOff(key, reply) };
    }
  });

  return { keepReplies, answerFromCache, forgetAll };
}
