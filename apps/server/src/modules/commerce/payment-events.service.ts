import type { FastifyBaseLogger } from 'fastify';
import { RECONCILE_DELAYS_MS } from '@indiwave/domain/constants';
import { COMMERCE_MESSAGES } from '@indiwave/domain/messages';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Payments } from '../../platform/payments/create-payments-port.ts';
import type { GatewayPayment, PaymentGateway, WebhookEvent } from '../../platform/payments/payments.port.ts';
import { RECONCILE_ORDER_JOB, type ReconcilePayload } from './checkout.service.ts';
import type { FulfilmentService, TransitionSource } from './fulfilment.service.ts';
import { createOrdersRepository, type OrderRow } from './orders.repository.ts';

/** Where the callback sends the buyer's browser. */
export type CallbackOutcome = { redirect: string };

/** A payment is good for an order when the gateway says it was captured, for the order's exact amount and currency. */
function checkPayment(order: OrderRow, payment: { amount: number | null; currency: string | null; orderId?: string | null }): string | null {
  if (payment.orderId && payment.orderId !== order.gateway_order_id) return 'the payment belongs to another order';
  if (payment.amount !== order.total || (payment.currency ?? order.currency) !== order.currency) return `paid ${payment.amount ?? '?'} ${payment.currency ?? ''} for an order of ${order.total} ${order.currency}`;
  return null;
}

/**
 * What the gateways tell us (issue 17): the buyer's return (callback), webhooks, and the
 * reconciliation job that asks the gateway when neither came. Every path confirms with the
 * gateway (or a verified signature) before moving an order, and every move is a conditional
 * transition, so arriving twice, late, out of order or together grants nothing twice.
 */
export function createPaymentEventsService(deps: { db: Database; config: Config; clock: ClockPort; payments: Payments; jobs: JobQueue; fulfilment: FulfilmentService; logger: FastifyBaseLogger }) {
  const orders = createOrdersRepository(deps.db);
  const { fulfilment } = deps;

  /** Fulfils a paid order now; when that fails, the reconciliation job tries again shortly. */
  async function fulfilSoon(order: OrderRow, source: TransitionSource): Promise<void> {
    try {
      await fulfilment.fulfil(order.id, source);
    } catch (error) {
      deps.logger.error({ err: error, order: order.public_id }, 'fulfilment failed; reconciliation will retry');
      await deps.jobs.enqueue(RECONCILE_ORDER_JOB, { order: order.id, round: 0 } satisfies ReconcilePayload, { runAt: new Date(deps.clock.now().getTime() + 30_000) });
    }
  }

  /** Acts on a payment the gateway confirmed: paid (and fulfilled) when it is right, failed when it is wrong or failed. */
  async function applyConfirmedPayment(order: OrderRow, payment: GatewayPayment, source: TransitionSource): Promise<void> {
    if (payment.status === 'captured') {
      const problem = checkPayment(order, payment);
      if (problem) {
        deps.logger.error({ order: order.public_id, payment: payment.id, problem }, 'payment does not match its order: not fulfilled');
        await fulfilment.markFailed(order, { source, reason: COMMERCE_MESSAGES.paymentAmountMismatch, detail: `${problem} (payment ${payment.id})` });
        return;
      }
      const paid = await fulfilment.markPaid(order, { source, paymentId: payment.id });
      if (paid || order.status === 'paid') await fulfilSoon(order, source);
      return;
    }
    if (payment.status === 'failed') await fulfilment.markFailed(order, { source, reason: payment.errorDescription || COMMERCE_MESSAGES.paymentFailed, detail: `payment ${payment.id}` });
  }

  /** Where the buyer goes after the callback. */
  function toRedirect(order: OrderRow | undefined, isPaid: boolean): string {
    if (!order) return '/my-orders';
    if (isPaid || order.status === 'paid' || order.status === 'fulfilled') return order.kind === 'pro' ? `/subscription/${deps.config.brand.slug}-pro?order=${order.public_id}` : `/my-orders?order=${order.public_id}`;
    if (order.kind === 'pro') return `/subscription/checkout?order=${order.public_id}`;
    const back = order.return_path ?? '/';
    return `${back}${back.includes('?') ? '&' : '?'}cart=1&order=${order.public_id}`;
  }

  /** Finds the order of a gateway order id, with the gateway it was made at. */
  async function findGatewayOrder(gatewayOrderId: string | undefined): Promise<{ order: OrderRow; gateway: PaymentGateway } | null> {
    if (!gatewayOrderId) return null;
    for (const name of ['sandbox', 'razorpay']) {
      const order = await orders.findByGatewayOrderId(name, gatewayOrderId);
      const gateway = order ? deps.payments.byName(order.gateway) : null;
      if (order && gateway) return { order, gateway };
    }
    return null;
  }

  async function handleWebhookEvent(gateway: PaymentGateway, event: WebhookEvent): Promise<{ isDuplicate: boolean; toFulfil: OrderRow | null }> {
    return deps.db.transaction().execute(async (trx) => {
      const store = createOrdersRepository(trx);
      const order = event.gatewayOrderId ? await store.findByGatewayOrderId(gateway.name, event.gatewayOrderId) : undefined;
      const at = deps.clock.now().toISOString();
      const isNew = await store.insertPaymentEvent({ gateway: gateway.name, eventId: event.id, type: event.type, orderId: order?.id ?? null, now: at });
      if (!isNew) return { isDuplicate: true, toFulfil: null };
      if (!order) {
        deps.logger.warn({ gateway: gateway.name, event: event.type, gatewayOrderId: event.gatewayOrderId }, 'webhook for an order we do not know: recorded, nothing done');
        return { isDuplicate: false, toFulfil: null };
      }
      if (event.type === 'payment.captured' || event.type === 'order.paid') {
        const problem = checkPayment(order, { amount: event.amount, currency: event.currency });
        if (problem) {
          deps.logger.error({ order: order.public_id, problem }, 'webhook payment does not match its order: not fulfilled');
          await fulfilment.markFailed(order, { source: 'webhook', reason: COMMERCE_MESSAGES.paymentAmountMismatch, detail: problem }, trx);
          return { isDuplicate: false, toFulfil: null };
        }
        const paid = await fulfilment.markPaid(order, { source: 'webhook', paymentId: event.paymentId, detail: `${event.type} ${event.paymentId ?? ''}`.trim() }, trx);
        return { isDuplicate: false, toFulfil: paid ?? (order.status === 'paid' ? order : null) };
      }
      if (event.type === 'payment.failed') {
        await fulfilment.markFailed(order, { source: 'webhook', reason: event.errorDescription || COMMERCE_MESSAGES.paymentFailed, detail: `payment.failed ${event.paymentId ?? ''}`.trim() }, trx);
        return { isDuplicate: false, toFulfil: null };
      }
      if (event.type === 'refund.processed') {
        await fulfilment.applyRefund(order, { source: 'webhook', refundId: event.refundId, amount: order.total }, trx);
      }
      return { isDuplicate: false, toFulfil: null };
    });
  }

  return {
    /**
     * POST payments/callback: the gateway sends the buyer back with razorpay_payment_id,
     * razorpay_order_id and razorpay_signature, or error[…]. A valid signature is confirmed with
     * the gateway (amount, currency, status) before the order moves; a forged or tampered one
     * changes nothing.
     */
    async handleCallback(fields: Record<string, string>): Promise<CallbackOutcome> {
      const paymentId = fields.razorpay_payment_id;
      const signature = fields.razorpay_signature;
      if (paymentId && signature) {
        const found = await findGatewayOrder(fields.razorpay_order_id);
        if (!found) return { redirect: toRedirect(undefined, false) };
        const { order, gateway } = found;
        if (!gateway.isPaymentSignatureValid({ gatewayOrderId: order.gateway_order_id ?? '', paymentId, signature })) {
          deps.logger.warn({ order: order.public_id, payment: paymentId }, 'payment callback with an invalid signature: ignored');
          return { redirect: toRedirect(order, false) };
        }
        const payment = await gateway.fetchPayment(paymentId);
        if (!payment || (payment.orderId !== null && payment.orderId !== order.gateway_order_id)) {
          deps.logger.warn({ order: order.public_id, payment: paymentId }, 'payment callback for a payment the gateway does not know on this order: ignored');
          return { redirect: toRedirect(order, false) };
        }
        await applyConfirmedPayment(order, payment, 'callback');
        const after = await orders.findById(order.id);
        return { redirect: toRedirect(after, false) };
      }
      // A failure: unsigned, so it moves nothing unless the gateway confirms the payment failed.
      let metadata: { order_id?: string; payment_id?: string } = {};
      try {
        metadata = JSON.parse(fields['error[metadata]'] ?? '{}') as typeof metadata;
      } catch {
        metadata = {};
      }
      const found = await findGatewayOrder(metadata.order_id);
      if (!found) return { redirect: toRedirect(undefined, false) };
      const { order, gateway } = found;
      const payment = metadata.payment_id ? await gateway.fetchPayment(metadata.payment_id).catch(() => null) : null;
      if (payment && payment.orderId === order.gateway_order_id && payment.status === 'failed') {
        await fulfilment.markFailed(order, { source: 'callback', reason: payment.errorDescription || fields['error[description]'] || COMMERCE_MESSAGES.paymentFailed, detail: `payment ${payment.id}` });
      }
      return { redirect: toRedirect(await orders.findById(order.id), false) };
    },

    /**
     * POST payments/webhook/{gateway}: the signature over the raw body first (400 when wrong,
     * nothing changes), then the event is kept by its id in the same transaction that acts on it,
     * so a replay answers 200 and does nothing.
     */
    async handleWebhook(gatewayName: string, rawBody: Buffer, signature: string | undefined, eventId: string | undefined): Promise<{ isDuplicate: boolean }> {
      const gateway = deps.payments.byName(gatewayName);
      if (!gateway) throw AppError.notFound();
      if (!signature || !gateway.isWebhookSignatureValid(rawBody, signature)) {
        deps.logger.warn({ gateway: gatewayName }, 'webhook with a wrong signature: refused');
        throw AppError.badRequest(COMMERCE_MESSAGES.webhookSignatureInvalid);
      }
      const event = gateway.parseWebhook(rawBody, eventId);
      if (!event) throw AppError.badRequest(COMMERCE_MESSAGES.webhookSignatureInvalid);
      const result = await handleWebhookEvent(gateway, event);
      if (result.toFulfil) await fulfilSoon(result.toFulfil, 'webhook');
      return { isDuplicate: result.isDuplicate };
    },

    /**
     * The reconciliation job: an order still unpaid asks the gateway for its payments (a payment
     * made while we were down is found and fulfilled); a paid one not yet fulfilled is fulfilled.
     * Unpaid orders are asked again later, and expire after the last round.
     */
    async reconcile(payload: ReconcilePayload): Promise<void> {
      const order = await orders.findById(payload.order);
      if (!order) return;
      if (order.status === 'paid') return void (await fulfilment.fulfil(order.id, 'reconcile'));
      if ((order.status !== 'created' && order.status !== 'failed') || !order.gateway_order_id) return;
      const gateway = deps.payments.byName(order.gateway);
      if (!gateway) return;
      const payments = await gateway.listOrderPayments(order.gateway_order_id);
      const captured = payments.find((payment) => payment.status === 'captured');
      if (captured) return applyConfirmedPayment(order, captured, 'reconcile');
      const next = payload.round + 1;
      if (next < RECONCILE_DELAYS_MS.length) {
        await deps.jobs.enqueue(RECONCILE_ORDER_JOB, { order: order.id, round: next } satisfies ReconcilePayload, { runAt: new Date(Date.parse(order.created_at) + RECONCILE_DELAYS_MS[next]) });
        return;
      }
      const failedPayment = payments.find((payment) => payment.status === 'failed');
      await fulfilment.markFailed(order, { source: 'reconcile', reason: failedPayment?.errorDescription || COMMERCE_MESSAGES.paymentFailed, detail: 'no payment arrived' });
    },
  };
}
export type PaymentEventsService = ReturnType<typeof createPaymentEventsService>;
