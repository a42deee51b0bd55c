import crypto from 'node:crypto';
import type { Logger } from 'pino';
import type { ClockPort } from '../clock/clock.port.ts';
import { GatewayError, type GatewayPayment, type PaymentGateway } from './payments.port.ts';
import { isSignatureEqual, readRazorpayEvent, signPayment, signWebhook } from './razorpay-signature.ts';
import type { SandboxGatewayRepository } from './sandbox-gateway.repository.ts';

/** The path of the sandbox's checkout page (its routes: sandbox-gateway.routes.ts). */
export const SANDBOX_CHECKOUT_PATH = '/api/sandbox_gateway/checkout';

/** The sandbox's secrets: derived from SECRET_KEY, so every instance signs and checks alike. */
export function deriveSandboxSecrets(secretKey: string): { keySecret: string; webhookSecret: string } {
  const derive = (purpose: string) => crypto.createHmac('sha256', secretKey).update(`sandbox-gateway:${purpose}`).digest('hex');
  return { keySecret: derive('key-secret'), webhookSecret: derive('webhook-secret') };
}

const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(10).toString('base64url').replace(/[-_]/g, 'x')}`;

/** The extra the sandbox offers its own pages and tests: paying, failing, and its pending webhooks. */
export type SandboxGateway = PaymentGateway & {
  /** The buyer pressed Pay or Fail: records the payment and posts its webhook; answers what the callback carries. */
  completePayment(gatewayOrderId: string, outcome: 'success' | 'failure'): Promise<{ callbackUrl: string; fields: Record<string, string> } | null>;
  /** The order as the checkout page shows it. */
  findCheckout(gatewayOrderId: string): ReturnType<SandboxGatewayRepository['findOrder']>;
  /** Waits for the webhooks still being posted (tests, graceful stop). */
  flushWebhooks(): Promise<void>;
};

/**
 * The embedded default gateway (issue 17): its own checkout page, clearly in test mode, with Pay
 * and Fail buttons. It signs callbacks and webhooks exactly as Razorpay does (same shapes, same
 * HMACs, its own secrets), so the verification code that serves Razorpay serves it too. Its
 * webhooks are posted over HTTP to this server's public address, like a real gateway's.
 */
export function createSandboxGateway(options: {
  repository: SandboxGatewayRepository;
  clock: ClockPort;
  secretKey: string;
  /** Where its webhooks go: PUBLIC_URL/api/payments/webhook/sandbox. */
  webhookUrl: string;
  logger: Logger;
  /** Sends a webhook; fetch by default (tests may watch it). */
  post?: (url: string, body: string, headers: Record<string, string>) => Promise<void>;
}): SandboxGateway {
  const { repository, clock } = options;
  const secrets = deriveSandboxSecrets(options.secretKey);
  const pending = new Set<Promise<void>>();
  const post =
    options.post ??
    (async (url: string, body: string, headers: Record<string, string>) => {
      const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    });

  const toPayment = (row: { id: string; order_id: string; amount: number; currency: string; status: string; error_description: string | null }): GatewayPayment => ({
    id: row.id,
    orderId: row.order_id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    errorDescription: row.error_description,
  });

  /** Posts a Razorpay-shaped event, signed; a failed delivery is logged (reconciliation catches up). */
  function sendWebhook(event: string, payload: Record<string, unknown>): void {
    const body = JSON.stringify({ entity: 'event', account_id: 'acc_sandbox', event, contains: Object.keys(payload), payload, created_at: Math.floor(clock.now().getTime() / 1000) });
    const headers = { 'content-type': 'application/json', 'x-razorpay-signature': signWebhook(body, secrets.webhookSecret), 'x-razorpay-event-id': randomId('evt') };
    const delivery = post(options.webhookUrl, body, headers)
      .catch((error: unknown) => options.logger.warn({ err: error, event }, 'sandbox gateway: webhook delivery failed'))
      .finally(() => pending.delete(delivery));
    pending.add(delivery);
  }

  const paymentEntity = (row: { id: string; order_id: string; amount: number; currency: string; status: string; error_description: string | null }) => ({
    entity: { id: row.id, entity: 'payment', amount: row.amount, currency: row.currency, status: row.status, order_id: row.order_id, error_description: row.error_description, method: 'card', captured: row.status === 'captured' },
  });

  return {
    name: 'sandbox',

    async createOrder(input) {
      const id = randomId('order');
      await repository.insertOrder({ id, amount: input.amount, currency: input.currency, receipt: input.receipt, now: clock.now().toISOString() });
      return { id, amount: input.amount, currency: input.currency, receipt: input.receipt, status: 'created' };
    },

    async startCheckout(input) {
      const order = await repository.findOrder(input.gatewayOrderId);
      if (!order) throw new GatewayError('Unknown sandbox order', 404);
      await repository.setCheckout(order.id, { callbackUrl: input.callbackUrl, cancelUrl: input.cancelUrl, description: input.description, email: input.prefill.email });
      return { url: `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(order.id)}` };
    },

    isPaymentSignatureValid: ({ gatewayOrderId, paymentId, signature }) => isSignatureEqual(signPayment(gatewayOrderId, paymentId, secrets.keySecret), signature),
    isWebhookSignatureValid: (rawBody, signature) => isSignatureEqual(signWebhook(rawBody, secrets.webhookSecret), signature),
    parseWebhook: readRazorpayEvent,

    async fetchPayment(paymentId) {
      const row = await repository.findPayment(paymentId);
      return row ? toPayment(row) : null;
    },

    async listOrderPayments(gatewayOrderId) {
      return (await repository.listPayments(gatewayOrderId)).map(toPayment);
    },

    async refund(paymentId) {
      const payment = await repository.findPayment(paymentId);
      const refundId = randomId('rfnd');
      if (!payment || !(await repository.refundPayment(paymentId, refundId))) throw new GatewayError('The payment cannot be refunded', 400);
      sendWebhook('refund.processed', { refund: { entity: { id: refundId, entity: 'refund', payment_id: paymentId, amount: payment.amount, currency: payment.currency, status: 'processed' } }, payment: paymentEntity({ ...payment, status: 'refunded' }) });
      return { refundId };
    },

    findCheckout: (gatewayOrderId) => repository.findOrder(gatewayOrderId),

    async completePayment(gatewayOrderId, outcome): Promise<{ callbackUrl: string; fields: Record<string, string> } | null> {
      const order = await repository.findOrder(gatewayOrderId);
      if (!order || !order.callback_url) return null;
      const isSuccess = outcome === 'success';
      const payment = {
        id: randomId('pay'),
        order_id: order.id,
        amount: order.amount,
        currency: order.currency,
        status: isSuccess ? 'captured' : 'failed',
        error_description: isSuccess ? null : 'Payment failed: the Fail button of the sandbox gateway was pressed.',
      };
      await repository.insertPayment({ id: payment.id, orderId: order.id, amount: payment.amount, currency: payment.currency, status: payment.status, errorDescription: payment.error_description, now: clock.now().toISOString() });
      await repository.setOrderStatus(order.id, isSuccess ? 'paid' : 'attempted');
      if (isSuccess) {
        sendWebhook('payment.captured', { payment: paymentEntity(payment) });
        return { callbackUrl: order.callback_url, fields: { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: signPayment(order.id, payment.id, secrets.keySecret) } };
      }
      sendWebhook('payment.failed', { payment: paymentEntity(payment) });
      return {
        callbackUrl: order.callback_url,
        fields: {
          'error[code]': 'BAD_REQUEST_ERROR',
          'error[description]': payment.error_description ?? '',
          'error[source]': 'customer',
          'error[step]': 'payment_authorization',
          'error[reason]': 'payment_failed',
          'error[metadata]': JSON.stringify({ payment_id: payment.id, order_id: order.id }),
        },
      };
    },

    async flushWebhooks() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
