/** The id of the one audio element of the app. */
export const PLAYER_AUDIO_ID = 'player-audio';

let audio: HTMLAudioElement | null = null;

/**
 * The one audio element of the app. It hangs off the document body, outside the routed page,
 * so navigating never unmounts it and playback goes on (spec 1 §2.7).
 */
export function getAudioElement(): HTMLAudioElement {
  if (audio) return audio;
  const existing = document.getElementById(PLAYER_AUDIO_ID);
  audio = existing instanceof HTMLAudioElement ? existing : document.createElement('audio');
  audio.id = PLAYER_AUDIO_ID;
  audio.preload = 'auto';
  if (!audio.isConnected) document.body.append(audio);
  return audio;
}

/** The audio element when it exists, without creating it. */
export function peekAudioElement(): HTMLAudioElement | null {
  return audio;
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

/** Forgets the element (tests build a fresh one each time). */
export function resetAudioElement(): void {
  audio?.remove();
  audio = null;
}
