import type { FastifyInstance } from 'fastify';
import { messagingRoutes as contract } from '@indiwave/domain/contract/messaging';
import { MESSAGES } from '@indiwave/domain/messages';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import type { MessagingService } from './messaging.service.ts';

const tags = ['messaging'];

/** The inbox, conversations, compose, unread marking, delete for oneself, reports, and the team account. */
export async function messagingRoutes(app: FastifyInstance, options: { messaging: MessagingService }): Promise<void> {
  const service = options.messaging;
  // Sign-in comes from the contract's isAuthRequired (http/route.ts); this only tags the calls.
  const signedIn = { tags };

  addRoute(app, contract.inbox, async ({ query, request }) => ({ success: true as const, ...(await service.listInbox(getUser(request).id, query.offset, query.limit)) }), signedIn);
  addRoute(app, contract.showMessage, async ({ query, request }) => ({
    success: true as const,
    ...(await service.showConversation(getUser(request).id, query.slug, query.offset, query.limit)),
  }), signedIn);
  addRoute(app, contract.markMessageUnread, async ({ query, request }) => ({ success: true as const, message: MESSAGES.markedUnread, unread_count: await service.markUnread(getUser(request).id, query) }), signedIn);
  addRoute(app, contract.unreadMessagesCount, async ({ request }) => ({ success: true as const, unread_count: await service.countUnread(getUser(request).id) }), signedIn);
  addRoute(app, contract.compose, async ({ body, request }) => ({ success: true as const, message: MESSAGES.messageSent, ...(await service.composeMessage(getUser(request).id, body)) }), signedIn);
  addRoute(app, contract.deleteMessage, async ({ body, request }) => ({ success: true as const, ...(await service.deleteForSelf(getUser(request).id, body)) }), signedIn);
  addRoute(app, contract.reportAbuseMessage, async ({ body, request }) => {
    await service.reportMessage(getUser(request).id, body, request.ip);
    return { success: true as const, message: MESSAGES.reportedSuccessfully };
  }, signedIn);
  addRoute(app, contract.adminAccount, async () => ({ success: true as const, result: await service.describeTeam() }), { tags });
}
