import type { FastifyInstance } from 'fastify';
import { staffRoutes as contract } from '@indiwave/domain/contract/staff';
import { addRoute } from '../../http/route.ts';
import { toStaffRequest } from '../../http/staff-request.ts';
import type { AuditService } from './audit.service.ts';

const tags = ['staff'];

/** The audit log: search and CSV export (issue 21). */
export async function auditRoutes(app: FastifyInstance, options: { audit: AuditService }): Promise<void> {
  const service = options.audit;
  addRoute(app, contract.auditLog, async ({ query, request }) => ({ success: true as const, ...(await service.search(toStaffRequest(request), query)) }), { tags });
  addRoute(app, contract.auditLogExport, async ({ query, request, reply }) => {
    const { csv, fileName } = await service.exportCsv(toStaffRequest(request), query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  }, { tags });
}
