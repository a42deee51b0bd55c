import { createStore, type StoreApi } from 'zustand/vanilla';
import { PLAYER_RETRY_AFTER_FAILED_FETCH_MS, PLAYER_VOLUME_START } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import type { PlayerSong, PlayerState } from '../../lib/player.ts';
import { canPlayOurAudio, pickSource, type AudioEngine } from './audio-engine.ts';
import { addToQueue, indexAfterMove, indexAfterRemove, moveItem, resolveNext, resolvePrevious } from './queue-rules.ts';

/** What the store works with; the player's wiring (player.ts) passes the real ones, tests too. */
export type PlayerStoreDeps = {
  audio: AudioEngine;
  /** GET song_player: the song with its renditions. */
  getSong: (slug: string) => Promise<PlayerSong>;
  /** The queue to start from (the stored one, read once by the wiring). */
  initial: { queue: PlayerSong[]; currentIndex: number };
  /** Tells the person what happened ('Added to Queue', a failure): the app's toasts. */
  notify: (message: string, kind: 'success' | 'error') => void;
  /** Tells the layout to load the player bar. */
  markActive: () => void;
  /** Waits; the retry after a failed fetch uses it. */
  wait: (ms: number) => Promise<void>;
};

// Rendering the bar while the audio starts would hold up the main thread the audio's first
// events wait for: the bar appears when the music starts, or after a short wait if it is slow.
const BAR_WAIT_MS = 250;

/**
 * The player: the queue, the current song and the transport (spec 1 §2.7, §4), driving the one
 * audio element. It has no effects of its own beyond that element: its events, the lock screen,
 * storage and the server's copy of the queue are followed by audio-events.ts, media-session.ts
 * and queue-sync.ts, which player.ts starts.
 */
export function createPlayerStore(deps: PlayerStoreDeps): StoreApi<PlayerState> {
  const { audio: engine } = deps;
  // Each load gets a number; an answer for an older load (a press overtaken by another) is dropped.
  let loadSeq = 0;

  return createStore<PlayerState>()((set, get) => {
    /** Fetches a song for the player; on failure tries again after 1 s, or plays the copy it has (spec 1 §4, §8). */
    async function loadSong(slug: string, fallback: PlayerSong | undefined, seq: number): Promise<PlayerSong | null> {
      try {
        return await deps.getSong(slug);
      } catch {
        await deps.wait(PLAYER_RETRY_AFTER_FAILED_FETCH_MS);
        if (seq !== loadSeq) return null;
        if (fallback && (fallback.mp3 ?? fallback.m4a ?? fallback.song_file)) return fallback;
        try {
          return await deps.getSong(slug);
        } catch {
          return null;
        }
      }
    }

    /** Puts a song in the audio element and plays it. */
    function startAudio(song: PlayerSong): void {
      const audio = engine.get();
      if (!canPlayOurAudio(audio)) {
        set({ isUnsupported: true, status: 'error' });
        return;
      }
      const source = pickSource(song, audio);
      if (!source) {
        set({ status: 'error' });
        return;
      }
      audio.src = source;
      audio.volume = get().volume;
      audio.muted = get().isMuted;
      set({ loadCount: get().loadCount + 1 });
      void audio.play()?.catch(() => {
        // Autoplay refused (no gesture, e.g. after a reload): wait for the listener's press.
        if (get().status === 'loading') set({ status: 'paused' });
      });
    }

    /** Loads queue[index] afresh and plays it. */
    async function playIndex(index: number): Promise<void> {
      const item = get().queue[index];
      if (!item) return;
      const seq = ++loadSeq;
      engine.peek()?.pause();
      set({ currentIndex: index, status: 'loading' });
      const song = await loadSong(item.slug_usersong, item, seq);
      if (seq !== loadSeq) return;
      if (!song) {
        set({ status: 'error' });
        return;
      }
      const queue = get().queue.map((entry) => (entry.slug_usersong === song.slug_usersong ? song : entry));
      set({ queue, currentIndex: queue.findIndex((entry) => entry.slug_usersong === song.slug_usersong) });
      startAudio(song);
    }

    /** Shows the bar once the audio plays (or fails), or after BAR_WAIT_MS, whichever comes first. */
    function showBarOnceStarted(): void {
      const audio = engine.peek();
      if (!audio) {
        deps.markActive();
        return;
      }
      const show = () => {
        clearTimeout(timer);
        audio.removeEventListener('playing', show);
        audio.removeEventListener('error', show);
        deps.markActive();
      };
      const timer = setTimeout(show, BAR_WAIT_MS);
      audio.addEventListener('playing', show);
      audio.addEventListener('error', show);
    }

    return {
      queue: deps.initial.queue,
      currentIndex: deps.initial.currentIndex,
      status: 'idle',
      volume: PLAYER_VOLUME_START,
      isMuted: false,
      isUnsupported: false,
      loadCount: 0,

      async playTracks(slugs, startIndex = 0) {
        const chosen = slugs[startIndex];
        if (!chosen) return;
        const seq = ++loadSeq;
        engine.peek()?.pause();
        set({ status: 'loading' });
        // The chosen song starts as soon as it arrives; the others join the queue when theirs do.
        const others = Promise.allSettled(slugs.map((slug, index) => (index === startIndex ? null : deps.getSong(slug))));
        const known = get().queue.find((entry) => entry.slug_usersong === chosen);
        const song = await loadSong(chosen, known, seq);
        if (seq !== loadSeq) return;
        if (!song) {
          deps.markActive();
          set({ status: 'error' });
          return;
        }
        const state = get();
        const withChosen = addToQueue(state.queue, state.currentIndex, [song]);
        set({ queue: withChosen.queue, currentIndex: withChosen.queue.length - 1 });
        startAudio(song);
        showBarOnceStarted();
        if (slugs.length === 1) return;
        const fetched = await others;
        if (seq !== loadSeq) return;
        const songs = slugs
          .map((_slug, index) => {
            if (index === startIndex) return song;
            const result = fetched[index];
            return result?.status === 'fulfilled' ? result.value : null;
          })
          .filter((entry): entry is PlayerSong => entry !== null);
        // Placed as one block in the set's order; the playing song keeps playing in its place.
        const latest = get();
        const next = addToQueue(latest.queue, latest.currentIndex, songs);
        const playing = latest.queue[latest.currentIndex]?.slug_usersong ?? chosen;
        set({ queue: next.queue, currentIndex: next.queue.findIndex((entry) => entry.slug_usersong === playing) });
      },

      async enqueueTracks(slugs) {
        const results = await Promise.allSettled(slugs.map((slug) => deps.getSong(slug)));
        const songs = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
        if (songs.length === 0) {
          deps.notify(MESSAGES.serverError, 'error');
          return;
        }
        deps.markActive();
        const state = get();
        const next = addToQueue(state.queue, state.currentIndex, songs);
        set({ queue: next.queue, currentIndex: next.currentIndex === -1 && state.status === 'idle' ? 0 : next.currentIndex });
        deps.notify(MESSAGES.addedToQueue, 'success');
      },

      playAt(index) {
        return playIndex(index);
      },

      togglePlayback() {
        const { status } = get();
        if (status === 'playing' || status === 'loading') get().pause();
        else get().play();
      },

      play() {
        const state = get();
        const audio = engine.peek();
        if (!audio?.src || state.status === 'idle' || state.status === 'error') {
          void playIndex(state.currentIndex >= 0 ? state.currentIndex : 0);
          return;
        }
        void audio.play()?.catch(() => set({ status: 'paused' }));
      },

      pause() {
        const audio = engine.peek();
        // A pause during loading wins over the load that is still on its way.
        if (get().status === 'loading') loadSeq++;
        audio?.pause();
        set({ status: get().status === 'idle' ? 'idle' : 'paused' });
      },

      stop() {
        const audio = engine.peek();
        if (get().status === 'loading') loadSeq++;
        if (audio) {
          audio.pause();
          if (audio.src) audio.currentTime = 0;
        }
        if (get().status !== 'idle') set({ status: 'paused' });
      },

      previous() {
        const { currentIndex, queue } = get();
        const audio = engine.peek();
        const move = resolvePrevious(currentIndex, queue.length, audio?.currentTime ?? 0);
        if (move.kind === 'go' && move.index !== currentIndex) {
          void playIndex(move.index);
          return;
        }
        if (audio?.src) {
          audio.currentTime = 0;
          if (audio.paused) get().play();
        } else {
          void playIndex(currentIndex);
        }
      },

      next() {
        const { currentIndex, queue } = get();
        const index = resolveNext(currentIndex, queue.length);
        if (index >= 0) void playIndex(index);
      },

      seek(seconds) {
        const audio = engine.peek();
        if (audio?.src && Number.isFinite(seconds)) audio.currentTime = Math.max(0, seconds);
      },

      setVolume(volume) {
        const value = Math.min(1, Math.max(0, volume));
        // Moving the volume up unmutes; moving it to 0 mutes.
        const isMuted = value === 0;
        const audio = engine.peek();
        if (audio) {
          audio.volume = value;
          audio.muted = isMuted;
        }
        set({ volume: value, isMuted });
      },

      toggleMute() {
        const isMuted = !get().isMuted;
        const audio = engine.peek();
        if (audio) audio.muted = isMuted;
        set({ isMuted });
      },

      removeAt(index) {
        const { queue, currentIndex } = get();
        if (index < 0 || index >= queue.length) return;
        const next = queue.filter((_entry, position) => position !== index);
        const nextIndex = indexAfterRemove(currentIndex, index, next.length);
        set({ queue: next, currentIndex: nextIndex });
        if (index === currentIndex) {
          // The playing song left the queue: the one that took its place plays, if it was playing.
          const wasPlaying = get().status === 'playing' || get().status === 'loading';
          if (next.length === 0) get().clearQueue();
          else if (wasPlaying) void playIndex(nextIndex);
          else {
            loadSeq++;
            const audio = engine.peek();
            audio?.pause();
            audio?.removeAttribute('src');
            set({ status: 'idle' });
          }
        }
      },

      moveTrack(from, to) {
        const { queue, currentIndex } = get();
        if (from === to || from < 0 || to < 0 || from >= queue.length || to >= queue.length) return;
        set({ queue: moveItem(queue, from, to), currentIndex: indexAfterMove(currentIndex, from, to) });
      },

      clearQueue() {
        loadSeq++;
        const audio = engine.peek();
        if (audio) {
          audio.pause();
          audio.removeAttribute('src');
          audio.load();
        }
        set({ queue: [], currentIndex: -1, status: 'idle' });
      },

      pauseForVideo() {
        const { status } = get();
        if (status === 'playing' || status === 'loading') get().pause();
      },
    };
  });
}
