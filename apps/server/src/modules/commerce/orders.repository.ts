import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { OrderItemsTable, OrdersTable } from '../../db/tables-commerce.ts';

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type NewOrderItem = Omit<Insertable<OrderItemsTable>, 'order_id'>;

/** What the shop needs to know of a buyer: who, their e-mail (prefill, receipt) and whether they are in India. */
export type BuyerRow = {
  id: number;
  type: string;
  email: string;
  is_email_verified: number;
  first_name: string;
  last_name: string;
  band_name: string | null;
  mobile: string | null;
  country_iso: string | null;
};

/** An order with its buyer's name, e-mail and page, for the team. */
export type StaffOrderRow = OrderRow & { buyer_email: string; buyer_first_name: string; buyer_last_name: string; buyer_band_name: string | null; buyer_slug: string | null };
const STAFF_BUYER_COLUMNS = ['users.email as buyer_email', 'users.first_name as buyer_first_name', 'users.last_name as buyer_last_name', 'users.band_name as buyer_band_name', 'users.slug as buyer_slug'] as const;

/**
 * Orders, their items and transitions, gateway events and purchases (migrations/017-commerce.ts).
 * Pass a transaction as `db` to write inside it.
 */
export function createOrdersRepository(db: Database) {
  return {
    findBuyer(userId: number): Promise<BuyerRow | undefined> {
      return db
        .selectFrom('users')
        .leftJoin('countries', 'countries.id', 'users.country_id')
        .select(['users.id', 'users.type', 'users.email', 'users.is_email_verified', 'users.first_name', 'users.last_name', 'users.band_name', 'users.mobile', 'countries.iso_code as country_iso'])
        .where('users.id', '=', userId)
        .where('users.deleted_at', 'is', null)
        .executeTakeFirst();
    },

    /** Inserts an order; undefined when the person already has an open checkout of this kind (the unique index). */
    async insertOrder(values: Insertable<OrdersTable>): Promise<number | undefined> {
      const row = await db.insertInto('orders').values(values).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
      return row?.id;
    },

    async insertItems(orderId: number, items: NewOrderItem[]): Promise<void> {
      if (items.length) await db.insertInto('order_items').values(items.map((item) => ({ ...item, order_id: orderId }))).execute();
    },

    async insertEvent(event: { orderId: number; from: string | null; to: string; source: string; detail: string | null; now: string }): Promise<void> {
      await db.insertInto('order_events').values({ order_id: event.orderId, from_status: event.from, to_status: event.to, source: event.source, detail: event.detail, created_at: event.now }).execute();
    },

    findOpenOrder(userId: number, kind: string): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('kind', '=', kind).where('status', '=', 'created').executeTakeFirst();
    },
    findById(id: number): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findByPublicId(publicId: string): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('public_id', '=', publicId).executeTakeFirst();
    },
    findByGatewayOrderId(gateway: string, gatewayOrderId: string): Promise<OrderRow | undefined> {
      return db.selectFrom('orders').selectAll().where('gateway', '=', gateway).where('gateway_order_id', '=', gatewayOrderId).executeTakeFirst();
    },

    listItems(orderIds: number[]): Promise<OrderItemRow[]> {
      if (!orderIds.length) return Promise.resolve([]);
      return db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
    },

    listEvents(orderId: number) {
      return db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
    },

    /** Records the gateway's order once; false when another request recorded one first. */
    async setGatewayOrder(orderId: number, gatewayOrderId: string, now: string): Promise<boolean> {
      const result = await db.updateTable('orders').set({ gateway_order_id: gatewayOrderId, updated_at: now }).where('id', '=', orderId).where('gateway_order_id', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Moves an order from one of `from` to `to` with `patch`, and logs the transition with its
     * source; false when the order was not in one of `from` (someone else moved it first).
     */
    async transition(input: { orderId: number; from: string[]; to: string; patch: Partial<Insertable<OrdersTable>>; source: string; detail: string | null; now: string }): Promise<OrderRow | undefined> {
      // One state at a time, so the log names the state the order really left.
      for (const from of input.from) {
        const row = await db
          .updateTable('orders')
          .set({ ...input.patch, status: input.to, updated_at: input.now })
          .where('id', '=', input.orderId)
          .where('status', '=', from)
          .returningAll()
          .executeTakeFirst();
        if (!row) continue;
        await db.insertInto('order_events').values({ order_id: input.orderId, from_status: from, to_status: input.to, source: input.source, detail: input.detail, created_at: input.now }).execute();
        return row;
      }
      return undefined;
    },

    /** Keeps a gateway event's id; false when it was handled before (a replay). */
    async insertPaymentEvent(event: { gateway: string; eventId: string; type: string; orderId: number | null; now: string }): Promise<boolean> {
      const row = await db
        .insertInto('payment_events')
        .values({ gateway: event.gateway, event_id: event.eventId, event_type: event.type, order_id: event.orderId, received_at: event.now })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Gives a buyer an item; nothing when they own it already. */
    async insertPurchase(purchase: { userId: number; type: string; itemId: number; orderId: number; now: string }): Promise<void> {
      await db
        .insertInto('purchases')
        .values({ user_id: purchase.userId, item_type: purchase.type, item_id: purchase.itemId, order_id: purchase.orderId, created_at: purchase.now, revoked_at: null })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
    async revokePurchases(orderId: number, now: string): Promise<void> {
      await db.updateTable('purchases').set({ revoked_at: now }).where('order_id', '=', orderId).where('revoked_at', 'is', null).execute();
    },
    /** The items of `refs` the person owns (not refunded), as 'type:id'. */
    async listOwned(userId: number, refs: { type: string; id: number }[]): Promise<Set<string>> {
      if (!refs.length) return new Set();
      const rows = await db
        .selectFrom('purchases')
        .select(['item_type', 'item_id'])
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('item_id', 'in', refs.map((ref) => ref.id))
        .execute();
      return new Set(rows.map((row) => `${row.item_type}:${row.item_id}`));
    },
    /** The purchase of an item through an order, when it still stands. */
    findLivePurchase(orderId: number, type: string, itemId: number) {
      return db.selectFrom('purchases').select('id').where('order_id', '=', orderId).where('item_type', '=', type).where('item_id', '=', itemId).where('revoked_at', 'is', null).executeTakeFirst();
    },

    listOrders(userId: number, offset: number, limit: number): Promise<OrderRow[]> {
      return db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
    },
    async countOrders(userId: number): Promise<number> {
      const row = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * The team's list (newest first): paid or fulfilled orders, or refunded ones (newest refund
     * first), narrowed to one order id or one buyer's e-mail; with the buyer's name and e-mail.
     */
    async listForStaff(filter: { status: 'paid' | 'refunded'; q: string }, offset: number, limit: number): Promise<{ rows: StaffOrderRow[]; count: number }> {
      let query = db.selectFrom('orders').innerJoin('users', 'users.id', 'orders.user_id');
      query = filter.status === 'refunded' ? query.where('orders.status', '=', 'refunded') : query.where('orders.status', 'in', ['paid', 'fulfilled']);
      const q = filter.q.trim();
      if (q) query = query.where((eb) => eb.or([eb('orders.public_id', '=', q.toUpperCase()), eb(eb.fn('lower', ['users.email']), '=', q.toLowerCase())]));
      const [rows, total] = await Promise.all([
        query
          .selectAll('orders')
          .select(STAFF_BUYER_COLUMNS)
          .orderBy(filter.status === 'refunded' ? 'orders.refunded_at' : 'orders.created_at', 'desc')
          .orderBy('orders.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.n) };
    },
    findForStaff(publicId: string): Promise<StaffOrderRow | undefined> {
      return db.selectFrom('orders').innerJoin('users', 'users.id', 'orders.user_id').selectAll('orders').select(STAFF_BUYER_COLUMNS).where('orders.public_id', '=', publicId).executeTakeFirst();
    },

    async setBilling(orderId: number, billing: { name: string; gstin: string; address: string }, now: string): Promise<void> {
      await db.updateTable('orders').set({ billing_name: billing.name, billing_gstin: billing.gstin, billing_address: billing.address, updated_at: now }).where('id', '=', orderId).execute();
    },

    /** Counts a redemption once per order and person; false when this order (or person) already redeemed it. */
    async insertRedemption(redemption: { couponId: number; userId: number; orderId: number; now: string }): Promise<boolean> {
      const row = await db
        .insertInto('coupon_redemptions')
        .values({ coupon_id: redemption.couponId, user_id: redemption.userId, order_id: redemption.orderId, created_at: redemption.now })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      await db.updateTable('coupons').set((eb) => ({ redemptions: eb('redemptions', '+', 1) })).where('id', '=', redemption.couponId).execute();
      return true;
    },

    /**
     * What an artist sold: each fulfilled or refunded line of theirs, newest first, with the
     * buyer's order id (never the buyer's name or e-mail: the seller sees the sale, not who).
     */
    listSales(sellerId: number, offset: number, limit: number) {
      return db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .select(['orders.public_id', 'orders.status', 'orders.currency', 'orders.fulfilled_at', 'orders.refunded_at', 'order_items.sku', 'order_items.item_type', 'order_items.item_id', 'order_items.name', 'order_items.price', 'order_items.discount'])
        .where('order_items.seller_id', '=', sellerId)
        .where('orders.status', 'in', ['fulfilled', 'refunded'])
        .orderBy('orders.fulfilled_at', 'desc')
        .orderBy('order_items.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },
    /** An artist's totals: sales counted and the money earned (after coupons), refunds left out. */
    async sumSales(sellerId: number): Promise<{ count: number; earned: number; refunded: number }> {
      const row = await db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          eb.fn.sum<number>(eb.case().when('orders.status', '=', 'fulfilled').then(eb.ref('order_items.price')).else(0).end()).as('gross'),
          eb.fn.sum<number>(eb.case().when('orders.status', '=', 'fulfilled').then(eb.ref('order_items.discount')).else(0).end()).as('off'),
          eb.fn.sum<number>(eb.case().when('orders.status', '=', 'refunded').then(eb(eb.ref('order_items.price'), '-', eb.ref('order_items.discount'))).else(0).end()).as('refunded'),
        ])
        .where('order_items.seller_id', '=', sellerId)
        .where('orders.status', 'in', ['fulfilled', 'refunded'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.n), earned: Number(row.gross ?? 0) - Number(row.off ?? 0), refunded: Number(row.refunded ?? 0) };
    },

    /** Orders still awaiting payment or fulfilment past a moment (reconciliation sweeps). */
    listStaleOrders(before: string, limit: number): Promise<OrderRow[]> {
      return db.selectFrom('orders').selectAll().where('status', 'in', ['created', 'paid']).where('updated_at', '<', before).orderBy('id').limit(limit).execute();
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
