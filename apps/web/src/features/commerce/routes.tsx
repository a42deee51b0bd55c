import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireSignedInAndReturn } from '../../lib/route-guards.ts';

const MY_ORDERS = { label: 'My Orders', to: '/my-orders' };

/** The buyer's pages (spec 1 §2.1 /my-orders): orders with downloads and sales, and an order's invoice. */
export const commerceRoutes: RouteObject[] = [
  { path: 'my-orders', loader: requireSignedInAndReturn, lazy: lazyPage(() => import('./pages/MyOrdersPage.tsx')), handle: { title: 'My Orders', crumbs: [{ label: 'My Orders' }] } satisfies RouteHandle },
  { path: 'my-orders/:order/invoice', loader: requireSignedInAndReturn, lazy: lazyPage(() => import('./pages/InvoicePage.tsx')), handle: { title: 'Invoice', crumbs: [MY_ORDERS, { label: 'Invoice' }] } satisfies RouteHandle },
];
