import type { FastifyInstance } from 'fastify';
import { membershipRoutes as contract } from '@indiwave/domain/contract/membership';
import { PRO_PLAN_SKU } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { isRenewalDue } from '@indiwave/domain/rules/pro-state';
import { AppError } from '../../http/app-error.ts';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import type { CheckoutService } from '../commerce/checkout.service.ts';
import type { MembershipService } from './membership.service.ts';

const tags = ['membership'];

/** The Pro plan's price for this person and the payment that starts a year of Pro (issue 17). */
export async function membershipRoutes(app: FastifyInstance, options: { membership: MembershipService; checkout: CheckoutService }): Promise<void> {
  const { membership, checkout } = options;

  addRoute(app, contract.plan, async ({ query, request, reply }) => {
    reply.header('cache-control', 'no-store');
    const userId = request.user?.id ?? null;
    if (query.coupon && userId === null) throw AppError.unauthorized(MESSAGES.signInRequired);
    const { currency, canPay } = await checkout.currencyOf(userId);
    const quote = await membership.quote(userId, currency);
    const priced = userId !== null && query.coupon ? await checkout.priceProPlan(userId, currency, query.coupon) : null;
    return {
      success: true as const,
      result: {
        sku: PRO_PLAN_SKU,
        currency,
        list_price: quote.listPrice,
        price: quote.price,
        renewal_price: quote.renewalPrice,
        renewal_percent: quote.renewalPercent,
        is_renewal: quote.isRenewal,
        amount: quote.amount,
        applied_coupon: priced?.coupon?.code ?? '',
        discount: priced?.priced.discount ?? 0,
        total: priced?.priced.total ?? quote.amount,
        pro: quote.status.state,
        expdays: quote.status.daysLeft,
        expires_at: quote.status.expiresAt,
        is_renewal_due: isRenewalDue(quote.status),
        can_pay: canPay,
      },
    };
  }, { tags });

  addRoute(app, contract.payment, async ({ body, request }) => checkout.startProCheckout(getUser(request).id, body), { tags });
}
