import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { CouponsTable } from '../../db/tables-commerce.ts';

export type CouponRow = Selectable<CouponsTable>;
/** A coupon with the slugs of the artist and the person it is limited to. */
export type CouponListRow = CouponRow & { artist_slug: string | null; user_slug: string | null };

/** Coupons and who redeemed them (migrations/017-commerce.ts). */
export function createCouponsRepository(db: Database) {
  const listed = () =>
    db
      .selectFrom('coupons')
      .leftJoin('users as artist', 'artist.id', 'coupons.artist_id')
      .leftJoin('users as owner', 'owner.id', 'coupons.user_id')
      .selectAll('coupons')
      .select(['artist.slug as artist_slug', 'owner.slug as user_slug']);
  return {
    findByCode(code: string): Promise<CouponRow | undefined> {
      return db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
    },
    findById(id: number): Promise<CouponRow | undefined> {
      return db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async hasRedeemed(couponId: number, userId: number): Promise<boolean> {
      return (await db.selectFrom('coupon_redemptions').select('id').where('coupon_id', '=', couponId).where('user_id', '=', userId).executeTakeFirst()) !== undefined;
    },
    /** Inserts a coupon; undefined when the code is taken. */
    async insert(values: Insertable<CouponsTable>): Promise<number | undefined> {
      return (await db.insertInto('coupons').values(values).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst())?.id;
    },
    /** Switches an active coupon off; false when it was off already (or another request did it first). */
    async end(id: number, now: string): Promise<boolean> {
      const result = await db.updateTable('coupons').set({ is_active: 0, updated_at: now }).where('id', '=', id).where('is_active', '=', 1).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    listAll(): Promise<CouponListRow[]> {
      return listed().orderBy('coupons.id', 'desc').limit(500).execute();
    },
    findListed(code: string): Promise<CouponListRow | undefined> {
      return listed().where('coupons.code', '=', code).executeTakeFirst();
    },
    async findUserIdBySlug(slug: string): Promise<number | undefined> {
      return (await db.selectFrom('users').select('id').where('slug', '=', slug.toLowerCase()).where('deleted_at', 'is', null).executeTakeFirst())?.id;
    },
  };
}
export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
