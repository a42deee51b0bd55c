import type { FastifyInstance } from 'fastify';
import { figuresRoutes as contract } from '@indiwave/domain/contract/figures';
import { addRoute } from '../../http/route.ts';
import { toStaffRequest } from '../../http/staff-request.ts';
import type { FiguresService } from './figures.service.ts';

/** The console's dashboard figures (issue 21). */
export async function figuresRoutes(app: FastifyInstance, options: { figures: FiguresService }): Promise<void> {
  addRoute(app, contract.figures, async ({ query, request }) => ({ success: true as const, results: await options.figures.readFigures(toStaffRequest(request), query.days) }), { tags: ['figures'] });
}
