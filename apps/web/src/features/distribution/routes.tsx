import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { getSessionUser } from '../../lib/session.ts';
import { lazyPage } from '../../lib/lazy-page.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';

/** Signed-in pages send a visitor to sign in and come back (the `?login=` target). */
function requireSignedInHere({ request }: LoaderFunctionArgs): null {
  if (getSessionUser()) return null;
  const url = new URL(request.url);
  throw redirect(`/?login=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}

const DISTRIBUTE = { label: 'Distribute', to: '/distribute' };

/** Distribution (issue 18; spec 1 §2.1): new release or transfer, the release forms, My Releases; /distribution redirects. */
export const distributionRoutes: RouteObject[] = [
  { path: 'distribution', loader: () => redirect('/distribute') },
  { path: 'distribute', loader: requireSignedInHere, lazy: lazyPage(() => import('./pages/DistributePage.tsx')), handle: { title: 'Distribute', crumbs: [{ label: 'Distribute' }] } satisfies RouteHandle },
  {
    path: 'distribute/music/song',
    loader: requireSignedInHere,
    lazy: lazyPage(() => import('./pages/ReleaseSongPage.tsx')),
    handle: { title: 'Release a single', crumbs: [DISTRIBUTE, { label: 'Single' }] } satisfies RouteHandle,
  },
  {
    path: 'distribute/music/album',
    loader: requireSignedInHere,
    lazy: lazyPage(() => import('./pages/ReleaseAlbumPage.tsx')),
    handle: { title: 'Release an album', crumbs: [DISTRIBUTE, { label: 'Album' }] } satisfies RouteHandle,
  },
  {
    path: 'distribute/my-releases',
    loader: requireSignedInHere,
    lazy: lazyPage(() => import('./pages/MyReleasesPage.tsx')),
    handle: { title: 'My Releases', crumbs: [DISTRIBUTE, { label: 'My Releases' }] } satisfies RouteHandle,
  },
  {
    path: 'distribute/agreements',
    loader: requireSignedInHere,
    lazy: lazyPage(() => import('./pages/AgreementsPage.tsx')),
    handle: { title: 'Agreements', crumbs: [DISTRIBUTE, { label: 'Agreements' }] } satisfies RouteHandle,
  },
  {
    path: 'distribute/agreements/:id',
    loader: requireSignedInHere,
    lazy: lazyPage(() => import('./pages/AgreementPage.tsx')),
    handle: { title: 'Agreement', crumbs: [DISTRIBUTE, { label: 'Agreements', to: '/distribute/agreements' }, { label: 'Agreement' }] } satisfies RouteHandle,
  },
  {
    path: 'distribute/analytics',
    loader: requireSignedInHere,
    lazy: lazyPage(() => import('./pages/StoreAnalyticsPage.tsx')),
    handle: { title: 'Store analytics', crumbs: [DISTRIBUTE, { label: 'Analytics' }] } satisfies RouteHandle,
  },
  // The page itself sends an artist without a delivered release to /distribute (READING.md): the server says who has one.
  { path: 'revenuereports', loader: requireSignedInHere, lazy: lazyPage(() => import('./pages/RevenueReportsPage.tsx')), handle: { title: 'Revenue Report', crumbs: [{ label: 'Revenue Report' }] } satisfies RouteHandle },
];
