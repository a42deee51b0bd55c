import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Crumb, RouteHandle } from '../../app/route-handle.ts';
import { requireSignedIn } from '../../lib/route-guards.ts';

type PageModule = { default: ComponentType };

/** A route whose page module loads on first visit (its own chunk). */
function lazyPage(load: () => Promise<PageModule>) {
  return () => load().then((module) => ({ Component: module.default }));
}

const LIBRARY: Crumb = { label: 'Library', to: '/library' };

/** The library (issue 5): signed-in only; the route guard sends visitors home (spec 1 §5, §6). */
export const libraryRoutes: RouteObject[] = [
  { path: 'library', loader: requireSignedIn, lazy: lazyPage(() => import('./pages/LibraryPage.tsx')), handle: { title: 'Library', crumbs: [{ label: 'Library' }] } satisfies RouteHandle },
  {
    path: 'library/favourites',
    loader: requireSignedIn,
    lazy: lazyPage(() => import('./pages/FavouritesPage.tsx')),
    handle: { title: 'Favourites', crumbs: [LIBRARY, { label: 'Favourites' }] } satisfies RouteHandle,
  },
];
