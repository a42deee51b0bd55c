import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { AchievementsService } from './achievements.service.ts';
import { isCreator } from '../accounts/access.policy.ts';

/**
 * An onSend hook for the modules whose writes may earn an achievement (uploads, videos,
 * albums, e-Press Kit settings): after a successful change by an artist or band, their
 * progress is checked before the reply leaves, so the award exists when the client reads it.
 */
export function awardAfterChanges(service: AchievementsService, logger: FastifyBaseLogger) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const user = request.user;
    if (
      user &&
      request.method !== 'GET' &&
      reply.statusCode < 300 &&
      isCreator(user.type)
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
