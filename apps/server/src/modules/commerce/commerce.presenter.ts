import { GST_PERCENT, type Currency } from '@indiwave/domain/constants';
import type { CartReply, OrderDetail, OrderStatus, OrderSummary } from '@indiwave/domain/contract/commerce';
import { ORDER_STATUS_LABELS } from '@indiwave/domain/messages';
import type { Config } from '../../config.ts';
import type { CartView } from './cart.service.ts';
import type { BuyerRow, OrderItemRow, OrderRow } from './orders.repository.ts';

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
