import type { z } from 'zod';
import { COUPON_RATE_LIMIT, type Currency } from '@indiwave/domain/constants';
import type { couponBodySchema } from '@indiwave/domain/contract/commerce';
import { COMMERCE_MESSAGES, MESSAGES } from '@indiwave/domain/messages';
import { priceWithCoupon, type CouponScope, type CouponTerms, type PricedLine } from '@indiwave/domain/rules/coupon-pricing';
import { AppError } from '../../http/app-error.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { Database } from '../../db/database.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { authorizeStaff, type StaffRequest } from '../staff/staff.policy.ts';
import { createCouponsRepository, type CouponListRow, type CouponRow, type CouponsRepository } from './coupons.repository.ts';

/** A coupon's terms, for pricing. */
export function toCouponTerms(row: CouponRow): CouponTerms {
  return { percentOff: row.percent_off, amountOff: row.amount_off, scope: row.scope as CouponScope, artistId: row.artist_id };
}

/**
 * Coupons (issue 17): whether a code may be used by this person on these lines, and the team's
 * list. The rejection rules, in order: unknown or switched off, not started, expired, another
 * person's, fully redeemed, already used by this person, an empty cart, nothing it applies to.
 */
export function createCouponsService(deps: { db: Database; repository: CouponsRepository; clock: ClockPort; limits: RateLimiter; audit: AuditService }) {
  const { repository } = deps;

  /** The refusal of a coupon for this person and these lines, or null when it applies. */
  async function findRefusal(row: CouponRow | undefined, userId: number, lines: readonly PricedLine[], currency: Currency): Promise<string | null> {
    const now = deps.clock.now().toISOString();
    if (!row || row.is_active !== 1) return COMMERCE_MESSAGES.couponInvalid;
    if (row.starts_at && row.starts_at > now) return COMMERCE_MESSAGES.couponNotStarted;
    if (row.expires_at && row.expires_at <= now) return COMMERCE_MESSAGES.couponExpired;
    if (row.user_id !== null && row.user_id !== userId) return COMMERCE_MESSAGES.couponForeign;
    if (row.max_redemptions !== null && row.redemptions >= row.max_redemptions) return COMMERCE_MESSAGES.couponUsedUp;
    if (await repository.hasRedeemed(row.id, userId)) return COMMERCE_MESSAGES.couponAlreadyUsed;
    if (!lines.length) return COMMERCE_MESSAGES.couponEmptyCart;
    // A fixed amount is in paise: it cannot come off a price in another currency.
    if (row.amount_off !== null && currency !== 'INR') return COMMERCE_MESSAGES.couponNotApplicable;
    if (priceWithCoupon(lines, toCouponTerms(row)).discount <= 0) return COMMERCE_MESSAGES.couponNotApplicable;
    return null;
  }

  return {
    /**
     * The coupon a person typed, checked against these lines: 400 with the reason when refused.
     * Tries are limited per person, so codes cannot be guessed by brute force.
     */
    async findApplicable(code: string, userId: number, lines: readonly PricedLine[], currency: Currency): Promise<CouponRow> {
      await deps.limits.consume(`coupon:user:${userId}`, COUPON_RATE_LIMIT);
      const row = await repository.findByCode(code);
      const refusal = await findRefusal(row, userId, lines, currency);
      if (refusal || !row) throw AppError.badRequest(refusal ?? COMMERCE_MESSAGES.couponInvalid, { code: refusal ?? COMMERCE_MESSAGES.couponInvalid });
      return row;
    },

    /** A coupon kept on a cart, checked again as it is read (it may have expired meanwhile); null when it no longer applies. */
    async recheck(couponId: number, userId: number, lines: readonly PricedLine[], currency: Currency): Promise<CouponRow | null> {
      const row = await repository.findById(couponId);
      return (await findRefusal(row, userId, lines, currency)) === null ? (row ?? null) : null;
    },

    /** Every coupon (staff). */
    async list(request: StaffRequest) {
      authorizeStaff(request);
      return repository.listAll();
    },

    /** One coupon as the team lists it (after creating or ending it). */
    async read(code: string): Promise<CouponListRow> {
      const row = await repository.findListed(code);
      if (!row) throw AppError.notFound(COMMERCE_MESSAGES.couponInvalid);
      return row;
    },

    /**
     * Ends a coupon (staff, audited with before and after): from now on it is refused like an
     * unknown code, on carts that hold it too; its redemptions and the orders that used it stay.
     */
    async end(request: StaffRequest, code: string): Promise<CouponListRow> {
      const session = authorizeStaff(request);
      const row = await repository.findByCode(code);
      if (!row) throw AppError.notFound(COMMERCE_MESSAGES.couponInvalid);
      await deps.audit.runAudited(
        session,
        async (trx) => {
          // Ended already (or by a concurrent click): throwing rolls the transaction back, so no line is written.
          if (!(await createCouponsRepository(trx).end(row.id, deps.clock.now().toISOString()))) throw AppError.badRequest(COMMERCE_MESSAGES.couponAlreadyEnded);
        },
        () => ({ action: 'coupon.end', targetType: 'coupon', targetKey: row.code, targetLabel: row.description || row.code, before: { is_active: true }, after: { is_active: false } }),
      );
      return (await repository.findListed(code)) as CouponListRow;
    },

    /** Creates a coupon (staff, audited): the artist and person it is limited to are named by slug. */
    async create(request: StaffRequest, input: z.output<typeof couponBodySchema>): Promise<number> {
      const session = authorizeStaff(request);
      const artistId = input.artist ? await repository.findUserIdBySlug(input.artist) : null;
      if (artistId === undefined) throw AppError.badRequest(MESSAGES.userNotFound, { artist: MESSAGES.userNotFound });
      const userId = input.user ? await repository.findUserIdBySlug(input.user) : null;
      if (userId === undefined) throw AppError.badRequest(MESSAGES.userNotFound, { user: MESSAGES.userNotFound });
      const now = deps.clock.now().toISOString();
      const id = await deps.db.transaction().execute(async (trx) => {
        const inserted = await createCouponsRepository(trx).insert({
        code: input.code,
        description: input.description,
        percent_off: input.percent_off ?? null,
        amount_off: input.amount_off ?? null,
        scope: input.scope,
        artist_id: artistId,
        user_id: userId,
        starts_at: input.starts_at ?? null,
        expires_at: input.expires_at ?? null,
        max_redemptions: input.max_redemptions ?? null,
        created_at: now,
        updated_at: now,
        });
        if (inserted !== undefined) await deps.audit.record(trx, session, { action: 'coupon.create', targetType: 'coupon', targetKey: input.code, targetLabel: input.description || input.code, after: input });
        return inserted;
      });
      if (id === undefined) throw AppError.badRequest(COMMERCE_MESSAGES.couponCodeTaken, { code: COMMERCE_MESSAGES.couponCodeTaken });
      return id;
    },
  };
}
export type CouponsService = ReturnType<typeof createCouponsService>;
