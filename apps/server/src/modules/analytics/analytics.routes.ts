import type { FastifyInstance } from 'fastify';
import { workstationRoutes as contract } from '@indiwave/domain/contract/workstation';
import type { AppDeps } from '../../app.ts';
import { getUser, requireUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import { getAchievementsService } from '../achievements/achievements.routes.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { createAnalyticsService, type AnalyticsService } from './analytics.service.ts';

const tags = ['analytics'];
const servicesByApp = new WeakMap<AppDeps, AnalyticsService>();

/** The analytics service of one app, shared with the player, social and profile modules that record events. */
export function getAnalyticsService(deps: AppDeps, logger: FastifyInstance['log']): AnalyticsService {
  let service = servicesByApp.get(deps);
  if (!service) {
    service = createAnalyticsService({
      repository: createAnalyticsRepository(deps.db),
      achievements: getAchievementsService(deps, logger),
      secretKey: deps.config.secretKey ?? deps.config.brand.slug,
      now: () => deps.platform.clock.now(),
    });
    servicesByApp.set(deps, service);
  }
  return service;
}

/** GET analytics and its CSV export: the signed-in artist's own statistics only. */
export async function analyticsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = getAnalyticsService(deps, app.log);
  const signedIn = { tags, preValidation: requireUser };

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
