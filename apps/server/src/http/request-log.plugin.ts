import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// Polled by load balancers every few seconds: its lines would bury everything else.
const UNLOGGED_PATHS = new Set(['/api/health']);

/**
 * Fastify's lines on a request's arrival and answer, off: requestLogPlugin writes the one line.
 * Its other lines (a reply that could not be serialised or written, a broken stream) stay.
 */
export class RequestLinesOff extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(): void {}
}

/** The log level of a finished request's line, or null for none. */
function levelOf(request: FastifyRequest, reply: FastifyReply): 'info' | 'debug' | null {
  if (reply.statusCode >= 500) return 'info';
  const path = request.routeOptions.url ?? '';
  // Pages, built assets and media: the reverse proxy's access log has them, and they are most requests.
  if (!request.url.startsWith('/api/') || UNLOGGED_PATHS.has(path)) return null;
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  return isRead && reply.statusCode < 400 ? 'debug' : 'info';
}

/**
 * One line per request at most, written when it is answered (Fastify's own two lines, one on
 * arrival and one on answer, are off: docs/decisions.md). Changes and failed calls at info;
 * successful reads at debug, where they cost nothing unless LOG_LEVEL asks for them; health
 * checks, pages, assets and media not at all (a server error always is, by the error handler too).
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    const level = levelOf(request, reply);
    // A level below LOG_LEVEL is a no-op function in pino.
    if (level) request.log[level]({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    done();
  });
});
