import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { Crumb, RouteHandle } from '../../lib/route-handle.ts';
import { getSessionUser } from '../../lib/session.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/** The console's first crumb. */
export const CONSOLE_CRUMB: Crumb = { label: 'Staff console', to: '/admin' };

/**
 * The console's guard: a visitor is sent to sign in and back; a signed-in person without a role
 * sees the not-found page, as for any address that is not theirs (the server refuses every
 * console call to them anyway).
 */
export function requireStaffHere({ request }: LoaderFunctionArgs): null {
  const user = getSessionUser();
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/?login=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  if (!user.isStaff) throw redirect('/404');
  return null;
}

const section = (path: string, label: string, load: Parameters<typeof lazyPage>[0]): RouteObject => ({
  path,
  lazy: lazyPage(load),
  handle: { title: label, crumbs: [CONSOLE_CRUMB, { label }] } satisfies RouteHandle,
});

/** The console's own sections (issue 21), each a lazy chunk; app/ puts them under /admin with the other areas'. */
export const staffConsoleRoutes: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('./pages/FiguresPage.tsx')), handle: { title: 'Dashboard', crumbs: [CONSOLE_CRUMB, { label: 'Dashboard' }] } satisfies RouteHandle },
  section('team', 'Team and roles', () => import('./pages/TeamPage.tsx')),
  section('audit', 'Audit log', () => import('./pages/AuditLogPage.tsx')),
  section('broadcasts', 'Broadcasts', () => import('./pages/BroadcastsPage.tsx')),
];
