import type { FastifyInstance } from 'fastify';
import { broadcastRoutes as contract } from '@indiwave/domain/contract/broadcasts';
import { MESSAGES } from '@indiwave/domain/messages';
import { addRoute } from '../../http/route.ts';
import { toStaffRequest } from '../../http/staff-request.ts';
import type { BroadcastsService } from './broadcasts.service.ts';

const tags = ['broadcasts'];

/** The console's broadcasts (issue 21): compose, size the audience, follow the progress. */
export async function broadcastsRoutes(app: FastifyInstance, options: { broadcasts: BroadcastsService }): Promise<void> {
  const service = options.broadcasts;
  const ok = true as const;

  addRoute(app, contract.list, async ({ request }) => ({ success: ok, results: await service.list(toStaffRequest(request)) }), { tags });
  addRoute(app, contract.audience, async ({ query, request }) => ({ success: ok, count: await service.countAudience(toStaffRequest(request), query.audience, query.country_id ?? null) }), { tags });
  addRoute(app, contract.send, async ({ body, request }) => ({ success: ok, message: MESSAGES.broadcastQueued, result: await service.send(toStaffRequest(request), body) }), { tags });
}
