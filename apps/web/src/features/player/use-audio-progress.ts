import { useEffect, useState } from 'react';
import { usePlayer, usePlayerState } from '../../lib/player.ts';

/** Where the audio is: seconds played and the length (0 until known). */
export type AudioProgress = { currentTime: number; duration: number };

/** Follows the audio element's position and length (spec 2 §4: they refresh as it plays). */
export function useAudioProgress(): AudioProgress {
  const [progress, setProgress] = useState<AudioProgress>({ currentTime: 0, duration: 0 });
  // The element is made on the first play; re-subscribe when the status says it may exist now.
  usePlayerState((state) => state.status);
  const audio = usePlayer().peekAudio();

  useEffect(() => {
    if (!audio) return;
    const update = () => {
      const duration = Number.isFinite(audio.duration) ? audio.duration : 0;
      setProgress({ currentTime: audio.currentTime, duration });
    };
    update();
    const events = ['timeupdate', 'durationchange', 'loadedmetadata', 'seeked', 'emptied'] as const;
    for (const name of events) audio.addEventListener(name, update);
    return () => {
      for (const name of events) audio.removeEventListener(name, update);
    };
  }, [audio]);
  return progress;
}
