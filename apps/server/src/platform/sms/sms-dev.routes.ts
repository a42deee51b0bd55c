import type { FastifyInstance } from 'fastify';
import { DEV_SMS_LIMIT } from '@indiwave/domain/constants';
import type { SmsOutboxRepository } from './sms-outbox.repository.ts';

/**
 * GET /dev/sms.json: the latest SMS of the outbox, so a developer (and the e2e journeys) can
 * read a phone code without a phone. Registered only outside production; `?to=` filters.
 */
export async function smsDevRoutes(app: FastifyInstance, options: { outbox: SmsOutboxRepository; isProduction: boolean }): Promise<void> {
  if (options.isProduction) return;
  const { outbox } = options;
  app.get<{ Querystring: { to?: string } }>('/dev/sms.json', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const rows = await outbox.listLatest({ limit: DEV_SMS_LIMIT, to: request.query.to || undefined });
    return {
      success: true,
      results: rows.map((row) => ({ id: row.id, to: row.to_number, text: row.body, status: row.status, error: row.error, created_at: row.created_at })),
    };
  });
}
