import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { workstationRoutes as contract } from '@indiwave/domain/contract/workstation';
import type { AppDeps } from '../../app.ts';
import { addRoute } from '../../http/route.ts';
import { createNotifier } from '../notifications/notifier.service.ts';
import { createAchievementsRepository } from './achievements.repository.ts';
import { createAchievementsService, type AchievementsService } from './achievements.service.ts';

const tags = ['achievements'];
const servicesByApp = new WeakMap<AppDeps, AchievementsService>();

/** The achievements service of one app, shared with analytics, dashboard and the modules whose events earn awards. */
export function getAchievementsService(deps: AppDeps, logger: FastifyInstance['log']): AchievementsService {
  let service = servicesByApp.get(deps);
  if (!service) {
    service = createAchievementsService({
      db: deps.db,
      repository: createAchievementsRepository(deps.db),
      notifier: createNotifier(deps, logger),
      logger,
      now: () => deps.platform.clock.now(),
    });
    servicesByApp.set(deps, service);
  }
  return service;
}

/** GET achievements: one's own, or an artist's public list (the e-Press Kit). */
export async function achievementsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = getAchievementsService(deps, app.log);
  addRoute(app, contract.achievements, ({ query, request }) => service.listAchievements(request.user, query), { tags });
}

/**
 * An onSend hook for the modules whose writes may earn an achievement (uploads, videos,
 * albums, e-Press Kit settings): after a successful change by an artist or band, their
 * progress is checked before the reply leaves, so the award exists when the client reads it.
 */
export function awardAfterChanges(deps: AppDeps, logger: FastifyInstance['log']) {
  const service = getAchievementsService(deps, logger);
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const user = request.user;
    if (
      user &&
      request.method !== 'GET' &&
      reply.statusCode < 300 &&
      (user.type === 'Artist' || user.type === 'Band')
    ) {
      try {
        await service.checkProgress(user.id);
      } catch (error) {
        logger.warn({ err: error, userId: user.id }, 'achievements not checked');
      }
    }
    return payload;
  };
}
