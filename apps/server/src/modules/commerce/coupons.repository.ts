import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { CouponsTable } from '../../db/tables-commerce.ts';

export type CouponRow = Selectable<CouponsTable>;

/** Coupons and who redeemed them (migrations/017-commerce.ts). */
export function createCouponsRepository(db: Database) {
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
    listAll() {
      return db
        .selectFrom('coupons')
        .leftJoin('users as artist', 'artist.id', 'coupons.artist_id')
        .leftJoin('users as owner', 'owner.id', 'coupons.user_id')
        .selectAll('coupons')
        .select(['artist.slug as artist_slug', 'owner.slug as user_slug'])
        .orderBy('coupons.id', 'desc')
        .limit(500)
        .execute();
    },
    async findUserIdBySlug(slug: string): Promise<number | undefined> {
      return (await db.selectFrom('users').select('id').where('slug', '=', slug.toLowerCase()).where('deleted_at', 'is', null).executeTakeFirst())?.id;
    },
  };
}
export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
