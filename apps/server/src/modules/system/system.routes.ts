import type { FastifyInstance } from 'fastify';
import { systemRoutes as contract } from '@indiwave/domain/contract/system';
import type { AppDeps } from '../../app.ts';
import { addRoute } from '../../http/route.ts';
import { AppError } from '../../http/app-error.ts';
import { isDatabaseReachable } from '../../db/database.ts';
import { readWebVersion } from './system.service.ts';

/** GET /api/health and GET /api/version. */
export async function systemRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const version = readWebVersion(deps.config);
  addRoute(app, contract.health, async () => {
    if (!(await isDatabaseReachable(deps.db))) throw new AppError(503, 'Database unavailable', 'unavailable');
    return { success: true as const, status: 'ok' as const, database: deps.dialect, uptime: Math.round(process.uptime()) };
  }, { tags: ['system'] });
  addRoute(app, contract.version, ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, version };
  }, { tags: ['system'] });
}
