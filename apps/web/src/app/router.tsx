import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { catalogRoutes } from '../features/catalog/routes';
import { infoRoutes } from '../features/info/routes';
import { accountRoutes } from './account-routes';
import type { RouteHandle } from './route-handle';
import { AppLayout } from './shell/AppLayout';
import { NotFoundPage } from './shell/NotFoundPage';
import { RouteErrorPage } from './shell/RouteErrorPage';
import { ShellFallback } from './shell/ShellFallback';

const notFoundHandle: RouteHandle = { title: 'Page not found', crumbs: [{ label: 'Page not found' }] };

/**
 * The whole route table (spec 1 §2.1). Pages are lazy route modules, so `/` loads only the
 * shell and its own page. Errors inside a page render in the shell, not instead of it.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    HydrateFallback: ShellFallback,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          ...infoRoutes,
          ...accountRoutes,
          ...catalogRoutes,
          { path: 'my-feed', loader: () => redirect('/') },
          { path: '404', Component: NotFoundPage, handle: notFoundHandle },
          { path: '404.html', Component: NotFoundPage, handle: notFoundHandle },
          // /{slug} profiles come with a later issue; until then any other path is not found.
          { path: '*', Component: NotFoundPage, handle: notFoundHandle },
        ],
      },
    ],
  },
];

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
