import type { FastifyInstance } from 'fastify';
import { systemRoutes as contract } from '@indiwave/domain/contract/system';
import { addRoute } from '../../http/route.ts';
import type { SystemService } from './system.service.ts';

/** GET /api/health and GET /api/version. */
export async function systemRoutes(app: FastifyInstance, options: { system: SystemService }): Promise<void> {
  const { system } = options;
  addRoute(app, contract.health, async () => ({ success: true as const, status: 'ok' as const, ...(await system.checkHealth()) }), { tags: ['system'] });
  addRoute(app, contract.version, ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, version: system.version };
  }, { tags: ['system'] });
}
