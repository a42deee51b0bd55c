import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@indiwave/domain/messages';

export type LoadSheddingOptions = {
  /** Mean event-loop delay (ms) over the last sample above which new requests get 503; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** API requests in progress above which new ones get 503; 0 turns the check off. */
  maxInFlight: number;
  /**
   * The late loop sheds only while at least this many client connections are open: lateness with
   * few clients is a cold start or a busy neighbour on the machine, which refusing would not help.
   * (Requests waiting for the CPU are not "in progress" yet: the open connections show them.)
   */
  minConnectionsForDelay?: number;
  /** How often the event-loop delay is sampled. */
  sampleIntervalMs?: number;
  /** Retry-After of the 503, in seconds. */
  retryAfterSeconds?: number;
};

// Long-lived by design (live updates), or needed to tell a busy instance from a dead one.
const EXEMPT_PATHS = new Set(['/api/health', '/api/notifications/stream']);

function isExempt(request: FastifyRequest): boolean {
  return EXEMPT_PATHS.has(request.routeOptions.url ?? '');
}

/**
 * Sheds load early instead of letting the queue grow without bound (issue 14 item 10): when the
 * event loop runs late (its mean delay over the last sample passes the limit) while clients
 * crowd in (8 or more connections open), or too many API requests are already in progress, a new request is answered at once with 503 'We are busy
 * right now…' and Retry-After, before any work is done for it, so the requests already accepted
 * finish in time and a client (or the load balancer) retries elsewhere or a moment later.
 * Health checks and the live-update stream are never refused. Media and page requests count
 * against the event-loop check only (a long audio stream is not "in progress" work).
 */
export const loadSheddingPlugin = fp(async (app: FastifyInstance, options: LoadSheddingOptions) => {
  const retryAfter = String(options.retryAfterSeconds ?? 2);
  const minConnectionsForDelay = options.minConnectionsForDelay ?? 8;
  let openConnections = 0;
  app.server.on('connection', (socket) => {
    openConnections++;
    socket.once('close', () => openConnections--);
  });
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  let eventLoopDelayMs = 0;
  let inFlight = 0;
  let sampler: NodeJS.Timeout | undefined;

  if (options.maxEventLoopDelayMs > 0) {
    histogram.enable();
    sampler = setInterval(() => {
      // The histogram's resolution is counted in every sample: take it off.
      eventLoopDelayMs = Math.max(0, histogram.mean / 1e6 - 10);
      histogram.reset();
    }, options.sampleIntervalMs ?? 500);
    sampler.unref();
  }
  app.addHook('onClose', async () => {
    clearInterval(sampler);
    histogram.disable();
  });

  // A callback hook (no promise per request): it never waits for anything.
  app.addHook('onRequest', (request, reply, done) => {
    if (isExempt(request)) return done();
    const isApi = request.url.startsWith('/api/');
    const isLate = options.maxEventLoopDelayMs > 0 && eventLoopDelayMs > options.maxEventLoopDelayMs && openConnections >= minConnectionsForDelay;
    const isFull = isApi && options.maxInFlight > 0 && inFlight >= options.maxInFlight;
    if (isLate || isFull) {
      // Answered here: the request goes no further (done is not called).
      reply.code(503).header('retry-after', retryAfter).header('cache-control', 'no-store').send({ success: false, error: MESSAGES.busy });
      return;
    }
    if (isApi) {
      inFlight++;
      // Counted down once: 'close' comes after 'finish' when the reply was sent, alone when the client went away.
      reply.raw.once('close', countDown);
    }
    done();
  });
  const countDown = () => {
    inFlight--;
  };

  app.decorate('loadState', () => ({ eventLoopDelayMs, inFlight, openConnections }));
});

declare module 'fastify' {
  // Declaration merging needs an interface: Fastify's instance type is one.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** The load the shedding judges by, for the health reply and tests. */
    loadState: () => { eventLoopDelayMs: number; inFlight: number; openConnections: number };
  }
}
