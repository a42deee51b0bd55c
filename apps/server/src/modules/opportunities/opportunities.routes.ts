import type { FastifyInstance } from 'fastify';
import { opportunitiesRoutes as contract } from '@indiwave/domain/contract/opportunities';
import { MESSAGES } from '@indiwave/domain/messages';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import type { OpportunitiesService } from './opportunities.service.ts';
import type { OpportunityReviewService } from './opportunity-review.service.ts';
import { toStaffRequest } from '../../http/staff-request.ts';

const tags = ['opportunities'];

/** Opportunities (issue 19): public lists and pages, applying, saving, My Opportunities, and the staff review. */
export async function opportunitiesRoutes(app: FastifyInstance, options: { opportunities: OpportunitiesService; review: OpportunityReviewService }): Promise<void> {
  const { opportunities, review } = options;
  // Sign-in comes from the contract's isAuthRequired (http/route.ts); this only tags the calls.
  const signedIn = { tags };
  const ok = true as const;

  addRoute(app, contract.list, async ({ query }) => ({ success: ok, ...(await opportunities.list(query)) }), { tags });
  addRoute(app, contract.sidebar, async ({ query }) => ({ success: ok, results: await opportunities.sidebar(query.exclude) }), { tags });
  addRoute(app, contract.upcoming, async () => ({ success: ok, results: await opportunities.upcoming() }), { tags });
  addRoute(app, contract.homepage, async () => ({ success: ok, ...(await opportunities.homepage()) }), { tags });
  addRoute(app, contract.detail, async ({ params, request }) => ({ success: ok, result: await opportunities.detail(params.slug, request.user) }), { tags });
  addRoute(app, contract.winners, async ({ query }) => ({ success: ok, results: await opportunities.winners(query) }), { tags });

  addRoute(app, contract.apply, async ({ body, request }) => ({ success: ok, message: MESSAGES.oppApplied, result: await opportunities.apply(getUser(request), body) }), signedIn);
  addRoute(app, contract.editApplication, async ({ body, request }) => ({ success: ok, message: MESSAGES.oppApplicationUpdated, result: await opportunities.editApplication(getUser(request), body) }), signedIn);
  addRoute(app, contract.withdraw, async ({ body, request }) => ({ success: ok, message: MESSAGES.oppWithdrawn, result: await opportunities.withdraw(getUser(request), body.slug) }), signedIn);
  addRoute(app, contract.applySongs, async ({ query, request }) => ({ success: ok, ...(await opportunities.listRemaining(getUser(request), 'song', query)) }), signedIn);
  addRoute(app, contract.applyVideos, async ({ query, request }) => ({ success: ok, ...(await opportunities.listRemaining(getUser(request), 'video', query)) }), signedIn);
  addRoute(app, contract.saveForLater, async ({ body, request }) => ({ success: ok, ...(await opportunities.save(getUser(request), body.slug, body.is_saved)) }), signedIn);
  addRoute(app, contract.inviteRequest, async ({ body, request }) => ({ success: ok, ...(await opportunities.requestInvite(getUser(request), body.slug)) }), signedIn);
  addRoute(app, contract.mine, async ({ query, request }) => ({ success: ok, ...(await opportunities.mine(getUser(request), query)) }), signedIn);

  addRoute(app, contract.staffList, async ({ request }) => ({ success: ok, results: await review.list(request.user) }), signedIn);
  addRoute(app, contract.staffCreate, async ({ body, request }) => ({ success: ok, message: MESSAGES.oppPublished, result: await review.create(toStaffRequest(request), body) }), signedIn);
  addRoute(app, contract.staffUpdate, async ({ params, body, request }) => ({ success: ok, message: MESSAGES.oppUpdated, result: await review.update(toStaffRequest(request), params.slug, body) }), signedIn);
  addRoute(app, contract.staffApplications, async ({ params, request }) => ({ success: ok, result: await review.applications(request.user, params.slug) }), signedIn);
  addRoute(app, contract.staffDecision, async ({ body, request }) => ({ success: ok, message: MESSAGES.oppDecisionSaved, result: await review.decide(toStaffRequest(request), body) }), signedIn);
}
