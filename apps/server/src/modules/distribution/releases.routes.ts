import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { distributionRoutes as contract } from '@indiwave/domain/contract/distribution';
import { DISTRIBUTION_MESSAGES } from '@indiwave/domain/messages';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import { toStaffRequest } from '../../http/staff-request.ts';
import { receiveUpload, type ReceiveUpload } from '../catalog/upload-reader.ts';
import type { ReleaseReviewService } from './release-review.service.ts';
import type { ReleasesService } from './releases.service.ts';

const tags = ['distribution'];

/** Distribution (issue 18): the artist's releases, agreements and the staff review. */
export async function distributionRoutes(app: FastifyInstance, options: { releases: ReleasesService; review: ReleaseReviewService; tempDir: string }): Promise<void> {
  await app.register(multipart);
  const { releases, review, tempDir } = options;
  // Sign-in comes from the contract's isAuthRequired (http/route.ts); this only tags the calls.
  const signedIn = { tags };
  const ok = true as const;

  const receive = (request: FastifyRequest): ReceiveUpload => (rules) => receiveUpload(request, tempDir, rules);

  addRoute(app, contract.options, async () => ({ success: ok, result: await releases.options() }), signedIn);
  addRoute(app, contract.list, async ({ request }) => ({ success: ok, results: await releases.list(getUser(request)) }), signedIn);
  addRoute(app, contract.create, async ({ body, request }) => ({ success: ok, message: DISTRIBUTION_MESSAGES.saved, result: await releases.create(getUser(request), body) }), signedIn);
  addRoute(app, contract.read, async ({ params, request }) => ({ success: ok, result: await releases.read(getUser(request), params.id) }), signedIn);
  addRoute(app, contract.update, async ({ params, body, request }) => ({ success: ok, message: DISTRIBUTION_MESSAGES.saved, result: await releases.update(getUser(request), params.id, body) }), signedIn);
  addRoute(app, contract.artwork, async ({ params, request }) => ({
    success: ok,
    message: DISTRIBUTION_MESSAGES.artworkSaved,
    result: await releases.storeArtwork(getUser(request), params.id, receive(request)),
  }), signedIn);
  addRoute(app, contract.addTrack, async ({ params, body, request }) => ({ success: ok, message: DISTRIBUTION_MESSAGES.trackAdded, result: await releases.addTrack(getUser(request), params.id, body) }), signedIn);
  addRoute(app, contract.updateTrack, async ({ params, body, request }) => ({ success: ok, message: DISTRIBUTION_MESSAGES.saved, result: await releases.updateTrack(getUser(request), params.id, params.trackId, body) }), signedIn);
  addRoute(app, contract.removeTrack, async ({ params, request }) => ({ success: ok, message: DISTRIBUTION_MESSAGES.trackRemoved, result: await releases.removeTrack(getUser(request), params.id, params.trackId) }), signedIn);
  addRoute(app, contract.trackAudio, async ({ params, request }) => ({
    success: ok,
    message: DISTRIBUTION_MESSAGES.saved,
    result: await releases.storeTrackAudio(getUser(request), params.id, params.trackId, receive(request)),
  }), signedIn);
  addRoute(app, contract.trackPeaks, async ({ params, request }) => ({ success: ok, result: await releases.trackPeaks(getUser(request), params.id, params.trackId) }), signedIn);
  addRoute(app, contract.sendAgreementCode, async ({ params, body, request }) => {
    const result = await releases.sendAgreementCode(getUser(request), params.id, body.channel, request.ip);
    return { success: ok, message: result.channel === 'mobile' ? DISTRIBUTION_MESSAGES.agreementCodeSentMobile : DISTRIBUTION_MESSAGES.agreementCodeSent, result };
  }, signedIn);
  addRoute(app, contract.signAgreement, async ({ params, body, request }) => ({ success: ok, message: DISTRIBUTION_MESSAGES.agreementSigned, result: await releases.signAgreement(getUser(request), params.id, body.otp, body.channel, request.ip) }), signedIn);
  addRoute(app, contract.agreements, async ({ query, request }) => ({ success: ok, ...(await releases.listAgreements(getUser(request), query.offset)) }), signedIn);
  addRoute(app, contract.agreement, async ({ params, request }) => ({ success: ok, result: await releases.readAgreement(getUser(request), params.id) }), signedIn);
  addRoute(app, contract.submit, async ({ params, request }) => ({ success: ok, message: DISTRIBUTION_MESSAGES.submitted, result: await releases.submit(getUser(request), params.id) }), signedIn);

  addRoute(app, contract.appeal, async ({ params, body, request }) => ({ success: ok, message: DISTRIBUTION_MESSAGES.appealSent, result: await releases.appeal(getUser(request), params.id, params.takedownId, body.text) }), signedIn);

  addRoute(app, contract.staffList, async ({ query, request }) => ({ success: ok, results: await review.list(toStaffRequest(request), query.status) }), { tags });
  addRoute(app, contract.staffMove, async ({ params, body, request }) => ({ success: ok, message: DISTRIBUTION_MESSAGES.released, result: await review.move(toStaffRequest(request), params.id, body) }), { tags });
  addRoute(app, contract.staffTakedown, async ({ params, body, request }) => ({ success: ok, message: DISTRIBUTION_MESSAGES.takenDown, result: await review.takeDown(toStaffRequest(request), params.id, body) }), { tags });
  addRoute(app, contract.staffRestore, async ({ params, request }) => ({ success: ok, message: DISTRIBUTION_MESSAGES.restored, result: await review.restore(toStaffRequest(request), params.id, params.takedownId) }), { tags });
}
