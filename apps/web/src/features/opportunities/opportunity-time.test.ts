import { describe, expect, it } from 'vitest';
import { describeDeadline, isClosingSoon } from './opportunity-time.ts';

const now = Date.parse('2030-01-01T00:00:00Z');
const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();

describe('the deadline as cards say it', () => {
  it('counts days, then hours, and says when it opens or that it closed', () => {
    expect(describeDeadline({ state: 'open', opens_at: at(-1), closes_at: at(80) }, now)).toBe('Closes in 3 days');
    expect(describeDeadline({ state: 'open', opens_at: at(-1), closes_at: at(30) }, now)).toBe('Closes in 1 day');
    expect(describeDeadline({ state: 'open', opens_at: at(-1), closes_at: at(5) }, now)).toBe('Closes in 5 hours');
    expect(describeDeadline({ state: 'open', opens_at: at(-1), closes_at: at(0.5) }, now)).toBe('Closes in 1 hour');
    expect(describeDeadline({ state: 'upcoming', opens_at: at(150), closes_at: at(500) }, now)).toBe('Opens in 6 days');
    expect(describeDeadline({ state: 'closed', opens_at: at(-100), closes_at: at(-1) }, now)).toBe('Closed');
  });

  it('warns when fewer than 3 days are left', () => {
    expect(isClosingSoon({ state: 'open', closes_at: at(71) }, now)).toBe(true);
    expect(isClosingSoon({ state: 'open', closes_at: at(73) }, now)).toBe(false);
    expect(isClosingSoon({ state: 'closed', closes_at: at(-1) }, now)).toBe(false);
  });
});
