import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/** /search?keywords=&type= (spec 1 §2.1). */
export const searchRoutes: RouteObject[] = [
  { path: 'search', lazy: lazyPage(() => import('./pages/SearchPage.tsx')), handle: { title: 'Search', crumbs: [{ label: 'Search' }] } satisfies RouteHandle },
];
