import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { requireSignedIn } from '../../lib/route-guards.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/**
 * Promo tools (issue 8 item 5): the public /promote page, the artist's /mydashboard/promote,
 * and the pre-save page /sdlink/{slug}, which stands alone without header, footer or drawer
 * (spec 1 §2.1 'Pre-save link page without header or footer').
 */
export const promoRoutes: RouteObject[] = [
  { path: 'promote', lazy: lazyPage(() => import('./pages/PromotePage.tsx')), handle: { title: 'Promo tools', crumbs: [{ label: 'Promo tools' }] } satisfies RouteHandle },
  {
    path: 'mydashboard/promote',
    loader: requireSignedIn,
    lazy: lazyPage(() => import('./pages/MyPromotePage.tsx')),
    handle: { title: 'Promo tools', crumbs: [{ label: 'Dashboard', to: '/mydashboard' }, { label: 'Promo tools' }] } satisfies RouteHandle,
  },
  {
    path: 'sdlink/:slug',
    lazy: lazyPage(() => import('./pages/PresavePage.tsx')),
    handle: { title: 'Pre-save', hideHeader: true, hideFooter: true, hideHelpWidget: true, crumbs: [] } satisfies RouteHandle,
  },
];
