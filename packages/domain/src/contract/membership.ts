/**
 * Pro membership (issue 17; spec 1 §2.1 /subscription pages, §2.3 the drawer's Pro banner, §3.1
 * isProMember and expdays, §4 Pro state; spec 2 §2.1 subscription popup, §4 Subscription, §9
 * 'Rs 4000/Year struck through and Rs 2000/Year', 'Renewal offer is 20% off'; READING renewal
 * Rs 1600, isFromIndia).
 *
 * Calls (under /api; `check_pro` is in auth.ts):
 * - `GET /subscription/plan?coupon=` — the Pro plan as this person pays it: currency (rupees for
 *   people in India, dollars elsewhere), list price (struck through), price, renewal price
 *   (20% off for anyone who was a member), the amount due, with a coupon's discount when one is
 *   given (a refused coupon is 400 with its message), and the person's Pro state. Visitors get
 *   the first-year rupee price.
 * - `POST /subscription/payment` {coupon?, return_path?} — starts paying for a year of Pro:
 *   the Payment response (cart's) with a url or a form. Artists and bands with a verified
 *   e-mail only (403 with the reason otherwise, in the non-Pro handler's order).
 *
 * A year runs from payment; paying before the end adds a year to the current end. The state is
 * computed on the server's clock: 1 active until the end instant, 2 expired from it, 0 never a
 * member; `expdays` is whole days left ('today' under a day).
 */
import { z } from 'zod';
import { PRO_PLAN_SKU } from '../constants.ts';
import { couponCodeSchema, currencySchema, paymentReplySchema, returnPathSchema } from './commerce.ts';
import { defineRoute, resultOf } from './route.ts';

export const proPlanSchema = z.object({
  sku: z.literal(PRO_PLAN_SKU),
  currency: currencySchema,
  /** Struck through ('Rs 4000/Year'). */
  list_price: z.number().int(),
  /** The first year ('Rs 2000/Year'). */
  price: z.number().int(),
  /** A renewal, 20% off ('Rs 1600'). */
  renewal_price: z.number().int(),
  renewal_percent: z.number().int(),
  /** This person was a member (active or expired): they pay the renewal price. */
  is_renewal: z.boolean(),
  /** What this person pays before a coupon. */
  amount: z.number().int(),
  /** The coupon applied ('' for none), its discount and the total due. */
  applied_coupon: z.string(),
  discount: z.number().int(),
  total: z.number().int(),
  /** 0 none, 1 active, 2 expired. */
  pro: z.number().int(),
  expdays: z.number().int().nullable(),
  expires_at: z.string().nullable(),
  /** An active member in the last 30 days: the 'renewal' dialog is offered. */
  is_renewal_due: z.boolean(),
  /** Payments can be taken now (a gateway is configured for this person). */
  can_pay: z.boolean(),
});
export type ProPlan = z.infer<typeof proPlanSchema>;

export const membershipRoutes = {
  plan: defineRoute({
    method: 'GET',
    path: '/subscription/plan',
    summary: 'The Pro plan as this person pays it, and their Pro state',
    isAuthRequired: false,
    query: z.object({ coupon: couponCodeSchema.optional() }),
    response: resultOf(proPlanSchema),
  }),
  payment: defineRoute({
    method: 'POST',
    path: '/subscription/payment',
    summary: 'Starts paying for a year of Pro: a url to go to, or a form to submit',
    isAuthRequired: true,
    isIdempotent: true,
    body: z.object({ coupon: couponCodeSchema.optional(), return_path: returnPathSchema }),
    response: paymentReplySchema,
  }),
} as const;
