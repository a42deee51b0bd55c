import type { FastifyInstance } from 'fastify';
import { reportRoutes as contract } from '@indiwave/domain/contract/reports';
import { MESSAGES } from '@indiwave/domain/messages';
import type { AppDeps } from '../../app.ts';
import { createRateLimiter } from '../../http/rate-limit.ts';
import { addRoute } from '../../http/route.ts';
import { buildModerationService } from '../moderation/moderation-deps.ts';
import { createReportsRepository } from './reports.repository.ts';
import { createReportsService } from './reports.service.ts';

/** POST /api/report_abuse: the Report Abuse dialog (spec 2 §2.1, §5.3). */
export async function reportsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const moderation = buildModerationService(deps, app.log);
  const service = createReportsService({
    repository: createReportsRepository(deps.db),
    limits: createRateLimiter(deps.db, deps.platform.clock, deps.config.rateLimitFactor),
    captcha: deps.platform.captcha,
    mail: deps.platform.mail,
    supportEmail: deps.config.supportEmail,
    brandName: deps.config.brand.name,
    now: () => deps.platform.clock.now(),
    describeTarget: (url) => moderation.describeReportedUrl(url),
  });
  addRoute(
    app,
    contract.reportAbuse,
    async ({ body, request }) => {
      await service.reportAbuse(body, request.user, request.ip);
      return { success: true as const, message: MESSAGES.reportedSuccessfully };
    },
    { tags: ['reports'] },
  );
}
