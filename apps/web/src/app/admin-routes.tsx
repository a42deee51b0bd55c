import type { RouteObject } from 'react-router';
import { CONSOLE_CRUMB, requireStaffHere, staffConsoleRoutes } from '../features/staff/routes';
import { lazyPage } from '../lib/lazy-page';
import type { RouteHandle } from '../lib/route-handle';

/**
 * The staff console at /admin (issue 21): one guarded, lazy frame; each area's sections are its
 * children, lazy too, so nothing of the console reaches the public entry chunk.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    loader: requireStaffHere,
    lazy: lazyPage(() => import('./admin/AdminConsole.tsx')),
    handle: { title: 'Staff console', crumbs: [{ label: CONSOLE_CRUMB.label }] } satisfies RouteHandle,
    children: [...staffConsoleRoutes],
  },
];
