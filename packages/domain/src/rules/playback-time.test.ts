import { describe, expect, it } from 'vitest';
import { formatPlaybackTime } from './playback-time.ts';

describe('formatPlaybackTime', () => {
  it('shows minutes and seconds with two digits each', () => {
    expect(formatPlaybackTime(209)).toBe('03:29');
    expect(formatPlaybackTime(0)).toBe('00:00');
    expect(formatPlaybackTime(59.9)).toBe('00:59');
    expect(formatPlaybackTime(600)).toBe('10:00');
  });

  it('adds hours only for files that long', () => {
    expect(formatPlaybackTime(3600)).toBe('1:00:00');
    expect(formatPlaybackTime(3725)).toBe('1:02:05');
  });

  it('reads unknown and negative times as zero', () => {
    expect(formatPlaybackTime(Number.NaN)).toBe('00:00');
    expect(formatPlaybackTime(Infinity)).toBe('00:00');
    expect(formatPlaybackTime(-5)).toBe('00:00');
  });
});
