import { create } from 'zustand';
import { PLAYER_RETRY_AFTER_FAILED_FETCH_MS, PLAYER_VOLUME_START } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { getSessionUser } from '../../lib/session.ts';
import { showToast } from '../../ui/toast.ts';
import { getPlayerSong, type PlayerSong } from './api/get-player-song.ts';
import { confirmPlay, recordPlay } from './api/record-play.ts';
import { createListenTracker } from '../../lib/listen-tracker.ts';
import { getServerQueue, saveServerQueue } from './api/server-queue.ts';
import { canPlayOurAudio, getAudioElement, peekAudioElement, pickSource } from './audio-engine.ts';
import { markPlayerActive } from './player-presence.ts';
import { readStoredQueue, writeStoredQueue } from './queue-storage.ts';
import { addToQueue, indexAfterMove, indexAfterRemove, moveItem, resolveNext, resolvePrevious } from './queue-rules.ts';
import { wait } from '../../lib/wait.ts';

export type { PlayerSong } from './api/get-player-song.ts';

/** Where the player is (spec 1 §4: playing or paused, with a loading flag). */
export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

type PlayerState = {
  queue: PlayerSong[];
  /** The song in the bar; -1 when none. */
  currentIndex: number;
  status: PlayerStatus;
  /** 0–1; starts at 80% (spec 1 §2.7). */
  volume: number;
  isMuted: boolean;
  /** The browser plays neither rendition: the bar says 'Update Required' (spec 1 §2.7). */
  isUnsupported: boolean;
  /** Adds songs to the queue (trimmed to the last 20 first) and plays the one at startIndex. */
  playTracks: (slugs: string[], startIndex?: number) => Promise<void>;
  /** Adds songs to the end of the queue without interrupting what plays; toasts 'Added to Queue'. */
  enqueueTracks: (slugs: string[]) => Promise<void>;
  /** Plays the queue item at index (fetching it fresh first). */
  playAt: (index: number) => Promise<void>;
  /** Play when paused, pause when playing; plays the current item when nothing is loaded. */
  togglePlayback: () => void;
  play: () => void;
  pause: () => void;
  /** Pauses and goes back to the start of the track. */
  stop: () => void;
  /** Previous: within 3 s the previous track (first wraps to last), else restart (spec 1 §4). */
  previous: () => void;
  /** Next, wrapping from the last to the first (spec 1 §4). */
  next: () => void;
  /** Jumps to a time in seconds. */
  seek: (seconds: number) => void;
  setVolume: (volume: number) => void;
  toggleMute: () => void;
  removeAt: (index: number) => void;
  moveTrack: (from: number, to: number) => void;
  /** Empties the queue and stops playback. */
  clearQueue: () => void;
  /** The video pop-up pauses the music (spec 1 §4, spec 2 §4). */
  pauseForVideo: () => void;
  /**
   * Signed in: takes the server's queue (it follows the person across devices) unless
   * something already plays; when the fetch fails the stored queue stays (spec 1 §4, §8).
   */
  loadServerQueue: () => Promise<void>;
};

// Each load gets a number; an answer for an older load (a press overtaken by another) is dropped.
let loadSeq = 0;
// A play is recorded once per load, at its first moment of playback (spec 1 §4), and confirmed
// once it has really been listened to, which is when it counts (issue 14).
let hasRecordedThisLoad = true;
// A lost confirmation is not worth interrupting the music for.
const listens = createListenTracker((slug, id) => void confirmPlay(slug, id).catch(() => undefined));
const stored = readStoredQueue();
// The queue (slugs) the server was last known to hold; kept with the local copy, so a reload
// can tell changes this device has not sent yet from changes made on another device.
let serverQueueKey: string | null = stored.syncedKey;

/** The slugs of a queue as one string, to compare queues. */
function toQueueKey(queue: readonly PlayerSong[]): string {
  return queue.map((song) => song.slug_usersong).join('\n');
}

/**
 * The player: the queue, the current song and the transport (spec 1 §2.7, §4). The audio
 * element itself lives outside React (audio-engine.ts), so playback survives navigation.
 */
export const usePlayerStore = create<PlayerState>((set, get) => {
  /** Fetches a song for the player; on failure tries again after 1 s, or plays the copy it has (spec 1 §4, §8). */
  async function loadSong(slug: string, fallback: PlayerSong | undefined, seq: number): Promise<PlayerSong | null> {
    try {
      return await getPlayerSong(slug);
    } catch {
      await wait(PLAYER_RETRY_AFTER_FAILED_FETCH_MS);
      if (seq !== loadSeq) return null;
      if (fallback && (fallback.mp3 ?? fallback.m4a ?? fallback.song_file)) return fallback;
      try {
        return await getPlayerSong(slug);
      } catch {
        return null;
      }
    }
  }

  /** Puts a song in the audio element and plays it. */
  function startAudio(song: PlayerSong): void {
    const audio = getAudioElement();
    bindAudioEvents(audio);
    if (!canPlayOurAudio(audio)) {
      set({ isUnsupported: true, status: 'error' });
      return;
    }
    const source = pickSource(song, audio);
    if (!source) {
      set({ status: 'error' });
      return;
    }
    hasRecordedThisLoad = false;
    listens.reset();
    audio.src = source;
    audio.volume = get().volume;
    audio.muted = get().isMuted;
    updateMediaSession(song);
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
    peekAudioElement()?.pause();
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

  return {
    queue: stored.queue,
    currentIndex: stored.currentIndex,
    status: 'idle',
    volume: PLAYER_VOLUME_START,
    isMuted: false,
    isUnsupported: false,

    async playTracks(slugs, startIndex = 0) {
      const chosen = slugs[startIndex];
      if (!chosen) return;
      const seq = ++loadSeq;
      peekAudioElement()?.pause();
      set({ status: 'loading' });
      // The chosen song starts as soon as it arrives; the others join the queue when theirs do.
      const others = Promise.allSettled(slugs.map((slug, index) => (index === startIndex ? null : getPlayerSong(slug))));
      const known = get().queue.find((entry) => entry.slug_usersong === chosen);
      const song = await loadSong(chosen, known, seq);
      if (seq !== loadSeq) return;
      if (!song) {
        markPlayerActive();
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
      const results = await Promise.allSettled(slugs.map((slug) => getPlayerSong(slug)));
      const songs = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      if (songs.length === 0) {
        showToast(MESSAGES.serverError, 'error');
        return;
      }
      markPlayerActive();
      const state = get();
      const next = addToQueue(state.queue, state.currentIndex, songs);
      set({ queue: next.queue, currentIndex: next.currentIndex === -1 && state.status === 'idle' ? 0 : next.currentIndex });
      showToast(MESSAGES.addedToQueue, 'success');
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
      const audio = peekAudioElement();
      if (!audio?.src || state.status === 'idle' || state.status === 'error') {
        void playIndex(state.currentIndex >= 0 ? state.currentIndex : 0);
        return;
      }
      void audio.play()?.catch(() => set({ status: 'paused' }));
    },

    pause() {
      const audio = peekAudioElement();
      // A pause during loading wins over the load that is still on its way.
      if (get().status === 'loading') loadSeq++;
      audio?.pause();
      set({ status: get().status === 'idle' ? 'idle' : 'paused' });
    },

    stop() {
      const audio = peekAudioElement();
      if (get().status === 'loading') loadSeq++;
      if (audio) {
        audio.pause();
        if (audio.src) audio.currentTime = 0;
      }
      if (get().status !== 'idle') set({ status: 'paused' });
    },

    previous() {
      const { currentIndex, queue } = get();
      const audio = peekAudioElement();
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
      const audio = peekAudioElement();
      if (audio?.src && Number.isFinite(seconds)) audio.currentTime = Math.max(0, seconds);
    },

    setVolume(volume) {
      const value = Math.min(1, Math.max(0, volume));
      // Moving the volume up unmutes; moving it to 0 mutes.
      const isMuted = value === 0;
      const audio = peekAudioElement();
      if (audio) {
        audio.volume = value;
        audio.muted = isMuted;
      }
      set({ volume: value, isMuted });
    },

    toggleMute() {
      const isMuted = !get().isMuted;
      const audio = peekAudioElement();
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
          const audio = peekAudioElement();
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
      const audio = peekAudioElement();
      if (audio) {
        audio.pause();
        audio.removeAttribute('src');
        audio.load();
      }
      set({ queue: [], currentIndex: -1, status: 'idle' });
      if ('mediaSession' in navigator) navigator.mediaSession.metadata = null;
    },

    pauseForVideo() {
      const { status } = get();
      if (status === 'playing' || status === 'loading') get().pause();
    },

    async loadServerQueue() {
      if (!getSessionUser()) return;
      let songs: PlayerSong[];
      try {
        songs = await getServerQueue();
      } catch {
        return;
      }
      const state = get();
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
      if (songs.length > 0) markPlayerActive();
      set({ queue: songs, currentIndex: songs.length === 0 ? -1 : index === -1 ? 0 : index });
    },
  };
});

// Rendering the bar while the audio starts would hold up the main thread the audio's first
// events wait for: the bar appears when the music starts, or after a short wait if it is slow.
const BAR_WAIT_MS = 250;

/** Shows the bar once the audio plays (or fails), or after BAR_WAIT_MS, whichever comes first. */
function showBarOnceStarted(): void {
  const audio = peekAudioElement();
  if (!audio) {
    markPlayerActive();
    return;
  }
  const show = () => {
    clearTimeout(timer);
    audio.removeEventListener('playing', show);
    audio.removeEventListener('error', show);
    markPlayerActive();
  };
  const timer = setTimeout(show, BAR_WAIT_MS);
  audio.addEventListener('playing', show);
  audio.addEventListener('error', show);
}

let boundAudio: HTMLAudioElement | null = null;

/** Follows the audio element's events into the store, once per element. */
function bindAudioEvents(audio: HTMLAudioElement): void {
  if (boundAudio === audio) return;
  boundAudio = audio;
  const set = usePlayerStore.setState;
  const get = usePlayerStore.getState;
  audio.addEventListener('playing', () => {
    set({ status: 'playing', isUnsupported: false });
    if (!hasRecordedThisLoad) {
      hasRecordedThisLoad = true;
      const song = get().queue[get().currentIndex];
      if (song) {
        const slug = song.slug_usersong;
        listens.start(slug, audio.currentTime);
        // A lost play record is not worth interrupting the music for.
        recordPlay(slug).then((id) => listens.setId(slug, id)).catch(() => undefined);
      }
    }
  });
  audio.addEventListener('timeupdate', () => listens.onTime(audio.currentTime, audio.duration, !audio.paused));
  audio.addEventListener('waiting', () => {
    if (!audio.paused) set({ status: 'loading' });
  });
  audio.addEventListener('pause', () => {
    if (get().status === 'playing') set({ status: 'paused' });
  });
  audio.addEventListener('ended', () => {
    const { currentIndex, queue } = get();
    // The queue plays through to its end; Next (not the end of the last song) wraps around.
    if (currentIndex < queue.length - 1) get().next();
    else set({ status: 'paused' });
  });
  audio.addEventListener('error', () => {
    if (!audio.getAttribute('src')) return;
    const code = audio.error?.code;
    set({ status: 'error', isUnsupported: code === MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED && !canPlayOurAudio(audio) });
  });
  bindMediaSession();
}

/** Lock-screen and media-key controls (Media Session API). */
function bindMediaSession(): void {
  if (!('mediaSession' in navigator)) return;
  const session = navigator.mediaSession;
  const store = usePlayerStore.getState;
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => store().play()],
    ['pause', () => store().pause()],
    ['stop', () => store().stop()],
    ['previoustrack', () => store().previous()],
    ['nexttrack', () => store().next()],
    ['seekto', (details) => store().seek(details.seekTime ?? 0)],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // An action this browser does not know.
    }
  }
}

/** Tells the operating system what plays, for the lock screen and media keys. */
function updateMediaSession(song: PlayerSong): void {
  if (!('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
  navigator.mediaSession.metadata = new MediaMetadata({
    title: song.title,
    artist: song.full_name,
    artwork: song.image ? [{ src: song.image, sizes: '500x500' }] : [],
  });
}

const SERVER_SAVE_DELAY_MS = 500;
let serverSaveTimer: ReturnType<typeof setTimeout> | undefined;

/** Sends the queue to the server shortly after it settles (a drag or an album makes many changes at once). */
function scheduleServerSave(queue: PlayerSong[]): void {
  if (!getSessionUser()) return;
  const slugs = queue.map((song) => song.slug_usersong);
  const key = slugs.join('\n');
  clearTimeout(serverSaveTimer);
  if (key === serverQueueKey) return;
  serverSaveTimer = setTimeout(() => {
    saveServerQueue(slugs).then(
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

/** Writes the queue, its current index and what the server holds to local storage. */
function persistQueue(): void {
  const state = usePlayerStore.getState();
  writeStoredQueue({ queue: state.queue, currentIndex: state.currentIndex, syncedKey: serverQueueKey });
}

// The queue survives a reload (spec 1 §4), and for a signed-in person another device.
usePlayerStore.subscribe((state, previous) => {
  if (state.queue !== previous.queue || state.currentIndex !== previous.currentIndex) persistQueue();
  if (state.queue !== previous.queue) scheduleServerSave(state.queue);
});

/** The song in the bar, or null. */
export function useCurrentSong(): PlayerSong | null {
  return usePlayerStore((state) => state.queue[state.currentIndex] ?? null);
}

/** 'playing' or 'paused' when the current song is one of `slugs`, else 'none' (spec 2 §4 Widget). */
export function usePlaybackStateOf(slugs: readonly string[]): 'playing' | 'paused' | 'none' {
  return usePlayerStore((state) => {
    const current = state.queue[state.currentIndex];
    if (!current || state.status === 'idle' || !slugs.includes(current.slug_usersong)) return 'none';
    return state.status === 'playing' || state.status === 'loading' ? 'playing' : 'paused';
  });
}
