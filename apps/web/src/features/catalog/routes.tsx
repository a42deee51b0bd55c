import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { Crumb, RouteHandle } from '../../lib/route-handle.ts';
import { getSessionUser, isArtistOrBand } from '../../lib/session.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/**
 * The route guard of the artist's catalogue pages: a visitor is asked to sign in and comes back
 * here (the `?login=` target); a listener is sent home.
 */
export function requireArtistOrBand({ request }: LoaderFunctionArgs): null {
  const user = getSessionUser();
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/?login=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  if (!isArtistOrBand(user)) throw redirect('/');
  return null;
}

/** An old upload address that redirects into /upload, keeping its query (spec 1 §2.1 aliases). */
function redirectTo(path: string) {
  return ({ request }: LoaderFunctionArgs) => redirect(`${path}${new URL(request.url).search}`);
}

const UPLOAD: Crumb = { label: 'Upload', to: '/upload/song' };
const DASHBOARD: Crumb = { label: 'Dashboard', to: '/mydashboard' };

const loadSongUpload = () => import('./pages/SongUploadPage.tsx');
const loadVideoUpload = () => import('./pages/VideoUploadPage.tsx');

/**
 * The catalogue (issue 4): upload pages and their aliases, the song, album and video pages, and
 * the artist's own lists. Every page is a lazy route module, so `/` loads none of it.
 */
export const catalogRoutes: RouteObject[] = [
  { path: 'upload/song', lazy: lazyPage(loadSongUpload), handle: { title: 'Upload a song', crumbs: [UPLOAD, { label: 'Song' }] } satisfies RouteHandle },
  { path: 'upload/tracks', lazy: lazyPage(loadSongUpload), handle: { title: 'Upload tracks', crumbs: [UPLOAD, { label: 'Tracks' }] } satisfies RouteHandle },
  { path: 'upload/album', lazy: lazyPage(() => import('./pages/AlbumUploadPage.tsx')), handle: { title: 'Upload an album', crumbs: [UPLOAD, { label: 'Album' }] } satisfies RouteHandle },
  { path: 'upload/video', lazy: lazyPage(loadVideoUpload), handle: { title: 'Add a video', crumbs: [UPLOAD, { label: 'Video' }] } satisfies RouteHandle },
  { path: 'upload/videos', lazy: lazyPage(loadVideoUpload), handle: { title: 'Add a video', crumbs: [UPLOAD, { label: 'Videos' }] } satisfies RouteHandle },
  { path: 'upload', loader: redirectTo('/upload/song') },
  { path: 'upload-tracks', loader: redirectTo('/upload/tracks') },
  { path: 'upload-video', loader: redirectTo('/upload/video') },
  { path: 'song-upload', loader: redirectTo('/upload/song') },
  { path: 'album-upload', loader: redirectTo('/upload/album') },
  { path: 'video-upload', loader: redirectTo('/upload/video') },
  { path: 'songs/:slug', lazy: lazyPage(() => import('./pages/SongDetailPage.tsx')), handle: { title: 'Song', crumbs: [{ label: 'Songs', to: '/songs' }, { label: 'Song' }] } satisfies RouteHandle },
  { path: 'albums/:slug', lazy: lazyPage(() => import('./pages/AlbumDetailPage.tsx')), handle: { title: 'Album', crumbs: [{ label: 'Songs', to: '/songs' }, { label: 'Album' }] } satisfies RouteHandle },
  {
    path: 'video-songs/:slug',
    lazy: lazyPage(() => import('./pages/VideoDetailPage.tsx')),
    handle: { title: 'Video', crumbs: [{ label: 'Videos', to: '/video-songs' }, { label: 'Video' }] } satisfies RouteHandle,
  },
  {
    path: 'mydashboard/songs',
    loader: requireArtistOrBand,
    lazy: lazyPage(() => import('./pages/MySongsPage.tsx')),
    handle: { title: 'My songs', crumbs: [DASHBOARD, { label: 'Songs' }] } satisfies RouteHandle,
  },
  {
    path: 'mydashboard/videos',
    loader: requireArtistOrBand,
    lazy: lazyPage(() => import('./pages/MyVideosPage.tsx')),
    handle: { title: 'My videos', crumbs: [DASHBOARD, { label: 'Videos' }] } satisfies RouteHandle,
  },
];
