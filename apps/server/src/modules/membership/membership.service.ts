import { RENEWAL_DISCOUNT_PERCENT, type Currency } from '@indiwave/domain/constants';
import { computeProStatus, getProPrices, nextProTerm, type ProStatus } from '@indiwave/domain/rules/pro-state';
import type { Database, Dialect } from '../../db/database.ts';
import type { ClockPort } from '../../platform/clock/clock.port.ts';
import { assertProActive } from './membership.policy.ts';
import { createMembershipRepository } from './membership.repository.ts';

/** What the Pro plan costs this person now: first year, or a renewal at 20% off (READING: Rs 1600). */
export type ProQuote = {
  currency: Currency;
  listPrice: number;
  price: number;
  renewalPrice: number;
  /** A member before (active or expired): the renewal price applies. */
  isRenewal: boolean;
  /** What this person pays, before any coupon. */
  amount: number;
  renewalPercent: number;
  status: ProStatus;
};

/**
 * Pro membership (issue 17; docs/architecture.md 'Pro membership for other modules'): the state
 * of a person on the server's clock, the price they pay, and the terms orders grant. A term is a
 * year from payment, or from the current end when renewing early; a refund revokes its term and
 * the chain of the others is replayed.
 */
export function createMembershipService(deps: { db: Database; dialect: Dialect; clock: ClockPort }) {
  const repository = createMembershipRepository(deps.db, deps.dialect);
  const now = () => deps.clock.now();

  /** Re-chains the live terms after one was revoked, and writes the membership's end. */
  async function replay(trx: Database, userId: number, at: string): Promise<void> {
    const store = createMembershipRepository(trx, deps.dialect);
    let end: string | null = null;
    let firstStart: string | null = null;
    for (const term of await store.listLiveTerms(userId)) {
      const next = nextProTerm(end, new Date(term.paid_at));
      const startsAt = next.startsAt.toISOString();
      const endsAt = next.endsAt.toISOString();
      if (startsAt !== term.starts_at || endsAt !== term.ends_at) await store.updateTerm(term.id, startsAt, endsAt);
      firstStart ??= startsAt;
      end = endsAt;
    }
    if (end && firstStart) await store.saveMembership(userId, firstStart, end, at);
    else await store.deleteMembership(userId);
  }

  const service = {
    /** The person's Pro state now: none, active (with whole days left) or expired. */
    async readStatus(userId: number): Promise<ProStatus> {
      return computeProStatus(await repository.findExpiry(userId), now());
    },

    /** Pro states of several people at once. */
    async readStatuses(userIds: number[]): Promise<Map<number, ProStatus>> {
      const expiries = await repository.listExpiries([...new Set(userIds)]);
      const at = now();
      return new Map(userIds.map((id) => [id, computeProStatus(expiries.get(id), at)]));
    },

    /** True for an active member. */
    async isActive(userId: number): Promise<boolean> {
      return (await service.readStatus(userId)).state === 1;
    },

    /** 403 'pro_required' unless the person is an active member (the server side of the non-Pro handler). */
    async assertActive(userId: number): Promise<void> {
      assertProActive(await service.readStatus(userId));
    },

    /** is_pro and sds_e of the session reply, and check_pro's pro and expdays (spec 1 §3.1, §4). */
    async readSessionState(userId: number): Promise<{ state: number; daysLeft: number | null }> {
      const status = await service.readStatus(userId);
      return { state: status.state, daysLeft: status.daysLeft };
    },

    /** The Pro plan's price for this person in this currency (a visitor: the first-year price). */
    async quote(userId: number | null, currency: Currency): Promise<ProQuote> {
      const status = userId === null ? computeProStatus(null, now()) : await service.readStatus(userId);
      const prices = getProPrices(currency);
      const isRenewal = status.expiresAt !== null;
      return { currency, ...prices, isRenewal, amount: isRenewal ? prices.renewalPrice : prices.price, renewalPercent: RENEWAL_DISCOUNT_PERCENT, status };
    },

    /**
     * Grants the term an order paid for, inside the order's fulfilment transaction: a year from
     * payment or from the current end. False when this order already granted its term.
     */
    async grantTerm(trx: Database, input: { userId: number; orderId: number | null; paidAt: Date; source: 'order' | 'grant' }): Promise<boolean> {
      const store = createMembershipRepository(trx, deps.dialect);
      await store.lockMember(input.userId);
      const term = nextProTerm(await store.findExpiry(input.userId), input.paidAt);
      const at = now().toISOString();
      const isNew = await store.insertTerm({ userId: input.userId, orderId: input.orderId, source: input.source, paidAt: input.paidAt.toISOString(), startsAt: term.startsAt.toISOString(), endsAt: term.endsAt.toISOString(), now: at });
      if (isNew) await store.saveMembership(input.userId, term.startsAt.toISOString(), term.endsAt.toISOString(), at);
      return isNew;
    },

    /** Revokes the term of a refunded order, inside the refund's transaction, and re-chains the rest. */
    async revokeOrderTerm(trx: Database, orderId: number): Promise<void> {
      const at = now().toISOString();
      const store = createMembershipRepository(trx, deps.dialect);
      const userId = await store.revokeOrderTerm(orderId, at);
      if (userId === undefined) return;
      await store.lockMember(userId);
      await replay(trx, userId, at);
    },
  };
  return service;
}
export type MembershipService = ReturnType<typeof createMembershipService>;
