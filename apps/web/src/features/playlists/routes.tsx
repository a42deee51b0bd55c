import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { Crumb, RouteHandle } from '../../lib/route-handle.ts';
import { redirectToOwnEditables, requireSignedIn } from '../../lib/route-guards.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

const PLAYLISTS: Crumb = { label: 'Playlists', to: '/playlists' };

/**
 * Playlists (issue 5): the listing, a playlist's page and the owner's edit page. The edit page
 * lives at /edit/playlist?slug and /edit-playlist?slug redirects there (spec 1 §2.1), keeping
 * the query.
 */
export const playlistRoutes: RouteObject[] = [
  { path: 'playlists', lazy: lazyPage(() => import('./pages/PlaylistsPage.tsx')), handle: { title: 'Playlists', crumbs: [{ label: 'Playlists' }] } satisfies RouteHandle },
  {
    path: 'playlists/:slug',
    lazy: lazyPage(() => import('./pages/PlaylistDetailPage.tsx')),
    handle: { title: 'Playlist', crumbs: [PLAYLISTS, { label: 'Playlist' }] } satisfies RouteHandle,
  },
  {
    path: 'edit/playlist',
    loader: requireSignedIn,
    lazy: lazyPage(() => import('./pages/EditPlaylistPage.tsx')),
    handle: { title: 'Edit playlist', crumbs: [PLAYLISTS, { label: 'Edit playlist' }] } satisfies RouteHandle,
  },
  { path: 'edit', loader: redirectToOwnEditables },
  { path: 'edit-playlist', loader: ({ request }: LoaderFunctionArgs) => redirect(`/edit/playlist${new URL(request.url).search}`) },
];
