import type { FastifyInstance } from 'fastify';
import { adRoutes as contract } from '@indiwave/domain/contract/ads';
import { CONTENT_MESSAGES } from '@indiwave/domain/messages';
import { addRoute } from '../../http/route.ts';
import type { AdsService } from './ads.service.ts';
import { toStaffRequest } from '../../http/staff-request.ts';

const tags = ['advertisements'];

/** Advertisements and the team's campaign calls (contract/ads.ts). */
export async function adsRoutes(app: FastifyInstance, options: { ads: AdsService }): Promise<void> {
  const { ads } = options;
  const staff = { tags: ['staff'] };

  addRoute(app, contract.advertisements, ({ query, request }) => ads.listAdvertisements(request.user?.id ?? null, query), { tags });
  addRoute(app, contract.advertisementList, ({ query, request }) => ads.listAdvertisementList(request.user?.id ?? null, query.type), { tags });

  addRoute(app, contract.staffAds, async ({ request }) => ({ success: true as const, results: await ads.listForStaff(request.user) }), staff);
  addRoute(app, contract.createAd, async ({ body, request }) => ({ success: true as const, result: await ads.createCampaign(toStaffRequest(request), body), message: CONTENT_MESSAGES.adSaved }), staff);
  addRoute(app, contract.updateAd, async ({ params, body, request }) => ({ success: true as const, result: await ads.updateCampaign(toStaffRequest(request), params.id, body), message: CONTENT_MESSAGES.adSaved }), staff);
  addRoute(app, contract.deleteAd, async ({ params, request }) => {
    await ads.deleteCampaign(toStaffRequest(request), params.id);
    return { success: true as const, message: CONTENT_MESSAGES.adDeleted };
  }, staff);
}
