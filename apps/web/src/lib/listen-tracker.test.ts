import { describe, expect, it, vi } from 'vitest';
import { PLAY_COUNT_LISTEN_MS } from '@indiwave/domain/constants';
import { createListenTracker, toConfirmAfterMs } from './listen-tracker.ts';

/** Plays `seconds` of audio from `from`, in time updates of a quarter second. */
function play(tracker: ReturnType<typeof createListenTracker>, from: number, seconds: number, duration = 200) {
  for (let t = from + 0.25; t <= from + seconds + 1e-9; t += 0.25) tracker.onTime(t, duration, true);
}

describe('the listen tracker (issue 14: a play counts after real listening)', () => {
  it('confirms once, after 30 s (and the margin) of real playback, with the id of the start', () => {
    const confirm = vi.fn();
    const tracker = createListenTracker(confirm);
    tracker.start('song-a', 0);
    tracker.setId('song-a', 41);
    play(tracker, 0, 20);
    expect(confirm).not.toHaveBeenCalled();
    play(tracker, 20, (toConfirmAfterMs(200_000) - 20_000) / 1000 + 0.25);
    expect(confirm).toHaveBeenCalledExactlyOnceWith('song-a', 41);
    play(tracker, 40, 30);
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('seeks and pauses do not count as listening', () => {
    const confirm = vi.fn();
    const tracker = createListenTracker(confirm);
    tracker.start('song-b', 0);
    tracker.setId('song-b', 7);
    play(tracker, 0, 5);
    tracker.onTime(150, 200, true);
    for (let t = 150; t < 190; t += 0.25) tracker.onTime(t, 200, false);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('waits for the id when listening was enough first; a reset drops the play', () => {
    const confirm = vi.fn();
    const tracker = createListenTracker(confirm);
    tracker.start('song-c', 0);
    play(tracker, 0, PLAY_COUNT_LISTEN_MS / 1000 + 2);
    expect(confirm).not.toHaveBeenCalled();
    tracker.setId('song-c', 9);
    expect(confirm).toHaveBeenCalledWith('song-c', 9);
    tracker.start('song-d', 0);
    tracker.reset();
    tracker.setId('song-d', 10);
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('a short song confirms near its end', () => {
    const confirm = vi.fn();
    const tracker = createListenTracker(confirm);
    tracker.start('short', 0);
    tracker.setId('short', 3);
    play(tracker, 0, 11, 12);
    expect(confirm).not.toHaveBeenCalled();
    play(tracker, 11, 0.75, 12);
    expect(confirm).toHaveBeenCalledOnce();
    expect(toConfirmAfterMs(12_000)).toBe(11_500);
  });
});
