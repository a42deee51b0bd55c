import type { FastifyInstance } from 'fastify';
import { referenceRoutes as contract } from '@indiwave/domain/contract/reference';
import { sendJsonSnapshot } from '../../http/json-snapshot.ts';
import { addRoute } from '../../http/route.ts';
import type { NamedTable } from './reference.repository.ts';
import type { ReferenceService } from './reference.service.ts';

const CACHE_A_DAY = 'public, max-age=86400';

/** The reference-data calls of spec 2 §7 Discovery. */
export async function referenceRoutes(app: FastifyInstance, options: { reference: ReferenceService }): Promise<void> {
  const service = options.reference;
  const named: [keyof typeof contract, NamedTable][] = [
    ['genre', 'genres'],
    ['language', 'languages'],
    ['mood', 'moods'],
    ['artistcat', 'artist_categories'],
    ['bandRoles', 'band_roles'],
  ];
  for (const [call, table] of named) {
    addRoute(app, contract[call], async ({ request, reply }) =>
      sendJsonSnapshot(request, reply, await service.namedListSnapshot(table), CACHE_A_DAY), { tags: ['reference'] });
  }
  addRoute(app, contract.country, async ({ request, reply }) =>
    sendJsonSnapshot(request, reply, await service.countriesSnapshot(), CACHE_A_DAY), { tags: ['reference'] });
  addRoute(app, contract.cities, async ({ params, reply }) => {
    reply.header('cache-control', CACHE_A_DAY);
    return { success: true as const, results: await service.listCities(params.stateId) };
  }, { tags: ['reference'] });
}
