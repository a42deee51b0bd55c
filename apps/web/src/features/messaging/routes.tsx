import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/route-handle.ts';
import { requireSignedIn } from '../../lib/route-guards.ts';

type PageModule = { default: ComponentType };

/** A route whose page module loads on first visit (its own chunk). */
function lazyPage(load: () => Promise<PageModule>) {
  return () => load().then((module) => ({ Component: module.default }));
}

/** /messaging (issue 7): signed-in only; a visitor is sent home (spec 1 §5). */
export const messagingRoutes: RouteObject[] = [
  {
    path: 'messaging',
    loader: requireSignedIn,
    lazy: lazyPage(() => import('./pages/MessagingPage.tsx')),
    handle: { title: 'Messages', crumbs: [{ label: 'Messages' }] } satisfies RouteHandle,
  },
];
