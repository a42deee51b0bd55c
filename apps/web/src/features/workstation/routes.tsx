import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { Crumb, RouteHandle } from '../../lib/route-handle.ts';
import { getSessionUser } from '../../lib/session.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/**
 * The workstation's route guard: a visitor is sent to sign in and comes back here (the `?login=`
 * target opens the sign-in dialog); listeners reach the page, which offers the upgrade.
 */
export function requireSignedInHere({ request }: LoaderFunctionArgs): null {
  if (getSessionUser()) return null;
  const url = new URL(request.url);
  throw redirect(`/?login=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}

const DASHBOARD: Crumb = { label: 'Dashboard', to: '/mydashboard' };

/** The artist workstation (issue 8): the dashboard, its analytics and achievements. */
export const workstationRoutes: RouteObject[] = [
  {
    path: 'mydashboard',
    loader: requireSignedInHere,
    lazy: lazyPage(() => import('./pages/DashboardPage.tsx')),
    handle: { title: 'Dashboard', crumbs: [{ label: 'Dashboard' }] } satisfies RouteHandle,
  },
  {
    path: 'mydashboard/analytics',
    loader: requireSignedInHere,
    lazy: lazyPage(() => import('./pages/AnalyticsPage.tsx')),
    handle: { title: 'Analytics', crumbs: [DASHBOARD, { label: 'Analytics' }] } satisfies RouteHandle,
  },
  {
    path: 'mydashboard/achievements',
    loader: requireSignedInHere,
    lazy: lazyPage(() => import('./pages/AchievementsPage.tsx')),
    handle: { title: 'Achievements', crumbs: [DASHBOARD, { label: 'Achievements' }] } satisfies RouteHandle,
  },
];
