import type { FastifyInstance } from 'fastify';
import type { PaymentEventsService } from './payment-events.service.ts';

/** Webhook bodies are small JSON documents; anything larger is not a gateway's. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * What the gateways call (issue 17): the buyer's return (a form post, answered with a 303 to the
 * page that shows the outcome) and the signed webhooks, verified on the raw body. Their own
 * plugin, so the raw-body and form parsers apply to these two routes only.
 */
export async function paymentsRoutes(app: FastifyInstance, options: { paymentEvents: PaymentEventsService }): Promise<void> {
  const { paymentEvents } = options;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // The signature covers the exact bytes sent: keep them as they came.
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post<{ Body: Record<string, string> | undefined }>('/payments/callback', { schema: { hide: true } }, async (request, reply) => {
    const fields = request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body) ? request.body : {};
    const outcome = await paymentEvents.handleCallback(fields);
    return reply.header('cache-control', 'no-store').redirect(outcome.redirect, 303);
  });

  app.post<{ Params: { gateway: string } }>('/payments/webhook/:gateway', { schema: { hide: true } }, async (request) => {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.from(typeof request.body === 'string' ? request.body : '');
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const result = await paymentEvents.handleWebhook(request.params.gateway, rawBody, header('x-razorpay-signature'), header('x-razorpay-event-id'));
    return { success: true, duplicate: result.isDuplicate };
  });
}
