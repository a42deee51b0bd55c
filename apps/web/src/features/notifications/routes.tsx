import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { requireSignedIn } from '../../lib/route-guards.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/** /notifications (issue 7): signed-in only; a visitor is sent home (spec 1 §5). */
export const notificationsRoutes: RouteObject[] = [
  {
    path: 'notifications',
    loader: requireSignedIn,
    lazy: lazyPage(() => import('./pages/NotificationsPage.tsx')),
    handle: { title: 'Notifications', crumbs: [{ label: 'Notifications' }] } satisfies RouteHandle,
  },
];
