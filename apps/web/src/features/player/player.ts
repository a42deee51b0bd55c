import type { Player, PlayerHandle } from '../../lib/player.ts';
import { getSessionUser } from '../../lib/session.ts';
import { wait } from '../../lib/wait.ts';
import { showToast } from '../../ui/toast.ts';
import { getPlayerSong, prefetchPlayerSong } from './api/get-player-song.ts';
import { confirmPlay, recordPlay } from './api/record-play.ts';
import { getServerQueue, saveServerQueue } from './api/server-queue.ts';
import { createAudioEngine } from './audio-engine.ts';
import { bindAudioEvents } from './audio-events.ts';
import { bindMediaSession } from './media-session.ts';
import { markPlayerActive } from './player-presence.ts';
import { createQueueSync } from './queue-sync.ts';
import { readStoredQueue, writeStoredQueue } from './queue-storage.ts';
import { createPlayerStore } from './store.ts';

/**
 * Builds the player from its parts: the store (store.ts) on the stored queue, fetching songs
 * from the API and telling the person through toasts, with its effects in their own files.
 * app/provider.tsx makes one per app and starts it; tests make a fresh one each.
 */
export function createPlayer(): PlayerHandle {
  const stored = readStoredQueue();
  const engine = createAudioEngine();
  const store = createPlayerStore({
    audio: engine,
    getSong: getPlayerSong,
    initial: { queue: stored.queue, currentIndex: stored.currentIndex },
    notify: showToast,
    markActive: markPlayerActive,
    wait,
  });
  const sync = createQueueSync(store, {
    syncedKey: stored.syncedKey,
    writeStored: writeStoredQueue,
    getServerQueue,
    saveServerQueue,
    isSignedIn: () => getSessionUser() !== null,
    markActive: markPlayerActive,
  });
  const player: Player = {
    store,
    prepare(slug) {
      if (slug) prefetchPlayerSong(slug);
      engine.get();
      void import('./components/PlayerHost.tsx');
    },
    loadServerQueue: sync.loadServerQueue,
    peekAudio: engine.peek,
  };
  return {
    player,
    start() {
      const stopSync = sync.start();
      const unbind: (() => void)[] = [];
      const stopWatching = engine.onCreate((audio) => {
        unbind.push(bindAudioEvents(store, audio, { record: recordPlay, confirm: confirmPlay }), bindMediaSession(store));
      });
      return () => {
        stopSync();
        stopWatching();
        for (const stop of unbind.splice(0)) stop();
      };
    },
  };
}
