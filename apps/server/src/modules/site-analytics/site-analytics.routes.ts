import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteAnalyticsRoutes as contract } from '@indiwave/domain/contract/site-analytics';
import { addRoute } from '../../http/route.ts';
import type { SiteAnalyticsService } from './site-analytics.service.ts';

/** Do Not Track or Global Privacy Control: the visitor asked not to be tracked. */
function isTrackingRefused(request: FastifyRequest): boolean {
  return request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
}

/** POST events and the staff's report (contract/site-analytics.ts). */
export async function siteAnalyticsRoutes(app: FastifyInstance, options: { siteAnalytics: SiteAnalyticsService }): Promise<void> {
  const { siteAnalytics } = options;
  // sendBeacon posts a Blob as text/plain when it cannot say application/json without a preflight.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, body);
    }
  });
  addRoute(app, contract.postEvents, async ({ body, request }) => ({ success: true as const, accepted: await siteAnalytics.ingest({ ip: request.ip, isTrackingRefused: isTrackingRefused(request) }, body.events) }), { tags: ['analytics'] });
  addRoute(app, contract.staffSiteAnalytics, async ({ query, request }) => ({ success: true as const, result: await siteAnalytics.readReport(request.user, query) }), { tags: ['staff'] });
}
