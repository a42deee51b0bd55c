import type { FastifyInstance } from 'fastify';
import { reportRoutes as contract } from '@indiwave/domain/contract/reports';
import { MESSAGES } from '@indiwave/domain/messages';
import { addRoute } from '../../http/route.ts';
import type { ReportsService } from './reports.service.ts';

/** POST /api/report_abuse: the Report Abuse dialog (spec 2 §2.1, §5.3). */
export async function reportsRoutes(app: FastifyInstance, options: { reports: ReportsService }): Promise<void> {
  const service = options.reports;
  addRoute(
    app,
    contract.reportAbuse,
    async ({ body, request }) => {
      await service.reportAbuse(body, request.user, request.ip);
      return { success: true as const, message: MESSAGES.reportedSuccessfully };
    },
    { tags: ['reports'] },
  );
}
