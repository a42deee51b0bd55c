/** The id of the one audio element of the app. */
export const PLAYER_AUDIO_ID = 'player-audio';

/** The player's audio element, made on the first play. */
export type AudioEngine = {
  /** The one audio element of the app, made (and announced to `onCreate` listeners) on first use. */
  get: () => HTMLAudioElement;
  /** The audio element when it exists, without making it. */
  peek: () => HTMLAudioElement | null;
  /** Calls `listener` with the element once it is made (at once if it already is); returns the unsubscribe. */
  onCreate: (listener: (audio: HTMLAudioElement) => void) => () => void;
};

/**
 * The audio element hangs off the document body, outside the routed page, so navigating never
 * unmounts it and playback goes on (spec 1 §2.7). It is made on the first play, not on load.
 */
export function createAudioEngine(): AudioEngine {
  let audio: HTMLAudioElement | null = null;
  const listeners = new Set<(audio: HTMLAudioElement) => void>();
  return {
    get() {
      if (audio) return audio;
      const existing = document.getElementById(PLAYER_AUDIO_ID);
      const element = existing instanceof HTMLAudioElement ? existing : document.createElement('audio');
      element.id = PLAYER_AUDIO_ID;
      element.preload = 'auto';
      if (!element.isConnected) document.body.append(element);
      audio = element;
      for (const listener of listeners) listener(element);
      return element;
    },
    peek: () => audio,
    onCreate(listener) {
      listeners.add(listener);
      if (audio) listener(audio);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether the browser can play either rendition we serve (mp3, m4a); if not, 'Update Required' (spec 1 §2.7). */
export function canPlayOurAudio(element: HTMLAudioElement): boolean {
  return element.canPlayType('audio/mpeg') !== '' || element.canPlayType('audio/mp4') !== '';
}

/** The URL to play: the mp3 where the browser plays it, else the m4a, else the file as uploaded. */
export function pickSource(song: { mp3: string | null; m4a: string | null; song_file: string | null }, element: HTMLAudioElement): string | null {
  if (song.mp3 && element.canPlayType('audio/mpeg') !== '') return song.mp3;
  if (song.m4a && element.canPlayType('audio/mp4') !== '') return song.m4a;
  return song.song_file ?? song.mp3 ?? song.m4a;
}
