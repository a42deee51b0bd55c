import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { RESERVED_SLUGS } from '@indiwave/domain/rules/reserved-slugs';
import { catalogRoutes } from '../features/catalog/routes';
import { commerceRoutes } from '../features/commerce/routes';
import { contactRoutes } from '../features/contact/routes';
import { distributionGuideRoutes } from '../features/distribution-guide/routes';
import { infoRoutes } from '../features/info/routes';
import { libraryRoutes } from '../features/library/routes';
import { membershipRoutes } from '../features/membership/routes';
import { playlistRoutes } from '../features/playlists/routes';
import { moderationAccountRoutes } from '../features/staff/moderation-routes';
import { messagingRoutes } from '../features/messaging/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { opportunitiesRoutes } from '../features/opportunities/routes';
import { discoveryRoutes } from '../features/discovery/routes';
import { profileRoutes } from '../features/profile/routes';
import { promoRoutes } from '../features/promo/routes';
import { searchRoutes } from '../features/search/routes';
import { tvRoutes } from '../features/tv/routes';
import { distributionRoutes } from '../features/distribution/routes';
import { workstationRoutes } from '../features/workstation/routes';
import { accountRoutes } from './account-routes';
import { adminRoutes } from './admin-routes';
import { contentRoutes } from './content-routes';
import { homeRoutes } from './home-routes';
import type { RouteHandle } from '../lib/route-handle';
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
          ...homeRoutes,
          ...infoRoutes,
          ...contactRoutes,
          ...distributionGuideRoutes,
          ...accountRoutes,
          ...moderationAccountRoutes,
          ...catalogRoutes,
          ...commerceRoutes,
          ...playlistRoutes,
          ...libraryRoutes,
          ...notificationsRoutes, ...messagingRoutes,
          ...searchRoutes,
          ...workstationRoutes,
          ...discoveryRoutes,
          ...promoRoutes,
          ...adminRoutes,
          ...opportunitiesRoutes,
          ...tvRoutes,
          ...distributionRoutes,
          ...contentRoutes,
          ...membershipRoutes,
          { path: 'my-feed', loader: () => redirect('/') },
          { path: '404', Component: NotFoundPage, handle: notFoundHandle },
          { path: '404.html', Component: NotFoundPage, handle: notFoundHandle },
          // A reserved first segment no page above claims (yet) is not found in place, keeping its
          // query (?login=…), rather than looked up as a profile: a static path outranks /:slug, and
          // among equals the pages defined above come first.
          ...[...RESERVED_SLUGS].map((word): RouteObject => ({ path: word, Component: NotFoundPage, handle: notFoundHandle })),
          // /{slug}: the e-Press Kit, the last-but-one catch-all; longer unknown paths are not found.
          ...profileRoutes,
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
