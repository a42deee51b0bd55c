import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { toProductPath } from '../../lib/config.ts';
import { getSessionUser } from '../../lib/session.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/** Signed-in pages send a visitor to sign in and come back (the `?login=` target). */
function requireSignedInHere({ request }: LoaderFunctionArgs): null {
  if (getSessionUser()) return null;
  const url = new URL(request.url);
  throw redirect(`/?login=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}

/** Staff screens: others are sent home (the server refuses their calls anyway). */
function requireStaffHere(args: LoaderFunctionArgs): null {
  requireSignedInHere(args);
  if (!getSessionUser()?.isStaff) throw redirect('/');
  return null;
}

const DASHBOARD = { label: 'Dashboard', to: '/mydashboard' };

/** Indiwave TV (issue 19): the channel's page, Pitch Video, My Videos on TV, and the staff review. */
export const tvRoutes: RouteObject[] = [
  { path: toProductPath('{product}-tv'), lazy: lazyPage(() => import('./pages/IndiwaveTvPage.tsx')), handle: { title: 'TV', crumbs: [{ label: 'TV' }] } satisfies RouteHandle },
  {
    path: 'mydashboard/tv',
    loader: requireSignedInHere,
    lazy: lazyPage(() => import('./pages/MyTvPitchesPage.tsx')),
    handle: { title: 'My Videos on TV', crumbs: [DASHBOARD, { label: 'TV' }] } satisfies RouteHandle,
  },
  {
    path: 'mydashboard/tv/pitch',
    loader: requireSignedInHere,
    lazy: lazyPage(() => import('./pages/PitchVideoPage.tsx')),
    handle: { title: 'Pitch Video', crumbs: [DASHBOARD, { label: 'TV', to: '/mydashboard/tv' }, { label: 'Pitch Video' }] } satisfies RouteHandle,
  },
  { path: 'staff/tv', loader: requireStaffHere, lazy: lazyPage(() => import('./pages/StaffTvPage.tsx')), handle: { title: 'Review TV pitches', crumbs: [{ label: 'Review TV pitches' }] } satisfies RouteHandle },
];
