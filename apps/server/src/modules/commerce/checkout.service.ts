import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CHECKOUT_RATE_LIMIT, PRO_PLAN_SKU, RECONCILE_DELAYS_MS, type Currency } from '@indiwave/domain/constants';
import type { PaymentReply } from '@indiwave/domain/contract/commerce';
import { COMMERCE_MESSAGES, MESSAGES } from '@indiwave/domain/messages';
import { priceWithCoupon, type PricedLine } from '@indiwave/domain/rules/coupon-pricing';
import { currencyFor } from '@indiwave/domain/rules/pro-state';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Payments } from '../../platform/payments/create-payments-port.ts';
import { GatewayError, type PaymentGateway } from '../../platform/payments/payments.port.ts';
import { assertCanBuyPro } from '../membership/membership.policy.ts';
import type { MembershipService } from '../membership/membership.service.ts';
import { toPricedLine, type CartService } from './cart.service.ts';
import type { CouponRow } from './coupons.repository.ts';
import { toCouponTerms, type CouponsService } from './coupons.service.ts';
import type { FulfilmentService } from './fulfilment.service.ts';
import { createOrdersRepository, type BuyerRow, type NewOrderItem, type OrderRow } from './orders.repository.ts';
import { requireSignedIn } from '../accounts/access.policy.ts';

/** The job that asks the gateway about an order still unpaid (or paid and not fulfilled). */
export const RECONCILE_ORDER_JOB = 'commerce.reconcile-order';
export type ReconcilePayload = { order: number; round: number };

/** The path the gateways post their outcome to (Razorpay's callback_url). */
export const PAYMENT_CALLBACK_PATH = '/api/payments/callback';

/** A line about to be bought. */
type BasketLine = PricedLine & Omit<NewOrderItem, 'price' | 'discount' | 'seller_id'>;

/** What one checkout sells: the kind, its currency, lines and coupon. */
type Basket = { kind: 'pro' | 'cart'; currency: Currency; lines: BasketLine[]; coupon: CouponRow | null; description: string };

/** Our order ids: 'IW' and 16 letters and digits, random (they are the receipt the gateway keeps). */
function createOrderId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.randomBytes(16);
  return `IW${[...bytes].map((b) => alphabet[b % alphabet.length]).join('')}`.padEnd(18, 'X');
}

/** Only paths of this app come back from a checkout; anything else goes home. */
export function toSafeReturnPath(path: string | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || /[\s<>"]/.test(path)) return '/';
  return path.slice(0, 500);
}

/** A buyer's name for the gateway's form. */
function toBuyerName(buyer: BuyerRow): string {
  return buyer.band_name || [buyer.first_name, buyer.last_name].filter(Boolean).join(' ');
}

/**
 * Checkout (issue 17): prices a basket (the Pro plan, or the cart) with its coupon, keeps one
 * open order per person and kind (a second Pay click, or a racing one, takes the same order and
 * the same gateway order), creates the gateway's order, and answers where the browser goes: the
 * gateway's page (a url, or a form to post), or the finished order when the total is 0.
 */
export function createCheckoutService(deps: {
  db: Database;
  config: Config;
  clock: ClockPort;
  payments: Payments;
  jobs: JobQueue;
  limits: RateLimiter;
  membership: MembershipService;
  cart: CartService;
  coupons: CouponsService;
  fulfilment: FulfilmentService;
  logger: FastifyBaseLogger;
}) {
  const orders = createOrdersRepository(deps.db);
  const now = () => deps.clock.now();

  /** The open order matches this basket and gateway: it can be paid as it is. */
  async function isSameBasket(order: OrderRow, basket: Basket, total: number, gatewayName: string): Promise<boolean> {
    if (order.total !== total || order.currency !== basket.currency || order.gateway !== gatewayName || order.coupon_id !== (basket.coupon?.id ?? null)) return false;
    const items = await orders.listItems([order.id]);
    const skus = (list: { sku: string; price: number }[]) => list.map((item) => `${item.sku}:${item.price}`).sort().join(',');
    return skus(items) === skus(basket.lines);
  }

  /** Inserts the order, its items, its first event and its reconciliation job in one transaction; undefined when another request won. */
  async function insertOrder(buyer: BuyerRow, basket: Basket, priced: ReturnType<typeof priceWithCoupon>, gatewayName: string, returnPath: string): Promise<number | undefined> {
    const at = now();
    return deps.db.transaction().execute(async (trx) => {
      const store = createOrdersRepository(trx);
      const id = await store.insertOrder({
        public_id: createOrderId(),
        user_id: buyer.id,
        kind: basket.kind,
        status: 'created',
        currency: basket.currency,
        subtotal: priced.subtotal,
        discount: priced.discount,
        total: priced.total,
        coupon_id: basket.coupon?.id ?? null,
        coupon_code: basket.coupon?.code ?? null,
        gateway: gatewayName,
        gateway_order_id: null,
        gateway_payment_id: null,
        gateway_refund_id: null,
        refunded_amount: null,
        failure_reason: null,
        return_path: returnPath,
        invoice_number: null,
        billing_name: null,
        billing_gstin: null,
        billing_address: null,
        created_at: at.toISOString(),
        updated_at: at.toISOString(),
        paid_at: null,
        fulfilled_at: null,
        failed_at: null,
        refunded_at: null,
      });
      if (id === undefined) return undefined;
      await store.insertItems(
        id,
        basket.lines.map((line, index) => ({
          item_type: line.item_type,
          item_id: line.item_id,
          sku: line.sku,
          name: line.name,
          artist: line.artist,
          seller_id: line.sellerId,
          image: line.image,
          price: line.price,
          discount: priced.discounts[index],
        })),
      );
      await store.insertEvent({ orderId: id, from: null, to: 'created', source: 'checkout', detail: `${basket.lines.length} item(s), ${priced.total} ${basket.currency} via ${gatewayName}`, now: at.toISOString() });
      if (priced.total > 0) {
        await deps.jobs.enqueue(RECONCILE_ORDER_JOB, { order: id, round: 0 } satisfies ReconcilePayload, { db: trx, runAt: new Date(at.getTime() + RECONCILE_DELAYS_MS[0]) });
      }
      return id;
    });
  }

  /** Finds or makes the open order of this basket: an identical one is reused, a different one is replaced. */
  async function openOrder(buyer: BuyerRow, basket: Basket, priced: ReturnType<typeof priceWithCoupon>, gatewayName: string, returnPath: string): Promise<OrderRow> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const open = await orders.findOpenOrder(buyer.id, basket.kind);
      if (open) {
        if (await isSameBasket(open, basket, priced.total, gatewayName)) return open;
        await deps.fulfilment.markFailed(open, { source: 'checkout', reason: COMMERCE_MESSAGES.paymentCancelled, detail: 'replaced by a newer checkout' });
        continue;
      }
      const id = await insertOrder(buyer, basket, priced, gatewayName, returnPath);
      if (id !== undefined) return (await orders.findById(id)) as OrderRow;
      // Another request opened one at the same moment: look again and take it if it matches.
    }
    throw AppError.badRequest(MESSAGES.tooManyRequests);
  }

  /** Creates the gateway's order once; a racing request that lost takes the winner's. */
  async function ensureGatewayOrder(order: OrderRow, gateway: PaymentGateway): Promise<string> {
    if (order.gateway_order_id) return order.gateway_order_id;
    try {
      const created = await gateway.createOrder({ amount: order.total, currency: order.currency, receipt: order.public_id, notes: { order: order.public_id, kind: order.kind } });
      if (created.amount !== order.total) throw new GatewayError(`the gateway recorded ${created.amount} for an order of ${order.total}`);
      if (await orders.setGatewayOrder(order.id, created.id, now().toISOString())) return created.id;
      const again = await orders.findById(order.id);
      if (again?.gateway_order_id) return again.gateway_order_id;
      throw new GatewayError('the order lost its gateway order');
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      deps.logger.error({ err: error, order: order.public_id, gateway: gateway.name }, 'payment gateway: order not created');
      await deps.fulfilment.markFailed(order, { source: 'checkout', reason: COMMERCE_MESSAGES.gatewayUnavailable, detail: error.message });
      throw new AppError(502, COMMERCE_MESSAGES.gatewayUnavailable, 'gateway_unavailable');
    }
  }

  /** Where a buyer lands after paying. */
  function successPath(order: OrderRow): string {
    return order.kind === 'pro' ? `/subscription/${deps.config.brand.slug}-pro?order=${order.public_id}` : `/my-orders?order=${order.public_id}`;
  }

  async function checkout(buyer: BuyerRow, basket: Basket, returnPath: string): Promise<PaymentReply> {
    await deps.limits.consume(`checkout:user:${buyer.id}`, CHECKOUT_RATE_LIMIT);
    const priced = priceWithCoupon(basket.lines, basket.coupon ? toCouponTerms(basket.coupon) : null);
    const gateway = priced.total > 0 ? deps.payments.forBuyer(buyer.country_iso === 'IN') : null;
    if (priced.total > 0 && !gateway) throw new AppError(503, COMMERCE_MESSAGES.paymentsUnavailable, 'payments_unavailable');
    const order = await openOrder(buyer, basket, priced, gateway?.name ?? 'free', returnPath);

    if (!gateway) {
      // Nothing to pay (a 100% coupon): the order is paid and fulfilled at once ('Download').
      const paid = await deps.fulfilment.markPaid(order, { source: 'free', paymentId: null, detail: 'total 0' });
      if (paid) await deps.fulfilment.fulfil(order.id, 'free');
      return { success: true, status: 200, url: successPath(order), message: COMMERCE_MESSAGES.download, order: order.public_id };
    }
    const gatewayOrderId = await ensureGatewayOrder(order, gateway);
    const base = deps.config.publicUrl;
    const cancelPath = order.kind === 'pro' ? `/subscription/checkout?order=${order.public_id}` : `${returnPath}${returnPath.includes('?') ? '&' : '?'}cart=1&order=${order.public_id}`;
    const step = await gateway.startCheckout({
      gatewayOrderId,
      amount: order.total,
      currency: order.currency,
      description: basket.description,
      callbackUrl: `${base}${PAYMENT_CALLBACK_PATH}`,
      cancelUrl: `${base}${cancelPath}`,
      prefill: { name: toBuyerName(buyer), email: buyer.email, contact: buyer.mobile ?? '' },
    });
    return { success: true, status: 200, ...step, message: COMMERCE_MESSAGES.pay, order: order.public_id };
  }

  async function requireBuyer(userId: number): Promise<BuyerRow> {
    const buyer = await orders.findBuyer(userId);
    requireSignedIn(buyer);
    return buyer;
  }

  return {
    /** The buyer's currency and gateway choice: India pays in rupees (READING isFromIndia). */
    async currencyOf(userId: number | null): Promise<{ currency: Currency; canPay: boolean }> {
      const buyer = userId === null ? undefined : await orders.findBuyer(userId);
      const isFromIndia = buyer ? buyer.country_iso === 'IN' : true;
      return { currency: currencyFor(isFromIndia), canPay: deps.payments.forBuyer(isFromIndia) !== null };
    },

    /** The Pro plan's basket for this person, with a coupon when given (400 when refused). */
    async priceProPlan(userId: number, currency: Currency, couponCode: string | undefined) {
      const quote = await deps.membership.quote(userId, currency);
      const line: BasketLine = { itemType: 'pro', price: quote.amount, sellerId: null, item_type: 'pro', item_id: null, sku: PRO_PLAN_SKU, name: `${deps.config.brand.name} Pro, 1 year${quote.isRenewal ? ' (renewal)' : ''}`, artist: deps.config.brand.name, image: null };
      const coupon = couponCode ? await deps.coupons.findApplicable(couponCode, userId, [line], currency) : null;
      return { quote, line, coupon, priced: priceWithCoupon([line], coupon ? toCouponTerms(coupon) : null) };
    },

    /** POST subscription/payment: a year of Pro at this person's price. */
    async startProCheckout(userId: number, input: { coupon?: string; return_path?: string }): Promise<PaymentReply> {
      const buyer = await requireBuyer(userId);
      assertCanBuyPro({ type: buyer.type, isEmailVerified: buyer.is_email_verified === 1 });
      const currency = currencyFor(buyer.country_iso === 'IN');
      const { line, coupon } = await this.priceProPlan(userId, currency, input.coupon);
      return checkout(buyer, { kind: 'pro', currency, lines: [line], coupon, description: line.name }, toSafeReturnPath(input.return_path));
    },

    /** The cart's payment action: the items still for sale, at their current prices, with the cart's coupon. */
    async startCartCheckout(userId: number, input: { return_path?: string }): Promise<PaymentReply> {
      const buyer = await requireBuyer(userId);
      const view = await deps.cart.readCart(userId);
      if (!view.items.length) throw AppError.badRequest(COMMERCE_MESSAGES.cartEmpty);
      const lines: BasketLine[] = view.items.map((item) => ({
        ...toPricedLine(item),
        item_type: item.type,
        item_id: item.id,
        sku: item.sku,
        name: item.title,
        artist: item.artistName,
        image: item.image,
      }));
      const description = lines.length === 1 ? `${lines[0].name} by ${lines[0].artist}` : `${lines.length} items`;
      return checkout(buyer, { kind: 'cart', currency: 'INR', lines, coupon: view.coupon, description }, toSafeReturnPath(input.return_path));
    },

    successPath,
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
