import { GST_PERCENT, type Currency } from '@indiwave/domain/constants';
import type { CartReply, Coupon, OrderDetail, OrderStatus, OrderSummary, StaffOrder } from '@indiwave/domain/contract/commerce';
import type { CouponScope } from '@indiwave/domain/rules/coupon-pricing';
import { ORDER_STATUS_LABELS } from '@indiwave/domain/messages';
import type { Config } from '../../config.ts';
import type { CartView } from './cart.service.ts';
import type { CouponListRow } from './coupons.repository.ts';
import type { BuyerRow, OrderItemRow, OrderRow, StaffOrderRow } from './orders.repository.ts';

/** The cart reply (spec 2 §3 Cart response with the Coupon response's fields). */
export function presentCart(view: CartView, message: string, status: '200' | '500' = '200'): CartReply {
  return {
    success: true,
    product: view.items.map((item, index) => ({
      sku: item.sku,
      name: item.title,
      artist: item.artistName,
      img: item.image,
      price: item.price,
      discount: view.pricing.discounts[index] ?? 0,
      type: item.type,
      slug: item.slug,
    })),
    currency: 'INR',
    subtotal: view.pricing.subtotal,
    discount: view.pricing.discount,
    total: view.pricing.total,
    applied_coupon: view.coupon && view.pricing.discount > 0 ? view.coupon.code : '',
    status,
    msg: message,
  };
}

/** An order as its buyer lists it; `slugs` maps 'type:id' to the item's page while it exists. */
export function presentOrderSummary(order: OrderRow, items: OrderItemRow[], slugs: Map<string, string>): OrderSummary {
  const canDownload = order.status === 'fulfilled';
  return {
    id: order.public_id,
    kind: order.kind === 'pro' ? 'pro' : 'cart',
    status: order.status as OrderStatus,
    status_label: ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status,
    currency: order.currency as Currency,
    subtotal: order.subtotal,
    discount: order.discount,
    total: order.total,
    coupon: order.coupon_code,
    created_at: order.created_at,
    paid_at: order.paid_at,
    failure_reason: order.status === 'failed' ? order.failure_reason : null,
    invoice_number: order.invoice_number,
    items: items.map((item) => ({
      sku: item.sku,
      type: item.item_type === 'pro' ? 'pro' : item.item_type === 'album' ? 'album' : 'song',
      name: item.name,
      artist: item.artist,
      img: item.image,
      slug: item.item_id === null ? null : (slugs.get(`${item.item_type}:${item.item_id}`) ?? null),
      price: item.price,
      discount: item.discount,
      can_download: canDownload && item.item_type !== 'pro',
    })),
  };
}

/** The part of a GST-inclusive total before tax: total × 100 / (100 + GST), to the paisa. */
export function splitGst(total: number): { taxable: number; tax: number } {
  const taxable = Math.round((total * 100) / (100 + GST_PERCENT));
  return { taxable, tax: total - taxable };
}

/** An order with its invoice (seller block from configuration, buyer block from the account and the GSTIN form). */
export function presentOrderDetail(order: OrderRow, items: OrderItemRow[], slugs: Map<string, string>, buyer: BuyerRow | undefined, seller: Config['payments']['seller']): OrderDetail {
  const gst = splitGst(order.total);
  const buyerName = buyer ? buyer.band_name || [buyer.first_name, buyer.last_name].filter(Boolean).join(' ') : '';
  return {
    ...presentOrderSummary(order, items, slugs),
    gateway: order.gateway,
    payment_id: order.gateway_payment_id,
    refunded_at: order.refunded_at,
    invoice: {
      seller: { name: seller.name, address: seller.address, gstin: seller.gstin },
      buyer: { name: order.billing_name || buyerName, email: buyer?.email ?? '', gstin: order.billing_gstin ?? '', address: order.billing_address ?? '' },
      gst_percent: GST_PERCENT,
      taxable_value: gst.taxable,
      tax: gst.tax,
    },
  };
}

/** A coupon as the team lists it: the artist and the person it is limited to by slug. */
export function presentCoupon(row: CouponListRow): Coupon {
  return {
    code: row.code,
    description: row.description,
    percent_off: row.percent_off,
    amount_off: row.amount_off,
    scope: row.scope as CouponScope,
    artist: row.artist_slug,
    user: row.user_slug,
    starts_at: row.starts_at,
    expires_at: row.expires_at,
    max_redemptions: row.max_redemptions,
    redemptions: row.redemptions,
    is_active: row.is_active === 1,
  };
}

/** An order as the team sees it; `refund` is the audit line of its refund, when a team member made it. */
export function presentStaffOrder(order: StaffOrderRow, items: OrderItemRow[], slugs: Map<string, string>, refund: { by: string; reason: string | null; at: string } | undefined): StaffOrder {
  return {
    ...presentOrderSummary(order, items, slugs),
    buyer: { name: order.buyer_band_name || [order.buyer_first_name, order.buyer_last_name].filter(Boolean).join(' '), email: order.buyer_email, slug: order.buyer_slug },
    gateway: order.gateway,
    payment_id: order.gateway_payment_id,
    refunded_at: order.refunded_at,
    // A refund the gateway reported (its dashboard, a chargeback) has no team member behind it.
    refund: order.status === 'refunded' ? { by: refund?.by ?? null, reason: refund?.reason ?? null, at: order.refunded_at ?? refund?.at ?? order.updated_at } : null,
  };
}
