import type { StoreApi } from 'zustand/vanilla';
import type { PlayerState } from '../../lib/player.ts';

/**
 * Lock-screen and media-key controls (Media Session API): the transport's actions, and what
 * plays, told to the operating system at each new load and forgotten when the queue empties.
 * Returns the unbinding.
 */
export function bindMediaSession(store: StoreApi<PlayerState>): () => void {
  if (!('mediaSession' in navigator)) return () => undefined;
  const session = navigator.mediaSession;
  const state = store.getState;
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => state().play()],
    ['pause', () => state().pause()],
    ['stop', () => state().stop()],
    ['previoustrack', () => state().previous()],
    ['nexttrack', () => state().next()],
    ['seekto', (details) => state().seek(details.seekTime ?? 0)],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // An action this browser does not know.
    }
  }
  const unsubscribe = store.subscribe((next, previous) => {
    if (next.loadCount !== previous.loadCount) {
      const song = next.queue[next.currentIndex];
      if (song && typeof MediaMetadata !== 'undefined') {
        session.metadata = new MediaMetadata({
          title: song.title,
          artist: song.full_name,
          artwork: song.image ? [{ src: song.image, sizes: '500x500' }] : [],
        });
      }
    }
    if (next.queue.length === 0 && previous.queue.length > 0) session.metadata = null;
  });
  return () => {
    unsubscribe();
    for (const [action] of handlers) {
      try {
        session.setActionHandler(action, null);
      } catch {
        // An action this browser does not know.
      }
    }
  };
}
