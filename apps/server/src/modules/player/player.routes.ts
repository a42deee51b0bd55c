import type { FastifyInstance } from 'fastify';
import { playerRoutes as contract } from '@indiwave/domain/contract/player';
import type { AppDeps } from '../../app.ts';
import { getUser, requireUser } from '../../http/auth.plugin.ts';
import { createRateLimiter } from '../../http/rate-limit.ts';
import { addRoute } from '../../http/route.ts';
import { getAnalyticsService } from '../analytics/analytics.routes.ts';
import { getCatalogServices } from '../catalog/catalog-services.ts';
import { getPlaylistsService } from '../playlists/playlists.routes.ts';
import { createPlayerRepository } from './player.repository.ts';
import { createPlayerService } from './player.service.ts';

const tags = ['player'];

/** The play log and the signed-in person's queue. */
export async function playerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = createPlayerService({
    repository: createPlayerRepository(deps.db),
    catalog: getCatalogServices(deps, app.log),
    playlists: getPlaylistsService(deps, app.log),
    analytics: getAnalyticsService(deps, app.log),
    now: () => deps.platform.clock.now(),
    limits: createRateLimiter(deps.db, deps.platform.clock, deps.config.rateLimitFactor),
    secretKey: deps.config.secretKey ?? '',
  });
  const signedIn = { tags, preValidation: requireUser };

  addRoute(app, contract.logActivity, ({ body, request }) => service.logActivity(request.user, body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }), { tags });
  addRoute(app, contract.queue, ({ request }) => service.readQueue(getUser(request)), signedIn);
  addRoute(app, contract.saveQueue, ({ body, request }) => service.saveQueue(getUser(request), body.slugs), signedIn);
}
