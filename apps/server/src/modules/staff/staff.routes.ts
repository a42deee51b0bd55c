import type { FastifyInstance } from 'fastify';
import { staffRoutes as contract } from '@indiwave/domain/contract/staff';
import { MESSAGES } from '@indiwave/domain/messages';
import { addRoute } from '../../http/route.ts';
import { toStaffRequest } from '../../http/staff-request.ts';
import type { StaffService } from './staff.service.ts';

const tags = ['staff'];

/** The console's team screen: who holds a role; admins grant and revoke (issue 21). */
export async function staffRoutes(app: FastifyInstance, options: { staff: StaffService }): Promise<void> {
  const service = options.staff;
  addRoute(app, contract.me, async ({ request }) => ({ success: true as const, result: await service.describeMe(toStaffRequest(request)) }), { tags });
  addRoute(app, contract.team, async ({ request }) => ({ success: true as const, results: await service.listTeam(toStaffRequest(request)) }), { tags });
  addRoute(app, contract.grantRole, async ({ body, request }) => ({ success: true as const, message: MESSAGES.staffRoleGranted, result: await service.grantRoleAs(toStaffRequest(request), body) }), { tags });
  addRoute(app, contract.revokeRole, async ({ body, request }) => {
    await service.revokeRoleAs(toStaffRequest(request), body);
    return { success: true as const, message: MESSAGES.staffRoleRevoked };
  }, { tags });
}
