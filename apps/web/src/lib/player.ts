import { createContext, useContext } from 'react';
import { useStore, type StoreApi } from 'zustand';
import type { z } from 'zod';
import type { playerSongSchema } from '@indiwave/domain/contract/songs';

/** A song as the player holds it (spec 1 §3.7 queue item). */
export type PlayerSong = z.output<typeof playerSongSchema>;

/** Where the player is (spec 1 §4: playing or paused, with a loading flag). */
export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

/** The player's state and transport: what every play button, the bar and the queue read and press. */
export type PlayerState = {
  queue: PlayerSong[];
  /** The song in the bar; -1 when none. */
  currentIndex: number;
  status: PlayerStatus;
  /** 0–1; starts at 80% (spec 1 §2.7). */
  volume: number;
  isMuted: boolean;
  /** The browser plays neither rendition: the bar says 'Update Required' (spec 1 §2.7). */
  isUnsupported: boolean;
  /** How many songs were put into the audio element: a new load is a new play to record, new lock-screen details. */
  loadCount: number;
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
};

/**
 * The player's public face: its store and what happens around a press. The player feature builds
 * it (features/player/player.ts) and app/provider.tsx hands it down, so any feature can offer play
 * buttons without importing the player.
 */
export type Player = {
  store: StoreApi<PlayerState>;
  /** Gets a song, the audio element and the bar's code on their way before a likely press on play. */
  prepare: (slug: string | undefined) => void;
  /**
   * Signed in: takes the server's queue (it follows the person across devices) unless something
   * already plays; when the fetch fails the stored queue stays (spec 1 §4, §8).
   */
  loadServerQueue: () => Promise<void>;
  /** The one audio element, once the first play made it (the bar follows its position). */
  peekAudio: () => HTMLAudioElement | null;
};

/** A player and the start of its effects (features/player/player.ts builds it; app/provider.tsx starts it). */
export type PlayerHandle = {
  player: Player;
  /**
   * Starts the player's effects: storage and the server's copy of the queue at once; the audio
   * element's events and the lock screen once the first play makes the element. Returns the stop.
   */
  start: () => () => void;
};

const PlayerContext = createContext<Player | null>(null);

/** Hands the app's player down (app/provider.tsx). */
export const PlayerProvider = PlayerContext.Provider;

/** The app's player. */
export function usePlayer(): Player {
  const player = useContext(PlayerContext);
  if (!player) throw new Error('usePlayer needs the PlayerProvider of app/provider.tsx');
  return player;
}

/** A piece of the player's state, re-rendering when it changes. */
export function usePlayerState<T>(selector: (state: PlayerState) => T): T {
  return useStore(usePlayer().store, selector);
}

/** The song in the bar, or null. */
export function useCurrentSong(): PlayerSong | null {
  return usePlayerState((state) => state.queue[state.currentIndex] ?? null);
}

/** 'playing' or 'paused' when the current song is one of `slugs`, else 'none' (spec 2 §4 Widget). */
export function usePlaybackStateOf(slugs: readonly string[]): 'playing' | 'paused' | 'none' {
  return usePlayerState((state) => {
    const current = state.queue[state.currentIndex];
    if (!current || state.status === 'idle' || !slugs.includes(current.slug_usersong)) return 'none';
    return state.status === 'playing' || state.status === 'loading' ? 'playing' : 'paused';
  });
}
