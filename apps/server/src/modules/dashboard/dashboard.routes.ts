import type { FastifyInstance } from 'fastify';
import { workstationRoutes as contract } from '@indiwave/domain/contract/workstation';
import type { AppDeps } from '../../app.ts';
import { getUser, requireUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import { getAchievementsService } from '../achievements/achievements.routes.ts';
import { getAnalyticsService } from '../analytics/analytics.routes.ts';
import { createDashboardRepository } from './dashboard.repository.ts';
import { createDashboardService } from './dashboard.service.ts';

const tags = ['dashboard'];

/** GET dashboard: the signed-in artist's or band's landing. */
export async function dashboardRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = createDashboardService({
    repository: createDashboardRepository(deps.db),
    analytics: getAnalyticsService(deps, app.log),
    achievements: getAchievementsService(deps, app.log),
    now: () => deps.platform.clock.now(),
  });
  addRoute(app, contract.dashboard, ({ request }) => service.readDashboard(getUser(request)), {
    tags,
    preValidation: requireUser,
  });
}
