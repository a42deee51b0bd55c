import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { requireSignedIn } from '../../lib/route-guards.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/** /messaging (issue 7): signed-in only; a visitor is sent home (spec 1 §5). */
export const messagingRoutes: RouteObject[] = [
  {
    path: 'messaging',
    loader: requireSignedIn,
    lazy: lazyPage(() => import('./pages/MessagingPage.tsx')),
    handle: { title: 'Messages', crumbs: [{ label: 'Messages' }] } satisfies RouteHandle,
  },
];
