import { sql } from 'kysely';
import { withId, type MigrationContext } from './schema-helpers.ts';

/**
 * Commerce (issue 17): Pro memberships, carts and coupons, orders with their items and every
 * transition, de-duplicated gateway events, purchases (what a person owns), the sandbox
 * gateway's own books, and editable site documents (the Pro Perks data).
 *
 * Exactly once is held by unique keys: one open checkout per person and kind, a gateway order
 * and a gateway payment belong to one order, a gateway event is handled once, an order grants
 * one membership term, a person owns an item once, a coupon is redeemed once per person.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('coupons'), dialect)
    /** Upper case, letters, digits and '-'. */
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    /** 1–100, or null for a fixed amount. */
    .addColumn('percent_off', 'integer')
    /** Paise off (rupee orders only), or null for a percentage. */
    .addColumn('amount_off', 'integer')
    /** 'any', 'cart' (music) or 'pro'. */
    .addColumn('scope', 'text', (c) => c.notNull().defaultTo('any'))
    /** Only this artist's items; null for all. */
    .addColumn('artist_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    /** A personal coupon: only this person may use it; null for everyone. */
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('starts_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('max_redemptions', 'integer')
    .addColumn('redemptions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('orders'), dialect)
    /** Ours, random: the receipt sent to the gateway and the id buyers and URLs see. */
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** 'pro' (the plan) or 'cart' (songs and albums). */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** created → paid → fulfilled; created → failed (→ paid when money arrives late); paid/fulfilled → refunded. */
    .addColumn('status', 'text', (c) => c.notNull())
    /** 'INR' or 'USD'; amounts are integer minor units of it (paise, cents). */
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id').onDelete('set null'))
    .addColumn('coupon_code', 'text')
    /** 'sandbox', 'razorpay', or 'free' for a total of 0. */
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('gateway_order_id', 'text', (c) => c.unique())
    .addColumn('gateway_payment_id', 'text', (c) => c.unique())
    .addColumn('gateway_refund_id', 'text')
    .addColumn('refunded_amount', 'integer')
    /** The gateway's or our reason, shown to the buyer. */
    .addColumn('failure_reason', 'text')
    /** Where the buyer goes after paying (an app path). */
    .addColumn('return_path', 'text')
    .addColumn('invoice_number', 'text', (c) => c.unique())
    .addColumn('billing_name', 'text')
    .addColumn('billing_gstin', 'text')
    .addColumn('billing_address', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('fulfilled_at', 'text')
    .addColumn('failed_at', 'text')
    .addColumn('refunded_at', 'text')
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();
  // One checkout awaiting payment per person and kind: a second Pay click (or a racing one) meets
  // this index and takes the open order instead of making another.
  await db.schema.createIndex('orders_open_checkout_idx').on('orders').columns(['user_id', 'kind']).unique().where(sql.ref('status'), '=', 'created').execute();

  await withId(db.schema.createTable('order_items'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    /** 'song', 'album' or 'pro'. */
    .addColumn('item_type', 'text', (c) => c.notNull())
    /** The song's or album's id; null for the plan. */
    .addColumn('item_id', 'integer')
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('artist', 'text', (c) => c.notNull())
    /** The artist paid for it (their revenue); null for the plan. */
    .addColumn('seller_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('image', 'text')
    .addColumn('price', 'integer', (c) => c.notNull())
    /** This line's share of the coupon. */
    .addColumn('discount', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_items_order_sku_idx').on('order_items').columns(['order_id', 'sku']).unique().execute();

  await withId(db.schema.createTable('order_events'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    /** checkout, callback, webhook, reconcile, free, staff, system. */
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order_idx').on('order_events').columns(['order_id', 'id']).execute();

  // A gateway event is handled once: its id is stored in the transaction that acts on it.
  await withId(db.schema.createTable('payment_events'), dialect)
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_events_gateway_event_idx').on('payment_events').columns(['gateway', 'event_id']).unique().execute();

  // What a person owns; revoked by a refund.
  await withId(db.schema.createTable('purchases'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('purchases_owner_item_idx').on('purchases').columns(['user_id', 'item_type', 'item_id']).unique().execute();

  await db.schema
    .createTable('memberships')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Each paid Pro order grants one term; the membership's end is replayed from the terms left.
  await withId(db.schema.createTable('membership_terms'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.unique().references('orders.id').onDelete('set null'))
    /** 'order', or 'grant' (given by the team or the demo). */
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('membership_terms_user_idx').on('membership_terms').columns(['user_id', 'paid_at']).execute();

  await withId(db.schema.createTable('cart_items'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cart_items_owner_item_idx').on('cart_items').columns(['user_id', 'item_type', 'item_id']).unique().execute();
  await db.schema
    .createTable('cart_coupons')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .execute();
  await withId(db.schema.createTable('coupon_redemptions'), dialect)
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coupon_redemptions_once_idx').on('coupon_redemptions').columns(['coupon_id', 'user_id']).unique().execute();

  // The sandbox gateway's books (it stands in for the gateway's own database).
  await db.schema
    .createTable('sandbox_gateway_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('receipt', 'text', (c) => c.notNull())
    /** created, attempted, paid. */
    .addColumn('status', 'text', (c) => c.notNull())
    /** Set when the buyer is sent to the checkout page. */
    .addColumn('callback_url', 'text')
    .addColumn('cancel_url', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('prefill_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sandbox_gateway_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('sandbox_gateway_orders.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    /** captured, failed, refunded. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error_description', 'text')
    .addColumn('refund_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sandbox_gateway_payments_order_idx').on('sandbox_gateway_payments').column('order_id').execute();

  // Site data the team edits without a deploy (the Pro Perks file of spec 1 §7).
  await db.schema
    .createTable('site_documents')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
