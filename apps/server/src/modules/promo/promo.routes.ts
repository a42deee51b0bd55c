import type { FastifyInstance, FastifyRequest } from 'fastify';
import { promoRoutes as contract, radioStationRoutes } from '@indiwave/domain/contract/promo';
import { CATALOGUE_MESSAGES } from '@indiwave/domain/messages';
import { toStaffRequest } from '../../http/staff-request.ts';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import type { MembershipService } from '../membership/membership.service.ts';
import type { PromoServices } from './promo-services.ts';
import { assertArtist } from './promo.service.ts';

const tags = ['promo'];

/** The signed-in artist or band; 401 for visitors (preValidation), 403 for listeners. */
function getArtist(request: FastifyRequest): AuthUser {
  const user = getUser(request);
  assertArtist(user);
  return user;
}

/** Promo tools (issue 8 item 5): animations, radio pitching, pre-save links, the writing assistant, tool usage. */
export async function promoRoutes(app: FastifyInstance, options: PromoServices & { membership: MembershipService }): Promise<void> {
  const { promo, animation, radio, stations, presave, assistant, membership } = options;
  // Sign-in comes from the contract's isAuthRequired (http/route.ts); this only tags the calls.
  const signedIn = { tags };
  /** Making something new with the tools is Pro (issue 17); reading what one made stays open after Pro ends. */
  const getProArtist = async (request: FastifyRequest): Promise<AuthUser> => {
    const user = getArtist(request);
    await membership.assertActive(user.id);
    return user;
  };
  const ok = <T>(result: T) => ({ success: true as const, result });

  addRoute(app, contract.overview, async ({ request }) => ok(await promo.overview(getArtist(request))), signedIn);
  addRoute(app, contract.assistantStatus, () => ok({ is_available: assistant.isAvailable, keys: assistant.keys }), { tags });
  addRoute(app, contract.songs, async ({ request }) => {
    const material = await promo.listMaterial(getArtist(request));
    return { success: true as const, results: material.songs, albums: material.albums };
  }, signedIn);
  addRoute(app, contract.trackUse, async ({ body, request }) => {
    await promo.recordUse(getArtist(request).id, body.tool);
    return { success: true as const };
  }, signedIn);

  addRoute(app, contract.createAnimation, async ({ body, request }) => ok(await animation.createRender(await getProArtist(request), body)), signedIn);
  addRoute(app, contract.listAnimations, async ({ request }) => ({ success: true as const, results: await animation.listRenders(getArtist(request)) }), signedIn);
  addRoute(app, contract.getAnimation, async ({ params, request }) => ok(await animation.getRender(getArtist(request), params.id)), signedIn);
  addRoute(app, contract.cancelAnimation, async ({ body, request }) => ok(await animation.cancelRender(getArtist(request), body.id)), signedIn);
  addRoute(app, contract.restartAnimation, async ({ body, request }) => ok(await animation.restartRender(await getProArtist(request), body.id)), signedIn);

  addRoute(app, contract.stations, async ({ request }) => {
    getArtist(request);
    return { success: true as const, results: await radio.listStations() };
  }, signedIn);
  addRoute(app, contract.pitches, async ({ request }) => ({ success: true as const, results: await radio.listPitches(getArtist(request)) }), signedIn);
  addRoute(app, contract.pitch, async ({ body, request }) => ok(await radio.pitch(await getProArtist(request), body)), signedIn);

  addRoute(app, contract.presaves, async ({ request }) => ({ success: true as const, results: await presave.listLinks(getArtist(request)) }), signedIn);
  addRoute(app, contract.createPresave, async ({ body, request }) => ok(await presave.createLink(await getProArtist(request), body)), signedIn);
  addRoute(app, contract.presavePage, async ({ params }) => ok(await presave.getPage(params.slug)), { tags });
  addRoute(app, contract.presaveSignup, async ({ params, body, request }) => ({ success: true as const, message: await presave.signUp(params.slug, body.email, request.ip) }), { tags });

  addRoute(app, contract.assistant, async ({ body, request }) => ok({ text: await assistant.write(await getProArtist(request), body) }), signedIn);

  // The team's radio stations (issue 21 item 5).
  const staff = radioStationRoutes;
  const M = CATALOGUE_MESSAGES;
  addRoute(app, staff.staffStations, async ({ request }) => ({ success: true as const, results: await stations.list(toStaffRequest(request)) }), signedIn);
  addRoute(app, staff.addStation, async ({ body, request }) => ({ success: true as const, message: M.stationAdded, result: await stations.add(toStaffRequest(request), body) }), signedIn);
  addRoute(app, staff.updateStation, async ({ params, body, request }) => ({ success: true as const, message: M.stationSaved, result: await stations.update(toStaffRequest(request), params.slug, body) }), signedIn);
  addRoute(app, staff.retireStation, async ({ params, body, request }) => ({
    success: true as const,
    message: body.retired ? M.stationRetiredDone : M.stationRestored,
    result: await stations.retire(toStaffRequest(request), params.slug, body.retired),
  }), signedIn);
}
