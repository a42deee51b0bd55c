import { describe, expect, it } from 'vitest';
import { PRO_STATE } from '../constants.ts';
import { formatDaysToExpiry } from './session-user.ts';
import { addProTerm, computeProStatus, currencyFor, getProPrices, isRenewalDue, nextProTerm } from './pro-state.ts';

const now = new Date('2030-06-15T10:00:00Z');

describe('Pro state on the server clock (spec 1 §4)', () => {
  it('none without a membership, active before the end, expired from the end on', () => {
    expect(computeProStatus(null, now)).toEqual({ state: PRO_STATE.none, daysLeft: null, expiresAt: null });
    expect(computeProStatus('2030-06-15T10:00:00.001Z', now).state).toBe(PRO_STATE.active);
    expect(computeProStatus('2030-06-15T10:00:00.000Z', now)).toEqual({ state: PRO_STATE.expired, daysLeft: 0, expiresAt: '2030-06-15T10:00:00.000Z' });
  });

  it('days left are calendar days to the end: later today is today, tomorrow 1 day', () => {
    const inHours = computeProStatus('2030-06-15T20:00:00Z', now);
    expect(inHours.daysLeft).toBe(0);
    expect(formatDaysToExpiry(inHours.daysLeft ?? 0)).toBe('today');
    expect(computeProStatus('2030-06-16T22:00:00Z', now).daysLeft).toBe(1);
    expect(computeProStatus('2030-06-16T01:00:00Z', now).daysLeft).toBe(1);
    expect(computeProStatus('2031-06-15T10:00:00Z', now).daysLeft).toBe(365);
    expect(formatDaysToExpiry(1)).toBe('1 day');
    expect(computeProStatus('2030-07-15T10:00:00Z', now).daysLeft).toBe(30);
    expect(formatDaysToExpiry(30)).toBe('30 days');
  });

  it('a year from payment; renewing early extends from the current end', () => {
    expect(addProTerm(now).toISOString()).toBe('2031-06-15T10:00:00.000Z');
    expect(nextProTerm(null, now).endsAt.toISOString()).toBe('2031-06-15T10:00:00.000Z');
    const early = nextProTerm('2030-07-01T00:00:00.000Z', now);
    expect(early.startsAt.toISOString()).toBe('2030-07-01T00:00:00.000Z');
    expect(early.endsAt.toISOString()).toBe('2031-07-01T00:00:00.000Z');
    // An expired membership starts again from the payment.
    expect(nextProTerm('2030-01-01T00:00:00.000Z', now).startsAt.toISOString()).toBe(now.toISOString());
    expect(addProTerm(new Date('2032-02-29T00:00:00Z')).toISOString()).toBe('2033-03-01T00:00:00.000Z');
  });

  it('the renewal offer shows in the last 30 days of an active membership', () => {
    expect(isRenewalDue(computeProStatus('2030-07-14T10:00:00Z', now))).toBe(true);
    expect(isRenewalDue(computeProStatus('2030-07-15T10:00:01Z', now))).toBe(false);
    expect(isRenewalDue(computeProStatus('2030-01-01T00:00:00Z', now))).toBe(false);
  });

  it('Rs 4000 struck through, Rs 2000 a year, renewal 20% off: Rs 1600 (spec 2 §9, READING)', () => {
    expect(getProPrices('INR')).toEqual({ listPrice: 400_000, price: 200_000, renewalPrice: 160_000 });
    expect(getProPrices('USD')).toEqual({ listPrice: 5_000, price: 2_500, renewalPrice: 2_000 });
    expect(currencyFor(true)).toBe('INR');
    expect(currencyFor(false)).toBe('USD');
  });
});
