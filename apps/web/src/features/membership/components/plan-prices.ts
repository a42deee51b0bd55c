import { PRO_LIST_PRICE_PAISE, PRO_PRICE_PAISE, RENEWAL_DISCOUNT_PERCENT, type Currency } from '@indiwave/domain/constants';
import type { ProPlan } from '@indiwave/domain/contract/membership';
import { formatMoney } from '@indiwave/domain/rules/money';

/** The prices as the spec writes them: 'Rs 4000/Year' struck through, 'Rs 2000/Year', renewal 'Rs 1600'. */
export function describePlanPrices(plan: ProPlan | undefined) {
  const currency: Currency = plan?.currency ?? 'INR';
  const list = plan?.list_price ?? PRO_LIST_PRICE_PAISE;
  const price = plan?.price ?? PRO_PRICE_PAISE;
  const renewal = plan?.renewal_price ?? Math.round((PRO_PRICE_PAISE * (100 - RENEWAL_DISCOUNT_PERCENT)) / 100);
  return {
    listPerYear: `${formatMoney(list, currency)}/Year`,
    pricePerYear: `${formatMoney(price, currency)}/Year`,
    price: formatMoney(price, currency),
    renewal: formatMoney(renewal, currency),
    renewalPercent: `${plan?.renewal_percent ?? RENEWAL_DISCOUNT_PERCENT}%`,
  };
}

/** What Pro brings (spec 2 §1: unlimited upload and distribution, exclusive opportunities, tools, pitching, e-press kit). */
export const PRO_BENEFITS = [
  'Unlimited distribution to 150+ stores across 240 countries',
  'Exclusive Pro-only opportunities',
  'Promo tools: animations, pre-save links, radio pitching, the writing assistant',
  'Pro Perks: bi-weekly masterclasses, partner coupons, learning resources',
  'A personalised e-Press Kit with the Pro badge',
] as const;
