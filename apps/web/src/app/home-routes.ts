import type { RouteObject } from 'react-router';
import { lazyPage } from '../lib/lazy-page.ts';
import { redirectSignedInHome } from '../lib/route-guards.ts';

/** `/`: home for visitors; signed-in people have their own landing pages (spec 1 §2.1). */
export const homeRoutes: RouteObject[] = [
  {
    index: true,
    loader: redirectSignedInHome,
    lazy: lazyPage(() => import('./pages/HomeRoute.tsx')),
    // No title: the shell titles the home page with the brand and its tagline.
    handle: { crumbs: [] },
  },
];
