import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../constants.ts';
import { formatRelativeTime } from './relative-time.ts';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const ago = (ms: number) => now - ms;
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('relative-time labels (spec 1 §9)', () => {
  it('minutes under 60', () => {
    expect(formatRelativeTime(ago(30_000), now)).toBe('just now');
    expect(formatRelativeTime(ago(MIN), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(59 * MIN), now)).toBe('59 minutes ago');
  });
  it('hours under 24', () => {
    expect(formatRelativeTime(ago(60 * MIN), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * HOUR), now)).toBe('23 hours ago');
  });
  it('a day counts only when MORE than 86 400 000 ms', () => {
    expect(formatRelativeTime(ago(DAY_MS), now)).toBe('24 hours ago');
    expect(formatRelativeTime(ago(DAY_MS + 1), now)).toBe('1 day ago');
  });
  it('days under 7, then weeks, months, years', () => {
    expect(formatRelativeTime(ago(6 * DAY_MS + HOUR), now)).toBe('6 days ago');
    expect(formatRelativeTime(ago(7 * DAY_MS + HOUR), now)).toBe('1 week ago');
    expect(formatRelativeTime(ago(29 * DAY_MS + HOUR), now)).toBe('4 weeks ago');
    expect(formatRelativeTime(ago(60 * DAY_MS + HOUR), now)).toBe('2 months ago');
    expect(formatRelativeTime(ago(800 * DAY_MS), now)).toBe('2 years ago');
  });
  it('accepts ISO strings and never goes negative', () => {
    expect(formatRelativeTime(new Date(ago(2 * HOUR)).toISOString(), now)).toBe('2 hours ago');
    expect(formatRelativeTime(now + HOUR, now)).toBe('just now');
  });
});
