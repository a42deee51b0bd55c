import type { FastifyInstance } from 'fastify';
import { moderationRoutes as contract } from '@indiwave/domain/contract/moderation';
import { MESSAGES } from '@indiwave/domain/messages';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import { toStaffRequest } from '../../http/staff-request.ts';
import type { ModerationService } from './moderation.service.ts';

const tags = ['moderation'];

/** The reports queue and its decisions (staff), and the owner's notices and appeals (issue 21). */
export async function moderationRoutes(app: FastifyInstance, options: { moderation: ModerationService }): Promise<void> {
  const service = options.moderation;
  const ok = true as const;

  addRoute(app, contract.reports, async ({ query, request }) => ({ success: ok, ...(await service.listReports(toStaffRequest(request), query)) }), { tags });
  addRoute(app, contract.report, async ({ params, request }) => ({ success: ok, result: await service.readReport(toStaffRequest(request), params.id) }), { tags });
  addRoute(app, contract.assign, async ({ params, body, request }) => ({ success: ok, ...(await service.assignReport(toStaffRequest(request), params.id, body.release === true)) }), { tags });
  addRoute(app, contract.decide, async ({ params, body, request }) => ({ success: ok, ...(await service.decide(toStaffRequest(request), params.id, body)) }), { tags });
  addRoute(app, contract.strikes, async ({ query, request }) => ({ success: ok, results: await service.listStrikes(toStaffRequest(request), query.user) }), { tags });
  addRoute(app, contract.overturn, async ({ params, body, request }) => {
    await service.overturnStrike(toStaffRequest(request), params.id, body.reason);
    return { success: ok, message: MESSAGES.strikeOverturned };
  }, { tags });

  addRoute(app, contract.ownStrikes, async ({ request }) => ({ success: ok, results: await service.listOwnStrikes(getUser(request)) }), { tags });
  addRoute(app, contract.ownStrike, async ({ params, query, request }) => ({ success: ok, result: await service.readOwnStrike(request.user, params.id, query.token) }), { tags });
  addRoute(app, contract.appeal, async ({ params, body, request }) => ({ success: ok, message: MESSAGES.appealSent, result: await service.appeal(request.user, params.id, body, request.ip) }), { tags });
}
