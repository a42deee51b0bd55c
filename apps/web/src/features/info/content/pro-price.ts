import { PRO_LIST_PRICE_PAISE, PRO_PRICE_PAISE, RENEWAL_DISCOUNT_PERCENT } from '@indiwave/domain/constants';

/** Whole rupees as the spec writes prices: 'Rs 2000'. */
export function formatRupees(paise: number): string {
  return `Rs ${Math.round(paise / 100)}`;
}

/** The Pro plan's price, list price and renewal price, as shown in copy (spec 2 §9, READING). */
export const PRO_PRICES = {
  price: formatRupees(PRO_PRICE_PAISE),
  listPrice: formatRupees(PRO_LIST_PRICE_PAISE),
  renewal: formatRupees((PRO_PRICE_PAISE * (100 - RENEWAL_DISCOUNT_PERCENT)) / 100),
  renewalDiscount: `${RENEWAL_DISCOUNT_PERCENT}%`,
} as const;
