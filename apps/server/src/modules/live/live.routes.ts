import type { FastifyInstance } from 'fastify';
import { notificationRoutes as contract } from '@indiwave/domain/contract/notifications';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import type { LiveService } from './live.service.ts';

const tags = ['notifications'];

/**
 * Live updates over Server-Sent Events: GET /api/notifications/stream, opened with the
 * Authorization header or a ticket from POST /api/notifications/stream_ticket (EventSource
 * cannot send headers). Events raised on any instance arrive through the fan-out.
 */
export async function liveRoutes(app: FastifyInstance, options: { live: LiveService }): Promise<void> {
  const { live } = options;
  // Open streams never finish by themselves: end them before the server waits for requests to finish.
  app.addHook('preClose', async () => live.closeAll());

  addRoute(app, contract.streamTicket, ({ request }) => {
    const user = getUser(request);
    const { ticket, expiresIn } = live.issueTicket({ userId: user.id, tokenId: user.tokenId });
    return { success: true as const, ticket, expires_in: expiresIn };
  }, { tags });

  addRoute(app, contract.stream, async ({ query, request, reply }) => {
    const session = await live.resolveSession(request.user ? { userId: request.user.id, tokenId: request.user.tokenId } : null, query.ticket);
    // From here the response is ours: Fastify neither serialises nor compresses it.
    reply.hijack();
    // Headers set so far (security headers from onRequest) go out with the stream's own.
    const headers = Object.fromEntries(Object.entries(reply.getHeaders()).flatMap(([name, value]) => (value === undefined ? [] : [[name, typeof value === 'number' ? String(value) : value]])));
    await live.openStream(session, reply.raw, headers);
    return reply;
  }, { tags });
}
