import type { FastifyInstance } from 'fastify';
import { REFERENCE_ITEM_LABELS, referenceRoutes as contract, referenceStaffRoutes } from '@indiwave/domain/contract/reference';
import { CATALOGUE_MESSAGES } from '@indiwave/domain/messages';
import { toStaffRequest } from '../../http/staff-request.ts';
import { sendJsonSnapshot } from '../../http/json-snapshot.ts';
import { addRoute } from '../../http/route.ts';
import type { NamedTable } from './reference.repository.ts';
import type { ReferenceAdminService } from './reference-admin.service.ts';
import type { ReferenceService } from './reference.service.ts';

const CACHE_A_DAY = 'public, max-age=86400';
/** The lists the team edits: browsers ask again after a minute (a 304 when nothing changed). */
const CACHE_A_MINUTE = 'public, max-age=60';

/** The reference-data calls of spec 2 §7 Discovery. */
export async function referenceRoutes(app: FastifyInstance, options: { reference: ReferenceService; admin: ReferenceAdminService }): Promise<void> {
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
      sendJsonSnapshot(request, reply, await service.namedListSnapshot(table), CACHE_A_MINUTE), { tags: ['reference'] });
  }
  addRoute(app, contract.country, async ({ request, reply }) =>
    sendJsonSnapshot(request, reply, await service.countriesSnapshot(), CACHE_A_DAY), { tags: ['reference'] });
  addRoute(app, contract.cities, async ({ params, reply }) => {
    reply.header('cache-control', CACHE_A_DAY);
    return { success: true as const, results: await service.listCities(params.stateId) };
  }, { tags: ['reference'] });

  // The team's edits (issue 21 item 5).
  const { admin } = options;
  const staff = { tags: ['reference', 'staff'] };
  addRoute(app, referenceStaffRoutes.staffList, async ({ params, request }) => ({ success: true as const, results: await admin.list(toStaffRequest(request), params.list) }), staff);
  addRoute(app, referenceStaffRoutes.addItem, async ({ params, body, request }) => ({
    success: true as const,
    message: CATALOGUE_MESSAGES.referenceAdded(REFERENCE_ITEM_LABELS[params.list]),
    result: await admin.add(toStaffRequest(request), params.list, body.name),
  }), staff);
  addRoute(app, referenceStaffRoutes.renameItem, async ({ params, body, request }) => ({
    success: true as const,
    message: CATALOGUE_MESSAGES.referenceRenamed(REFERENCE_ITEM_LABELS[params.list]),
    result: await admin.rename(toStaffRequest(request), params.list, params.slug, body.name),
  }), staff);
}
