import type { FastifyInstance } from 'fastify';
import { messagingRoutes as contract } from '@indiwave/domain/contract/messaging';
import { MESSAGES } from '@indiwave/domain/messages';
import type { AppDeps } from '../../app.ts';
import { getUser, requireUser } from '../../http/auth.plugin.ts';
import { createRateLimiter } from '../../http/rate-limit.ts';
import { addRoute } from '../../http/route.ts';
import { buildModerationService } from '../moderation/moderation-deps.ts';
import { createNotifier } from '../notifications/notifier.service.ts';
import { createTeamAccountService } from '../notifications/team-account.service.ts';
import { createMessagingRepository } from './messaging.repository.ts';
import { createMessagingService } from './messaging.service.ts';

const tags = ['messaging'];

/** Builds the messaging service from the app's dependencies (the live stream reads its counts too). */
export function createMessaging(deps: AppDeps, logger: FastifyInstance['log']) {
  const now = () => deps.platform.clock.now().toISOString();
  return createMessagingService({
    repository: createMessagingRepository(deps.db),
    notifier: createNotifier(deps, logger),
    team: createTeamAccountService({ db: deps.db, config: deps.config, logger, now }),
    limits: createRateLimiter(deps.db, deps.platform.clock, deps.config.rateLimitFactor),
    fanout: deps.platform.fanout,
    mail: deps.platform.mail,
    supportEmail: deps.config.supportEmail,
    brandName: deps.config.brand.name,
    logger,
    now,
    fileReport: (input) => buildModerationService(deps, logger).fileMessageReport(input),
  });
}

/** The inbox, conversations, compose, unread marking, delete for oneself, reports, and the team account. */
export async function messagingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = createMessaging(deps, app.log);
  const signedIn = { tags, preValidation: requireUser };

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
