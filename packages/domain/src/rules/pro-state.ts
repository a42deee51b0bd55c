import {
  DAY_MS,
  PRO_LIST_PRICE_PAISE,
  PRO_LIST_PRICE_USD_CENTS,
  PRO_PRICE_PAISE,
  PRO_PRICE_USD_CENTS,
  PRO_RENEWAL_NOTICE_DAYS,
  PRO_STATE,
  PRO_TERM_YEARS,
  RENEWAL_DISCOUNT_PERCENT,
  type Currency,
} from '../constants.ts';

/** 0 none, 1 active, 2 expired (spec 1 §3.1). */
export type ProStateCode = (typeof PRO_STATE)[keyof typeof PRO_STATE];

/** A member's Pro state at a moment: the code, whole days left (null without a membership), the end. */
export type ProStatus = { state: ProStateCode; daysLeft: number | null; expiresAt: string | null };

/** The UTC calendar day of an instant, as a day number. */
function toUtcDay(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/**
 * The Pro state on the server's clock (spec 1 §4): none without a membership, active until the
 * end instant, expired from it on. Days left count calendar days (UTC) to the end: ending later
 * today is 0 ('today'), tomorrow 1 ('1 day'); a year just bought is 365 (or 366); an expired
 * membership has 0.
 */
export function computeProStatus(expiresAt: string | null | undefined, now: Date): ProStatus {
  if (!expiresAt) return { state: PRO_STATE.none, daysLeft: null, expiresAt: null };
  const end = Date.parse(expiresAt);
  if (!(end > now.getTime())) return { state: PRO_STATE.expired, daysLeft: 0, expiresAt };
  return { state: PRO_STATE.active, daysLeft: toUtcDay(end) - toUtcDay(now.getTime()), expiresAt };
}

/** The same instant PRO_TERM_YEARS calendar years later (UTC); 29 February moves to 1 March. */
export function addProTerm(from: Date): Date {
  const end = new Date(from.getTime());
  end.setUTCFullYear(end.getUTCFullYear() + PRO_TERM_YEARS);
  return end;
}

/**
 * The term a payment buys: a year from payment, or, renewing before the end, a year from the
 * current end (issue 17: renewing early extends from the current end date).
 */
export function nextProTerm(currentEnd: string | null | undefined, paidAt: Date): { startsAt: Date; endsAt: Date } {
  const end = currentEnd ? new Date(currentEnd) : null;
  const startsAt = end && end.getTime() > paidAt.getTime() ? end : paidAt;
  return { startsAt, endsAt: addProTerm(startsAt) };
}

/** An active member near the end gets the early renewal offer ('renewal' dialog). */
export function isRenewalDue(status: ProStatus): boolean {
  return status.state === PRO_STATE.active && status.daysLeft !== null && status.daysLeft < PRO_RENEWAL_NOTICE_DAYS;
}

/** The Pro plan's prices in minor units: rupees in India, dollars elsewhere (READING isFromIndia). */
export function getProPrices(currency: Currency): { listPrice: number; price: number; renewalPrice: number } {
  const price = currency === 'INR' ? PRO_PRICE_PAISE : PRO_PRICE_USD_CENTS;
  const listPrice = currency === 'INR' ? PRO_LIST_PRICE_PAISE : PRO_LIST_PRICE_USD_CENTS;
  return { listPrice, price, renewalPrice: Math.round((price * (100 - RENEWAL_DISCOUNT_PERCENT)) / 100) };
}

/** The currency a person pays Pro in: rupees for people in India (READING: isFromIndia picks rupee pricing). */
export function currencyFor(isFromIndia: boolean): Currency {
  return isFromIndia ? 'INR' : 'USD';
}
