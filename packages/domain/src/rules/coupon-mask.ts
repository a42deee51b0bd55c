import { COUPON_MASK_VISIBLE } from '../constants.ts';

/**
 * A Pro Perks coupon code as a non-Pro member sees it (spec 2 §2.3): the first 2 characters,
 * then a star for each other character.
 */
export function maskCouponCode(code: string): string {
  return code.slice(0, COUPON_MASK_VISIBLE) + '*'.repeat(Math.max(0, code.length - COUPON_MASK_VISIBLE));
}
