import { create } from 'zustand';
import type { ShareType } from '@indiwave/domain/contract/share';

/** What the Share dialog shares: an item by slug, or a review card by the comment's id. */
export type ShareTarget = { type: ShareType; slug: string } | { type: 'review'; id: number };

type ShareDialogState = { target: ShareTarget | null };

/**
 * The Share dialog on screen (spec 2 §2.1). A store with no other dependencies, so any page or
 * widget can open the dialog without loading it: ShareDialogHost loads the dialog on demand.
 */
export const useShareDialog = create<ShareDialogState>(() => ({ target: null }));

/** Opens the Share dialog for an item or a review card. */
export function openShareDialog(target: ShareTarget): void {
  useShareDialog.setState({ target });
}

/** Closes the Share dialog. */
export function closeShareDialog(): void {
  useShareDialog.setState({ target: null });
}
