import type { RouteObject } from 'react-router';
import type { Crumb, RouteHandle } from '../../lib/route-handle.ts';
import { requireSignedIn } from '../../lib/route-guards.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

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
