import type { Currency } from '../constants.ts';

/**
 * A price for people to read, as the spec writes it: 'Rs 2000', 'Rs 149.50'; dollars as '$25'.
 * Amounts are integer minor units (paise, cents) everywhere else.
 */
export function formatMoney(minor: number, currency: Currency = 'INR'): string {
  const major = minor / 100;
  const text = Number.isInteger(major) ? String(major) : major.toFixed(2);
  return currency === 'INR' ? `Rs ${text}` : `$${text}`;
}
