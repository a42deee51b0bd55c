/** What a coupon may discount (ours): anything, the cart's music only, or the Pro plan only. */
export const COUPON_SCOPES = ['any', 'cart', 'pro'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

/** A line of a basket: a song, an album or the Pro plan, its price in minor units and its seller. */
export type PricedLine = { itemType: 'song' | 'album' | 'pro'; price: number; sellerId: number | null };

/** A coupon's terms: a percentage or a fixed amount off, what it applies to, and an artist it may be limited to. */
export type CouponTerms = { percentOff: number | null; amountOff: number | null; scope: CouponScope; artistId: number | null };

/** Whether a coupon's terms cover a line. */
export function isLineEligible(line: PricedLine, terms: CouponTerms): boolean {
  if (terms.scope === 'pro' && line.itemType !== 'pro') return false;
  if (terms.scope === 'cart' && line.itemType === 'pro') return false;
  if (terms.artistId !== null && line.sellerId !== terms.artistId) return false;
  return line.price > 0;
}

/**
 * The discount of each line and in all. A percentage is taken from each eligible line, rounded
 * down to the paisa (100% takes all of it); a fixed amount, at most the eligible lines' sum, is
 * shared among them in proportion to their prices, the paise left by rounding going to the
 * largest shares first, so the lines always add up to the discount.
 */
export function priceWithCoupon(lines: readonly PricedLine[], terms: CouponTerms | null): { discounts: number[]; subtotal: number; discount: number; total: number } {
  const subtotal = lines.reduce((sum, line) => sum + line.price, 0);
  const discounts = lines.map(() => 0);
  if (terms) {
    const eligible = lines.map((line, index) => ({ line, index })).filter(({ line }) => isLineEligible(line, terms));
    if (terms.percentOff !== null) {
      const percent = Math.min(100, Math.max(0, terms.percentOff));
      for (const { line, index } of eligible) discounts[index] = Math.floor((line.price * percent) / 100);
    } else if (terms.amountOff !== null && eligible.length) {
      const base = eligible.reduce((sum, { line }) => sum + line.price, 0);
      const amount = Math.min(Math.max(0, terms.amountOff), base);
      const shares = eligible.map(({ line, index }) => ({ index, exact: (amount * line.price) / base }));
      for (const share of shares) discounts[share.index] = Math.floor(share.exact);
      let left = amount - shares.reduce((sum, share) => sum + Math.floor(share.exact), 0);
      for (const share of [...shares].sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)))) {
        if (left <= 0) break;
        discounts[share.index] += 1;
        left -= 1;
      }
    }
  }
  const discount = discounts.reduce((sum, value) => sum + value, 0);
  return { discounts, subtotal, discount, total: subtotal - discount };
}
