import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/route-handle.ts';

type PageModule = { default: ComponentType };

/** A route whose page module loads on first visit (its own chunk). */
function lazyPage(load: () => Promise<PageModule>) {
  return () => load().then((module) => ({ Component: module.default }));
}

/** /search?keywords=&type= (spec 1 §2.1). */
export const searchRoutes: RouteObject[] = [
  { path: 'search', lazy: lazyPage(() => import('./pages/SearchPage.tsx')), handle: { title: 'Search', crumbs: [{ label: 'Search' }] } satisfies RouteHandle },
];
