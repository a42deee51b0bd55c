import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireSignedIn } from '../../lib/route-guards.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { CONSOLE_CRUMB } from './routes.tsx';

const REPORTS = { label: 'Reports', to: '/admin/reports' };

/** The moderation sections of the console (issue 21), each a lazy chunk; app/ puts them under /admin. */
export const moderationConsoleRoutes: RouteObject[] = [
  { path: 'reports', lazy: lazyPage(() => import('./pages/ReportsPage.tsx')), handle: { title: 'Reports', crumbs: [CONSOLE_CRUMB, { label: 'Reports' }] } satisfies RouteHandle },
  { path: 'reports/:id', lazy: lazyPage(() => import('./pages/ReportPage.tsx')), handle: { title: 'Report', crumbs: [CONSOLE_CRUMB, REPORTS, { label: 'Report' }] } satisfies RouteHandle },
  { path: 'strikes', lazy: lazyPage(() => import('./pages/StrikesPage.tsx')), handle: { title: 'Strikes', crumbs: [CONSOLE_CRUMB, { label: 'Strikes' }] } satisfies RouteHandle },
];

/**
 * The team's notices as their owner reads them. No sign-in guard on one notice: a suspended
 * person opens it from the mailed link (its token); the server decides who may read it.
 */
export const moderationAccountRoutes: RouteObject[] = [
  { path: 'account/strikes', loader: requireSignedIn, lazy: lazyPage(() => import('./pages/OwnStrikesPage.tsx')), handle: { title: 'Notices from the team', crumbs: [{ label: 'Notices from the team' }] } satisfies RouteHandle },
  {
    path: 'account/strikes/:id',
    lazy: lazyPage(() => import('./pages/OwnStrikePage.tsx')),
    handle: { title: 'A notice from the team', crumbs: [{ label: 'Notices from the team', to: '/account/strikes' }, { label: 'Notice' }] } satisfies RouteHandle,
  },
];
