import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { tvProgrammeRoutes, tvRoutes as contract } from '@indiwave/domain/contract/tv';
import { CATALOGUE_MESSAGES, MESSAGES } from '@indiwave/domain/messages';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import { receiveUpload } from '../catalog/upload-reader.ts';
import type { TvProgrammesService } from './tv-programmes.service.ts';
import type { TvReviewService } from './tv-review.service.ts';
import type { TvService } from './tv.service.ts';
import { toStaffRequest } from '../../http/staff-request.ts';

const tags = ['tv'];

/** Indiwave TV (issue 19): the channel's pages, pitching with the CBFC certificate, My Videos, and the staff review. */
export async function tvRoutes(app: FastifyInstance, options: { tv: TvService; review: TvReviewService; programmes: TvProgrammesService; tempDir: string }): Promise<void> {
  await app.register(multipart);
  const { tv, review, programmes, tempDir } = options;
  // Sign-in comes from the contract's isAuthRequired (http/route.ts); this only tags the calls.
  const signedIn = { tags };
  const ok = true as const;

  addRoute(app, contract.overview, async () => ({ success: ok, result: await tv.overview() }), { tags });
  addRoute(app, contract.programmes, async () => ({ success: ok, results: await tv.programmes() }), { tags });
  addRoute(app, contract.authorize, async ({ request }) => {
    await tv.authorize(getUser(request));
    return { success: ok, message: MESSAGES.tvAuthorized, authorize_for_tv: true as const };
  }, signedIn);
  addRoute(app, contract.uploadCertificate, async ({ request }) => ({ success: ok, result: await tv.storeCertificate(getUser(request), (rules) => receiveUpload(request, tempDir, rules)) }), signedIn);
  addRoute(app, contract.certificate, async ({ params, request, reply }) => {
    const file = await tv.openCertificate(getUser(request), params.id);
    return reply
      .type(file.contentType)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="${file.name.replace(/[^\w. -]/g, '_')}"`)
      .send(file.stream);
  }, signedIn);
  addRoute(app, contract.pitch, async ({ body, request }) => ({ success: ok, message: MESSAGES.tvPitchSent, result: await tv.pitch(getUser(request), body) }), signedIn);
  addRoute(app, contract.myPitches, async ({ request }) => ({ success: ok, results: await tv.myPitches(getUser(request)) }), signedIn);

  addRoute(app, contract.staffPitches, async ({ query, request }) => ({ success: ok, results: await review.list(request.user, query.status) }), signedIn);
  addRoute(app, contract.staffMove, async ({ body, request }) => ({ success: ok, message: MESSAGES.tvPitchUpdated, result: await review.move(toStaffRequest(request), body) }), signedIn);

  // The team's programmes and schedule (issue 21 item 5).
  const staff = tvProgrammeRoutes;
  addRoute(app, staff.staffProgrammes, async ({ request }) => ({ success: ok, results: await programmes.list(toStaffRequest(request)) }), signedIn);
  addRoute(app, staff.addProgramme, async ({ body, request }) => ({ success: ok, message: CATALOGUE_MESSAGES.programmeAdded, result: await programmes.add(toStaffRequest(request), body) }), signedIn);
  addRoute(app, staff.updateProgramme, async ({ params, body, request }) => ({ success: ok, message: CATALOGUE_MESSAGES.programmeSaved, result: await programmes.update(toStaffRequest(request), params.slug, body) }), signedIn);
  addRoute(app, staff.retireProgramme, async ({ params, body, request }) => ({
    success: ok,
    message: body.retired ? CATALOGUE_MESSAGES.programmeRetiredDone : CATALOGUE_MESSAGES.programmeRestored,
    result: await programmes.retire(toStaffRequest(request), params.slug, body.retired),
  }), signedIn);
  addRoute(app, staff.orderProgrammes, async ({ body, request }) => ({ success: ok, message: CATALOGUE_MESSAGES.programmeOrderSaved, results: await programmes.reorder(toStaffRequest(request), body.slugs) }), signedIn);
  addRoute(app, staff.schedule, async ({ query, request }) => ({ success: ok, ...(await programmes.schedule(toStaffRequest(request), query)) }), signedIn);
}
