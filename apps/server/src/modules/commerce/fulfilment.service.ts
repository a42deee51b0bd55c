import type { FastifyBaseLogger } from 'fastify';
import type { Database, Dialect } from '../../db/database.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import type { MembershipService } from '../membership/membership.service.ts';
import { createCartRepository } from './cart.repository.ts';
import { createOrdersRepository, type OrderRow } from './orders.repository.ts';

/** Who moved an order: the buyer's return, the gateway's webhook, the reconciliation job, a free checkout, the team. */
export type TransitionSource = 'checkout' | 'callback' | 'webhook' | 'reconcile' | 'free' | 'staff';

/** The invoice number of a fulfilled order: the year and the order's serial, never reused. */
export function toInvoiceNumber(order: { id: number }, at: Date): string {
  return `INV-${at.getUTCFullYear()}-${String(order.id).padStart(7, '0')}`;
}

/**
 * The order's transitions (issue 17 'exactly-once fulfilment'): created → paid → fulfilled,
 * created → failed (→ paid when money arrives late), paid or fulfilled → refunded. Each is one
 * conditional UPDATE in one transaction, logged with its source: a repeat, a race between the
 * callback and the webhook, or a replayed event finds the order already moved and does nothing.
 */
export function createFulfilmentService(deps: { db: Database; dialect: Dialect; clock: ClockPort; membership: MembershipService; logger: FastifyBaseLogger }) {
  const now = () => deps.clock.now();

  return {
    /** created or failed → paid with the gateway's payment id; undefined when it was paid (or refunded) already. */
    async markPaid(order: OrderRow, input: { source: TransitionSource; paymentId: string | null; detail?: string }, trx: Database = deps.db): Promise<OrderRow | undefined> {
      const at = now().toISOString();
      const paid = await createOrdersRepository(trx).transition({
        orderId: order.id,
        from: ['created', 'failed'],
        to: 'paid',
        patch: { gateway_payment_id: input.paymentId, paid_at: at, failure_reason: null },
        source: input.source,
        detail: input.detail ?? (input.paymentId ? `payment ${input.paymentId}` : null),
        now: at,
      });
      if (paid) deps.logger.info({ order: order.public_id, source: input.source }, 'order paid');
      return paid;
    },

    /** created → failed with the reason shown to the buyer; undefined when the order had moved on. */
    async markFailed(order: OrderRow, input: { source: TransitionSource; reason: string; detail?: string }, trx: Database = deps.db): Promise<OrderRow | undefined> {
      const at = now().toISOString();
      return createOrdersRepository(trx).transition({ orderId: order.id, from: ['created'], to: 'failed', patch: { failure_reason: input.reason, failed_at: at }, source: input.source, detail: input.detail ?? input.reason, now: at });
    },

    /**
     * paid → fulfilled, granting what was bought in the same transaction: a Pro term, the songs and
     * albums, the coupon's redemption, the invoice number; bought items leave the cart. False when
     * the order was not waiting for fulfilment (fulfilled before, or not paid).
     */
    async fulfil(orderId: number, source: TransitionSource): Promise<boolean> {
      return deps.db.transaction().execute(async (trx) => {
        const orders = createOrdersRepository(trx);
        const at = now();
        const order = await orders.findById(orderId);
        if (!order || order.status !== 'paid') return false;
        const fulfilled = await orders.transition({
          orderId,
          from: ['paid'],
          to: 'fulfilled',
          patch: { fulfilled_at: at.toISOString(), invoice_number: toInvoiceNumber(order, at) },
          source,
          detail: null,
          now: at.toISOString(),
        });
        if (!fulfilled) return false;
        const items = await orders.listItems([orderId]);
        const paidAt = new Date(order.paid_at ?? at.toISOString());
        const bought: { type: string; id: number }[] = [];
        for (const item of items) {
          if (item.item_type === 'pro') await deps.membership.grantTerm(trx, { userId: order.user_id, orderId, paidAt, source: 'order' });
          else if (item.item_id !== null) {
            await orders.insertPurchase({ userId: order.user_id, type: item.item_type, itemId: item.item_id, orderId, now: at.toISOString() });
            bought.push({ type: item.item_type, id: item.item_id });
          }
        }
        if (order.coupon_id !== null) await orders.insertRedemption({ couponId: order.coupon_id, userId: order.user_id, orderId, now: at.toISOString() });
        if (order.kind === 'cart') {
          const cart = createCartRepository(trx);
          await cart.removeItems(order.user_id, bought);
          if (order.coupon_id !== null && (await cart.findCouponId(order.user_id)) === order.coupon_id) await cart.removeCoupon(order.user_id);
        }
        deps.logger.info({ order: order.public_id, source }, 'order fulfilled');
        return true;
      });
    },

    /**
     * paid or fulfilled → refunded, taking back what the order granted (its Pro term, its
     * purchases), inside `trx`. Undefined when it was refunded before or never paid.
     */
    async applyRefund(order: OrderRow, input: { source: TransitionSource; refundId: string | null; amount: number; detail?: string }, trx: Database): Promise<OrderRow | undefined> {
      const at = now().toISOString();
      const refunded = await createOrdersRepository(trx).transition({
        orderId: order.id,
        from: ['fulfilled', 'paid'],
        to: 'refunded',
        patch: { refunded_at: at, gateway_refund_id: input.refundId, refunded_amount: input.amount },
        source: input.source,
        detail: input.detail ?? (input.refundId ? `refund ${input.refundId}` : null),
        now: at,
      });
      if (!refunded) return undefined;
      await createOrdersRepository(trx).revokePurchases(order.id, at);
      await deps.membership.revokeOrderTerm(trx, order.id);
      deps.logger.info({ order: order.public_id, source: input.source }, 'order refunded');
      return refunded;
    },
  };
}
export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
