import { playerSongSchema } from '@indiwave/domain/contract/songs';
import type { PlayerSong } from '../../lib/player.ts';
import { QUEUE_STORAGE_KEY } from './player-presence.ts';

/** The queue as local storage keeps it. */
export type StoredQueue = {
  queue: PlayerSong[];
  currentIndex: number;
  /** The slugs (joined by newlines) the server was last known to hold; null when unknown. */
  syncedKey: string | null;
};

const EMPTY: StoredQueue = { queue: [], currentIndex: -1, syncedKey: null };

/** Reads the stored queue; anything unreadable is an empty queue, and unreadable items are dropped. */
export function readStoredQueue(): StoredQueue {
  try {
    const raw = window.localStorage.getItem(QUEUE_STORAGE_KEY);
    if (!raw) return EMPTY;
    const value = JSON.parse(raw) as { queue?: unknown; currentIndex?: unknown; syncedKey?: unknown } | null;
    if (!value || !Array.isArray(value.queue)) return EMPTY;
    const queue = value.queue.flatMap((item) => {
      const parsed = playerSongSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    const index = typeof value.currentIndex === 'number' ? value.currentIndex : 0;
    return {
      queue,
      currentIndex: queue.length === 0 ? -1 : Math.min(Math.max(index, 0), queue.length - 1),
      syncedKey: typeof value.syncedKey === 'string' ? value.syncedKey : null,
    };
  } catch {
    return EMPTY;
  }
}

/** Stores the queue; an empty queue removes the key, so a later visit does not load the player. */
export function writeStoredQueue(stored: StoredQueue): void {
  try {
    if (stored.queue.length === 0) window.localStorage.removeItem(QUEUE_STORAGE_KEY);
    else window.localStorage.setItem(QUEUE_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or disabled: the queue lasts for this visit only.
  }
}
