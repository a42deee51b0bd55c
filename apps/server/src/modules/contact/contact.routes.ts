import type { FastifyInstance } from 'fastify';
import { contactRoutes as contract } from '@indiwave/domain/contract/contact';
import { MESSAGES } from '@indiwave/domain/messages';
import type { AppDeps } from '../../app.ts';
import { createRateLimiter } from '../../http/rate-limit.ts';
import { addRoute } from '../../http/route.ts';
import { createContactRepository } from './contact.repository.ts';
import { createContactService } from './contact.service.ts';

/** POST /api/contact_us: the contact form. */
export async function contactRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = createContactService({
    repository: createContactRepository(deps.db),
    limits: createRateLimiter(deps.db, deps.platform.clock, deps.config.rateLimitFactor),
    captcha: deps.platform.captcha,
    mail: deps.platform.mail,
    supportEmail: deps.config.supportEmail,
    brandName: deps.config.brand.name,
  });
  addRoute(
    app,
    contract.contactUs,
    async ({ body, request }) => {
      await service.sendContactMessage(body, request.ip);
      return { success: true as const, message: MESSAGES.contactSent };
    },
    { tags: ['contact'] },
  );
}
