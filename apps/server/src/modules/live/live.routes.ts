import type { FastifyInstance } from 'fastify';
import { LIVE_HEARTBEAT_MS, LIVE_STREAMS_PER_USER_MAX } from '@indiwave/domain/constants';
import { notificationRoutes as contract } from '@indiwave/domain/contract/notifications';
import { MESSAGES } from '@indiwave/domain/messages';
import type { AppDeps } from '../../app.ts';
import { AppError } from '../../http/app-error.ts';
import { getUser, requireUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import { createAccountDeps } from '../accounts/account-deps.ts';
import { createSessionService } from '../accounts/session.service.ts';
import { createMessaging } from '../messaging/messaging.routes.ts';
import { createNotifier } from '../notifications/notifier.service.ts';
import { createLiveStreams } from './live-streams.ts';
import { issueStreamTicket, readStreamTicket, type StreamSession } from './stream-ticket.ts';

const tags = ['notifications'];

/**
 * Live updates over Server-Sent Events: GET /api/notifications/stream, opened with the
 * Authorization header or a ticket from POST /api/notifications/stream_ticket (EventSource
 * cannot send headers). Events raised on any instance arrive through the fan-out.
 */
export async function liveRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  if (!deps.config.secretKey) throw new Error('Live updates need SECRET_KEY to sign stream tickets.');
  const secretKey: string = deps.config.secretKey;
  const keys = createSessionService(createAccountDeps(deps, app.log)).keys;
  const notifier = createNotifier(deps, app.log);
  const messaging = createMessaging(deps, app.log);
  const streams = createLiveStreams({
    fanout: deps.platform.fanout,
    readCounts: async (userId) => {
      const [notification, unread] = await Promise.all([notifier.countUnread(userId), messaging.countUnread(userId)]);
      return { notification, message: { unread_count: unread } };
    },
    listLiveSessions: (tokenIds) => keys.listLiveKeyIds(tokenIds),
    heartbeatMs: LIVE_HEARTBEAT_MS,
    maxPerUser: LIVE_STREAMS_PER_USER_MAX,
    logger: app.log,
  });
  // Open streams never finish by themselves: end them before the server waits for requests to finish.
  app.addHook('preClose', async () => streams.closeAll());

  /** The session of a ticket, if it is in date and its session still live. */
  async function readTicket(ticket: string | undefined): Promise<StreamSession | null> {
    const session = ticket ? readStreamTicket(secretKey, ticket, deps.platform.clock.now().getTime()) : null;
    if (!session) return null;
    return (await keys.listLiveKeyIds([session.tokenId])).has(session.tokenId) ? session : null;
  }

  addRoute(app, contract.streamTicket, ({ request }) => {
    const user = getUser(request);
    const { ticket, expiresIn } = issueStreamTicket(secretKey, { userId: user.id, tokenId: user.tokenId }, deps.platform.clock.now().getTime());
    return { success: true as const, ticket, expires_in: expiresIn };
  }, { tags, preValidation: requireUser });

  addRoute(app, contract.stream, async ({ query, request, reply }) => {
    const session = request.user ? { userId: request.user.id, tokenId: request.user.tokenId } : await readTicket(query.ticket);
    if (!session) throw AppError.unauthorized(query.ticket ? MESSAGES.liveTicketInvalid : MESSAGES.signInRequired);
    // From here the response is ours: Fastify neither serialises nor compresses it.
    reply.hijack();
    // Headers set so far (security headers from onRequest) go out with the stream's own.
    const headers = Object.fromEntries(Object.entries(reply.getHeaders()).flatMap(([name, value]) => (value === undefined ? [] : [[name, typeof value === 'number' ? String(value) : value]])));
    await streams.openStream(session, reply.raw, headers);
    return reply;
  }, { tags });
}
