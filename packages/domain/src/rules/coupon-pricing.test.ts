import { describe, expect, it } from 'vitest';
import { maskCouponCode } from './coupon-mask.ts';
import { priceWithCoupon, type CouponTerms, type PricedLine } from './coupon-pricing.ts';
import { formatMoney } from './money.ts';

const song = (price: number, sellerId = 1): PricedLine => ({ itemType: 'song', price, sellerId });
const terms = (overrides: Partial<CouponTerms>): CouponTerms => ({ percentOff: null, amountOff: null, scope: 'any', artistId: null, ...overrides });

describe('coupon pricing', () => {
  it('a percentage comes off each eligible line, rounded down to the paisa', () => {
    expect(priceWithCoupon([song(9_900), song(4_999)], terms({ percentOff: 10 }))).toEqual({ discounts: [990, 499], subtotal: 14_899, discount: 1_489, total: 13_410 });
  });

  it('100% off makes the total 0', () => {
    expect(priceWithCoupon([song(9_999), { itemType: 'album', price: 19_900, sellerId: 2 }], terms({ percentOff: 100 })).total).toBe(0);
  });

  it('a fixed amount is shared in proportion and never passes the eligible sum', () => {
    const shared = priceWithCoupon([song(10_000), song(20_000), song(1)], terms({ amountOff: 10_000 }));
    expect(shared.discount).toBe(10_000);
    expect(shared.discounts.reduce((a, b) => a + b, 0)).toBe(10_000);
    expect(priceWithCoupon([song(5_000)], terms({ amountOff: 10_000 })).total).toBe(0);
  });

  it('scope and artist limit what a coupon touches', () => {
    const lines: PricedLine[] = [song(10_000, 7), song(10_000, 8), { itemType: 'pro', price: 200_000, sellerId: null }];
    expect(priceWithCoupon(lines, terms({ percentOff: 50, artistId: 7 })).discounts).toEqual([5_000, 0, 0]);
    expect(priceWithCoupon(lines, terms({ percentOff: 50, scope: 'pro' })).discounts).toEqual([0, 0, 100_000]);
    expect(priceWithCoupon(lines, terms({ percentOff: 50, scope: 'cart' })).discounts).toEqual([5_000, 5_000, 0]);
    expect(priceWithCoupon(lines, null).discount).toBe(0);
  });
});

describe('Pro Perks codes and prices on screen', () => {
  it('non-Pro members see the first 2 characters, then stars (spec 2 §2.3)', () => {
    expect(maskCouponCode('INDIE50')).toBe('IN*****');
    expect(maskCouponCode('AB')).toBe('AB');
  });

  it('prices read as the spec writes them', () => {
    expect(formatMoney(200_000)).toBe('Rs 2000');
    expect(formatMoney(14_950)).toBe('Rs 149.50');
    expect(formatMoney(2_500, 'USD')).toBe('$25');
  });
});
