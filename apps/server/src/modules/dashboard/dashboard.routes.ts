import type { FastifyInstance } from 'fastify';
import { workstationRoutes as contract } from '@indiwave/domain/contract/workstation';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import type { DashboardService } from './dashboard.service.ts';

const tags = ['dashboard'];

/** GET dashboard: the signed-in artist's or band's landing. */
export async function dashboardRoutes(app: FastifyInstance, options: { dashboard: DashboardService }): Promise<void> {
  const service = options.dashboard;
  addRoute(app, contract.dashboard, ({ request }) => service.readDashboard(getUser(request)), { tags });
}
