import type { StoreApi } from 'zustand/vanilla';
import { createListenTracker } from '../../lib/listen-tracker.ts';
import type { PlayerState } from '../../lib/player.ts';
import { canPlayOurAudio } from './audio-engine.ts';

/** The play log: a start at the first moment of playback, answering its id, and its confirmation. */
export type PlayLog = {
  record: (slug: string) => Promise<number>;
  confirm: (slug: string, id: number) => Promise<unknown>;
};

/**
 * Follows the audio element's events into the store: playing, waiting, paused, ended (the queue
 * plays on), failed; records a play once per load, at its first moment (spec 1 §4), and confirms
 * it once it has really been listened to, which is when it counts (issue 14). Returns the unbinding.
 */
export function bindAudioEvents(store: StoreApi<PlayerState>, audio: HTMLAudioElement, plays: PlayLog): () => void {
  const { setState: set, getState: get } = store;
  // The load whose play was recorded: none yet, and a load made before binding is not recorded again.
  let recordedLoad = get().loadCount;
  // A lost confirmation is not worth interrupting the music for.
  const listens = createListenTracker((slug, id) => void plays.confirm(slug, id).catch(() => undefined));
  // A new load starts a new listen; the new source's time updates come after.
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.loadCount !== previous.loadCount) listens.reset();
  });
  const handlers: [string, () => void][] = [
    [
      'playing',
      () => {
        set({ status: 'playing', isUnsupported: false });
        const { loadCount } = get();
        if (loadCount === recordedLoad) return;
        recordedLoad = loadCount;
        const song = get().queue[get().currentIndex];
        if (!song) return;
        const slug = song.slug_usersong;
        listens.start(slug, audio.currentTime);
        // A lost play record is not worth interrupting the music for.
        plays
          .record(slug)
          .then((id) => listens.setId(slug, id))
          .catch(() => undefined);
      },
    ],
    ['timeupdate', () => listens.onTime(audio.currentTime, audio.duration, !audio.paused)],
    [
      'waiting',
      () => {
        if (!audio.paused) set({ status: 'loading' });
      },
    ],
    [
      'pause',
      () => {
        if (get().status === 'playing') set({ status: 'paused' });
      },
    ],
    [
      'ended',
      () => {
        const { currentIndex, queue } = get();
        // The queue plays through to its end; Next (not the end of the last song) wraps around.
        if (currentIndex < queue.length - 1) get().next();
        else set({ status: 'paused' });
      },
    ],
    [
      'error',
      () => {
        if (!audio.getAttribute('src')) return;
        const code = audio.error?.code;
        set({ status: 'error', isUnsupported: code === MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED && !canPlayOurAudio(audio) });
      },
    ],
  ];
  for (const [name, handler] of handlers) audio.addEventListener(name, handler);
  return () => {
    unsubscribe();
    for (const [name, handler] of handlers) audio.removeEventListener(name, handler);
  };
}
