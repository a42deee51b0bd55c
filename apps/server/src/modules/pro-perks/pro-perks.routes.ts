import type { FastifyInstance } from 'fastify';
import { proPerksRoutes as contract } from '@indiwave/domain/contract/pro-perks';
import { COMMERCE_MESSAGES } from '@indiwave/domain/messages';
import { addRoute } from '../../http/route.ts';
import { toStaffRequest } from '../../http/staff-request.ts';
import type { ProPerksService } from './pro-perks.service.ts';

const tags = ['pro-perks'];

/** The Pro Perks data (spec 2 §2.3): read by anyone (masked unless Pro), replaced by staff. */
export async function proPerksRoutes(app: FastifyInstance, options: { proPerks: ProPerksService }): Promise<void> {
  const service = options.proPerks;

  addRoute(app, contract.read, async ({ request, reply }) => {
    // Fresh on every asking, as its cache-busting timestamp asks; it differs per viewer anyway.
    reply.header('cache-control', 'no-store');
    return service.read(request.user?.id ?? null);
  }, { tags });
  addRoute(app, contract.staffRead, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, ...(await service.readForStaff(toStaffRequest(request))) };
  }, { tags });
  addRoute(app, contract.save, async ({ body, request }) => ({ ...(await service.save(toStaffRequest(request), body)), message: COMMERCE_MESSAGES.proPerksSaved }), { tags });
}
