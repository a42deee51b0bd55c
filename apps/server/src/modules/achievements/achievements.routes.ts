import type { FastifyInstance } from 'fastify';
import { achievementCatalogueRoutes, workstationRoutes as contract } from '@indiwave/domain/contract/workstation';
import { addRoute } from '../../http/route.ts';
import type { AchievementsService } from './achievements.service.ts';

const tags = ['achievements'];

/** GET achievements: one's own, or an artist's public list (the e-Press Kit). */
export async function achievementsRoutes(app: FastifyInstance, options: { achievements: AchievementsService }): Promise<void> {
  const service = options.achievements;
  addRoute(app, contract.achievements, ({ query, request }) => service.listAchievements(request.user, query), { tags });
  addRoute(app, achievementCatalogueRoutes.staffAchievements, async ({ request }) => ({ success: true as const, results: await service.listRules(request.user) }), { tags });
}
