import { create } from 'zustand';
import { openLoginDialog } from './account-dialogs.ts';
import { getSessionUser } from './session.ts';

type PlaylistDialogState = {
  /** The songs to add (slug_usersong), in order; null while the dialog is closed. */
  trackSlugs: string[] | null;
};

/**
 * The 'Add to playlist' dialog on screen (spec 2 §6). A store with no other dependencies, so any
 * widget's more-menu can offer it without loading it: PlaylistDialogHost loads the dialog.
 */
export const usePlaylistDialog = create<PlaylistDialogState>(() => ({ trackSlugs: null }));

/** Opens the playlist dialog for some songs; a visitor gets the login dialog with action 'add-to-playlist' instead (spec 2 §6). */
export function openPlaylistDialog(trackSlugs: string[]): void {
  if (!getSessionUser()) {
    openLoginDialog({ intent: 'add-to-playlist' });
    return;
  }
  usePlaylistDialog.setState({ trackSlugs });
}

/** Closes the playlist dialog. */
export function closePlaylistDialog(): void {
  usePlaylistDialog.setState({ trackSlugs: null });
}
