import { describe, expect, it } from 'vitest';
import { toCountdown } from './release-date.ts';

describe('the pre-save countdown', () => {
  it('splits what is left into days, hours, minutes and seconds', () => {
    const now = Date.parse('2031-03-10T10:00:00.000Z');
    expect(toCountdown('2031-03-12T13:04:05.000Z', now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('stays at zero once the release time has come', () => {
    const now = Date.parse('2031-03-12T13:04:06.000Z');
    expect(toCountdown('2031-03-12T13:04:05.000Z', now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
