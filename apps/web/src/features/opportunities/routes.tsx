import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { Crumb, RouteHandle } from '../../lib/route-handle.ts';
import { getSessionUser } from '../../lib/session.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

const OPPORTUNITIES: Crumb = { label: 'Opportunities', to: '/opportunities' };
const STAFF: Crumb = { label: 'Review opportunities', to: '/staff/opportunities' };
const loadSuccess = () => import('./pages/ApplySuccessPage.tsx');

/** Signed-in pages send a visitor to sign in and come back (the `?login=` target). */
function requireSignedInHere({ request }: LoaderFunctionArgs): null {
  if (getSessionUser()) return null;
  const url = new URL(request.url);
  throw redirect(`/?login=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}

/** Staff screens: others are sent home (the server refuses their calls anyway). */
export function requireStaffHere(args: LoaderFunctionArgs): null {
  requireSignedInHere(args);
  if (!getSessionUser()?.isStaff) throw redirect('/');
  return null;
}

/**
 * Opportunities (issue 19; spec 1 §2.1): the listing, a brief, its apply page (READING: /apply
 * under the slug), the success pages in both spellings, /opportunity, My Opportunities, and the
 * staff review. Every page is its own lazy chunk.
 */
export const opportunitiesRoutes: RouteObject[] = [
  { path: 'opportunities', lazy: lazyPage(() => import('./pages/OpportunitiesPage.tsx')), handle: { title: 'New Opportunities', crumbs: [{ label: 'Opportunities' }] } satisfies RouteHandle },
  { path: 'opportunity', loader: () => redirect('/opportunities') },
  { path: 'opportunities/:slug', lazy: lazyPage(() => import('./pages/OpportunityDetailPage.tsx')), handle: { title: 'Opportunity', crumbs: [OPPORTUNITIES, { label: 'Opportunity' }] } satisfies RouteHandle },
  {
    path: 'opportunities/:slug/apply',
    lazy: lazyPage(() => import('./pages/ApplyPage.tsx')),
    handle: { title: 'Apply', crumbs: [OPPORTUNITIES, { label: 'Apply' }], hideHelpWidget: true } satisfies RouteHandle,
  },
  { path: 'opportunities/:slug/success', lazy: lazyPage(loadSuccess), handle: { title: 'Application sent', crumbs: [OPPORTUNITIES, { label: 'Application sent' }] } satisfies RouteHandle },
  { path: 'opportunity/:slug/success', lazy: lazyPage(loadSuccess), handle: { title: 'Application sent', crumbs: [OPPORTUNITIES, { label: 'Application sent' }] } satisfies RouteHandle },
  {
    path: 'mydashboard/opportunities',
    loader: requireSignedInHere,
    lazy: lazyPage(() => import('./pages/MyOpportunitiesPage.tsx')),
    handle: { title: 'My Opportunities', crumbs: [{ label: 'Dashboard', to: '/mydashboard' }, { label: 'Opportunities' }] } satisfies RouteHandle,
  },
  { path: 'staff/opportunities', loader: requireStaffHere, lazy: lazyPage(() => import('./pages/StaffOpportunitiesPage.tsx')), handle: { title: 'Review opportunities', crumbs: [{ label: 'Review opportunities' }] } satisfies RouteHandle },
  { path: 'staff/opportunities/:slug', loader: requireStaffHere, lazy: lazyPage(() => import('./pages/StaffApplicationsPage.tsx')), handle: { title: 'Applications', crumbs: [STAFF, { label: 'Applications' }] } satisfies RouteHandle },
];
