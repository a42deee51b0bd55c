import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEV_MAILBOX_LIMIT } from '@indiwave/domain/constants';
import { renderMailboxPage } from './mailbox.presenter.ts';
import type { MailboxService } from './mailbox.service.ts';

const querySchema = z.object({
  /** Only messages to this address (case-insensitive). */
  to: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((v) => v || undefined),
});

/**
 * GET /dev/mailbox (a page) and GET /dev/mailbox.json: the mail the server kept or sent, so a
 * developer or an e2e test can read codes and links. app.ts registers this outside production only.
 */
export async function mailboxRoutes(app: FastifyInstance, options: { mailbox: MailboxService; brandName: string }): Promise<void> {
  const service = options.mailbox;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // Development tooling, not part of the API: kept out of the OpenAPI document.
  const schema = { hide: true, querystring: querySchema };

  typed.get('/dev/mailbox', { schema }, async (request, reply) => {
    const items = await service.listLatest(request.query.to);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderMailboxPage(items, { brandName: options.brandName, to: request.query.to, limit: DEV_MAILBOX_LIMIT }),
      );
  });

  typed.get('/dev/mailbox.json', { schema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true as const, results: await service.listLatest(request.query.to) };
  });
}
