import type { StoreApi } from 'zustand/vanilla';
import type { PlayerSong, PlayerState } from '../../lib/player.ts';
import type { StoredQueue } from './queue-storage.ts';

/** What keeping the queue needs: local storage, the server's copy, and who is signed in. */
export type QueueSyncDeps = {
  /** What the server was last known to hold, as stored with the local copy (null when unknown). */
  syncedKey: string | null;
  writeStored: (stored: StoredQueue) => void;
  getServerQueue: () => Promise<PlayerSong[]>;
  saveServerQueue: (slugs: string[]) => Promise<void>;
  isSignedIn: () => boolean;
  /** Tells the layout to load the player bar. */
  markActive: () => void;
};

/** Keeping the queue: started by player.ts; `loadServerQueue` runs when a signed-in person's player loads. */
export type QueueSync = {
  /** Follows the store into storage and to the server; returns the stop. */
  start: () => () => void;
  /**
   * Signed in: takes the server's queue (it follows the person across devices) unless something
   * already plays; when the fetch fails the stored queue stays (spec 1 §4, §8).
   */
  loadServerQueue: () => Promise<void>;
};

const SERVER_SAVE_DELAY_MS = 500;

/** The slugs of a queue as one string, to compare queues. */
function toQueueKey(queue: readonly PlayerSong[]): string {
  return queue.map((song) => song.slug_usersong).join('\n');
}

/**
 * The queue survives a reload (spec 1 §4), and for a signed-in person follows them to another
 * device: every change is stored at once and sent to the server shortly after it settles.
 */
export function createQueueSync(store: StoreApi<PlayerState>, deps: QueueSyncDeps): QueueSync {
  // The queue (slugs) the server was last known to hold; kept with the local copy, so a reload
  // can tell changes this device has not sent yet from changes made on another device.
  let serverQueueKey = deps.syncedKey;
  let serverSaveTimer: ReturnType<typeof setTimeout> | undefined;

  /** Writes the queue, its current index and what the server holds to local storage. */
  function persistQueue(): void {
    const state = store.getState();
    deps.writeStored({ queue: state.queue, currentIndex: state.currentIndex, syncedKey: serverQueueKey });
  }

  /** Sends the queue to the server shortly after it settles (a drag or an album makes many changes at once). */
  function scheduleServerSave(queue: PlayerSong[]): void {
    if (!deps.isSignedIn()) return;
    const slugs = queue.map((song) => song.slug_usersong);
    const key = slugs.join('\n');
    clearTimeout(serverSaveTimer);
    if (key === serverQueueKey) return;
    serverSaveTimer = setTimeout(() => {
      deps.saveServerQueue(slugs).then(
        () => {
          serverQueueKey = key;
          persistQueue();
        },
        () => {
          // The local copy still holds it; the next change or visit sends it again.
        },
      );
    }, SERVER_SAVE_DELAY_MS);
  }

  return {
    start() {
      const unsubscribe = store.subscribe((state, previous) => {
        if (state.queue !== previous.queue || state.currentIndex !== previous.currentIndex) persistQueue();
        if (state.queue !== previous.queue) scheduleServerSave(state.queue);
      });
      return () => {
        unsubscribe();
        clearTimeout(serverSaveTimer);
      };
    },

    async loadServerQueue() {
      if (!deps.isSignedIn()) return;
      let songs: PlayerSong[];
      try {
        songs = await deps.getServerQueue();
      } catch {
        return;
      }
      const state = store.getState();
      // Changes made here that never reached the server (a page left within the save delay,
      // a queue built before signing in, something already playing) are the newest: send them.
      if (state.status !== 'idle' || (state.queue.length > 0 && toQueueKey(state.queue) !== serverQueueKey)) {
        scheduleServerSave(state.queue);
        return;
      }
      // Otherwise the server's copy is the newest (another device may have changed it).
      serverQueueKey = toQueueKey(songs);
      const current = state.queue[state.currentIndex];
      const index = current ? songs.findIndex((song) => song.slug_usersong === current.slug_usersong) : -1;
      if (songs.length > 0) deps.markActive();
      store.setState({ queue: songs, currentIndex: songs.length === 0 ? -1 : index === -1 ? 0 : index });
    },
  };
}
