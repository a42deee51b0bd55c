import { lazy, Suspense } from 'react';
import { closePlaylistDialog, usePlaylistDialog } from '../../../lib/playlist-dialog.ts';

// The dialog (Radix tabs, the calls, the contracts) loads when someone first adds to a playlist.
const PlaylistDialog = lazy(() => import('./PlaylistDialog.tsx').then((module) => ({ default: module.PlaylistDialog })));

/** Mounted once by the shell: shows the playlist dialog when a widget asks for it. */
export function PlaylistDialogHost() {
  const trackSlugs = usePlaylistDialog((state) => state.trackSlugs);
  if (!trackSlugs) return null;
  return (
    <Suspense fallback={null}>
      <PlaylistDialog trackSlugs={trackSlugs} onClose={closePlaylistDialog} />
    </Suspense>
  );
}
