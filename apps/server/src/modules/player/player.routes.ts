import type { FastifyInstance } from 'fastify';
import { playerRoutes as contract } from '@indiwave/domain/contract/player';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import type { PlayerService } from './player.service.ts';

const tags = ['player'];

/** The play log and the signed-in person's queue. */
export async function playerRoutes(app: FastifyInstance, options: { player: PlayerService }): Promise<void> {
  const service = options.player;
  // Sign-in comes from the contract's isAuthRequired (http/route.ts); this only tags the calls.
  const signedIn = { tags };

  addRoute(app, contract.logActivity, ({ body, request }) => service.logActivity(request.user, body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }), { tags });
  addRoute(app, contract.queue, ({ request }) => service.readQueue(getUser(request)), signedIn);
  addRoute(app, contract.saveQueue, ({ body, request }) => service.saveQueue(getUser(request), body.slugs), signedIn);
}
