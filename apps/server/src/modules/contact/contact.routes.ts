import type { FastifyInstance } from 'fastify';
import { contactRoutes as contract } from '@indiwave/domain/contract/contact';
import { MESSAGES } from '@indiwave/domain/messages';
import { addRoute } from '../../http/route.ts';
import type { ContactService } from './contact.service.ts';

/** POST /api/contact_us: the contact form. */
export async function contactRoutes(app: FastifyInstance, options: { contact: ContactService }): Promise<void> {
  const service = options.contact;
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
