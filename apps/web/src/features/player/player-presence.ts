import { create } from 'zustand';

/** The local-storage key of the queue (spec 1 §4: the queue persists in local storage). */
export const QUEUE_STORAGE_KEY = 'playerQueue';

/** A stored queue with at least one song: the bar comes back after a reload. */
export function hasStoredQueue(): boolean {
  try {
    const raw = window.localStorage.getItem(QUEUE_STORAGE_KEY);
    if (!raw) return false;
    const value = JSON.parse(raw) as { queue?: unknown } | null;
    return Array.isArray(value?.queue) && value.queue.length > 0;
  } catch {
    return false;
  }
}

type PlayerPresence = {
  /** Something was played in this visit, or a queue was stored by an earlier one. */
  isActive: boolean;
};

/**
 * Whether the layout needs the player at all. Kept apart from the player's store, which brings
 * the API client and its contracts, so pages that never play stay small (spec 1 §2.7: the bar
 * shows only when the player is active).
 */
export const usePlayerPresence = create<PlayerPresence>(() => ({ isActive: hasStoredQueue() }));

/** Tells the layout to load the player bar. */
export function markPlayerActive(): void {
  if (!usePlayerPresence.getState().isActive) usePlayerPresence.setState({ isActive: true });
}
