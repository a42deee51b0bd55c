import type { FastifyInstance } from 'fastify';
import { workstationRoutes as contract } from '@indiwave/domain/contract/workstation';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import type { AnalyticsService } from './analytics.service.ts';

const tags = ['analytics'];

/** GET analytics and its CSV export: the signed-in artist's own statistics only. */
export async function analyticsRoutes(app: FastifyInstance, options: { analytics: AnalyticsService }): Promise<void> {
  const service = options.analytics;
  // Sign-in comes from the contract's isAuthRequired (http/route.ts); this only tags the calls.
  const signedIn = { tags };

  addRoute(app, contract.analytics, ({ query, request }) => service.readAnalytics(getUser(request), query), signedIn);
  addRoute(
    app,
    contract.analyticsCsv,
    async ({ query, request, reply }) => {
      const { csv, fileName } = await service.exportCsv(getUser(request), query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
    signedIn,
  );
}
