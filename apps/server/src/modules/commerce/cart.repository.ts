import type { Database } from '../../db/database.ts';

export type CartLineRow = { item_type: string; item_id: number; added_at: string };

/** A person's cart: its items and the coupon applied to it (migrations/017-commerce.ts). */
export function createCartRepository(db: Database) {
  return {
    listItems(userId: number): Promise<CartLineRow[]> {
      return db.selectFrom('cart_items').select(['item_type', 'item_id', 'added_at']).where('user_id', '=', userId).orderBy('added_at').orderBy('id').execute();
    },
    /** Adds an item; false when it is in the cart already. */
    async addItem(userId: number, type: string, itemId: number, now: string): Promise<boolean> {
      const row = await db.insertInto('cart_items').values({ user_id: userId, item_type: type, item_id: itemId, added_at: now }).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
      return row !== undefined;
    },
    async removeItems(userId: number, refs: { type: string; id: number }[]): Promise<void> {
      for (const ref of refs) await db.deleteFrom('cart_items').where('user_id', '=', userId).where('item_type', '=', ref.type).where('item_id', '=', ref.id).execute();
    },
    async countItems(userId: number): Promise<number> {
      const row = await db.selectFrom('cart_items').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async findCouponId(userId: number): Promise<number | undefined> {
      return (await db.selectFrom('cart_coupons').select('coupon_id').where('user_id', '=', userId).executeTakeFirst())?.coupon_id;
    },
    async setCoupon(userId: number, couponId: number, now: string): Promise<void> {
      await db
        .insertInto('cart_coupons')
        .values({ user_id: userId, coupon_id: couponId, applied_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ coupon_id: couponId, applied_at: now }))
        .execute();
    },
    async removeCoupon(userId: number): Promise<void> {
      await db.deleteFrom('cart_coupons').where('user_id', '=', userId).execute();
    },
  };
}
export type CartRepository = ReturnType<typeof createCartRepository>;
