import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { BRAND } from '../../lib/config.ts';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireSignedInAndReturn } from '../../lib/route-guards.ts';

const SUBSCRIPTION = { label: 'Subscription', to: '/subscription' };

/** Pro subscription pages (spec 1 §2.1): the plans, the Pro page (/subscription/{product}-pro), Pro Perks (spec 2 §2.3) and the checkout. */
export const membershipRoutes: RouteObject[] = [
  { path: 'subscription', lazy: lazyPage(() => import('./pages/SubscriptionPage.tsx')), handle: { title: 'Subscription', crumbs: [{ label: 'Subscription' }] } satisfies RouteHandle },
  {
    path: `subscription/${BRAND.slug}-pro`,
    lazy: lazyPage(() => import('./pages/ProPage.tsx')),
    handle: { title: `${BRAND.name} Pro`, crumbs: [SUBSCRIPTION, { label: `${BRAND.name} Pro` }] } satisfies RouteHandle,
  },
  // Spec 2 §2.3: the optional slug only names the breadcrumb.
  ...['pro-perks', 'pro-perks/:slug'].map((path): RouteObject => ({ path, lazy: lazyPage(() => import('./pages/ProPerksPage.tsx')), handle: { title: 'Pro Perks', crumbs: [{ label: 'Pro Perks' }] } satisfies RouteHandle })),
  {
    path: 'subscription/checkout',
    loader: requireSignedInAndReturn,
    lazy: lazyPage(() => import('./pages/CheckoutPage.tsx')),
    handle: { title: 'Checkout', crumbs: [SUBSCRIPTION, { label: 'Checkout' }] } satisfies RouteHandle,
  },
];
