import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { promoRoutes as contract } from '@indiwave/domain/contract/promo';
import type { AppDeps } from '../../app.ts';
import { getUser, requireUser } from '../../http/auth.plugin.ts';
import { createRateLimiter } from '../../http/rate-limit.ts';
import { addRoute } from '../../http/route.ts';
import type { AuthUser } from '../accounts/session-token.service.ts';
import { createMediaUrls } from '../catalog/media-urls.ts';
import { getMembershipService } from '../membership/membership-services.ts';
import { ANIMATION_JOB, createAnimationService } from './animation.service.ts';
import { createAssistantService } from './assistant.service.ts';
import { pitchAnswerRoutes } from './pitch-answer.routes.ts';
import { createPresaveService, PRESAVE_RELEASE_JOB } from './presave.service.ts';
import { createPromoRepository } from './promo.repository.ts';
import { assertArtist, createPromoService } from './promo.service.ts';
import { createRadioService } from './radio.service.ts';

const tags = ['promo'];

function buildServices(deps: AppDeps, logger: FastifyBaseLogger) {
  if (!deps.config.secretKey) throw new Error('The promo tools need SECRET_KEY to sign download and answer links.');
  const repository = createPromoRepository(deps.db);
  const clock = deps.platform.clock;
  const urls = createMediaUrls(deps.config.secretKey, clock);
  const limits = createRateLimiter(deps.db, clock, deps.config.rateLimitFactor);
  const assistant = createAssistantService({ config: deps.config.ai, brandName: deps.config.brand.name, limits, logger, recordUse: (userId, tool) => promo.recordUse(userId, tool) });
  const promo = createPromoService({ repository, clock, urls, isAssistantAvailable: assistant.isAvailable });
  const recordUse = promo.recordUse;
  const common = { repository, clock, urls, publicUrl: deps.config.publicUrl, brandName: deps.config.brand.name };
  return {
    promo,
    assistant,
    animation: createAnimationService({ repository, storage: deps.platform.storage, jobs: deps.platform.jobs, clock, urls, tempDir: path.join(deps.config.dataDir, 'tmp', 'promo'), logger, recordUse }),
    radio: createRadioService({ ...common, mail: deps.platform.mail, limits, secretKey: deps.config.secretKey, recordUse }),
    presave: createPresaveService({ ...common, mail: deps.platform.mail, jobs: deps.platform.jobs, limits, recordUse }),
  };
}
export type PromoServices = ReturnType<typeof buildServices>;

const servicesByApp = new WeakMap<AppDeps, PromoServices>();

/** The promo services of one app (tests reach the release-day job through them). */
export function getPromoServices(deps: AppDeps, logger: FastifyBaseLogger): PromoServices {
  let services = servicesByApp.get(deps);
  if (!services) {
    services = buildServices(deps, logger);
    servicesByApp.set(deps, services);
  }
  return services;
}

/** The signed-in artist or band; 401 for visitors (preValidation), 403 for listeners. */
function getArtist(request: FastifyRequest): AuthUser {
  const user = getUser(request);
  assertArtist(user);
  return user;
}

/** Promo tools (issue 8 item 5): animations, radio pitching, pre-save links, the writing assistant, tool usage. */
export async function promoRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const services = getPromoServices(deps, app.log);
  const { promo, animation, radio, presave, assistant } = services;
  deps.platform.jobs.register(ANIMATION_JOB, (payload, context) => animation.runJob(payload, context));
  deps.platform.jobs.register(PRESAVE_RELEASE_JOB, (payload) => presave.runReleaseJob(payload));
  const signedIn = { tags, preValidation: requireUser };
  const membership = getMembershipService(deps);
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

  await app.register(pitchAnswerRoutes, { radio });
}
