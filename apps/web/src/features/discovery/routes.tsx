import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/** /albums exactly is /songs; with a query it is the album listing (spec 1 §2.1, READING). */
export function redirectBareAlbums({ request }: LoaderFunctionArgs): Response | null {
  if (new URL(request.url).search === '') return redirect('/songs');
  return null;
}

/** The listings (issue 6 item 1): songs, albums, videos and the artist directory. /playlists is the playlists feature's. */
export const discoveryRoutes: RouteObject[] = [
  { path: 'songs', lazy: lazyPage(() => import('./pages/SongsPage.tsx')), handle: { title: 'Songs', crumbs: [{ label: 'Songs' }] } satisfies RouteHandle },
  { path: 'albums', loader: redirectBareAlbums, lazy: lazyPage(() => import('./pages/AlbumsPage.tsx')), handle: { title: 'Albums', crumbs: [{ label: 'Albums' }] } satisfies RouteHandle },
  { path: 'video-songs', lazy: lazyPage(() => import('./pages/VideosPage.tsx')), handle: { title: 'Videos', crumbs: [{ label: 'Videos' }] } satisfies RouteHandle },
  { path: 'artists', lazy: lazyPage(() => import('./pages/ArtistsPage.tsx')), handle: { title: 'Artists', crumbs: [{ label: 'Artists' }] } satisfies RouteHandle },
];
