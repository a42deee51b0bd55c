import { describe, expect, it } from 'vitest';
import { isInAudience } from './ad-audience.ts';

describe('isInAudience (spec 1 §6 for_pro)', () => {
  it('shows 0 to all, 1 to active Pro members only, 2 to everyone else', () => {
    for (const state of [0, 1, 2]) expect(isInAudience(0, state)).toBe(true);
    expect([0, 1, 2].map((state) => isInAudience(1, state))).toEqual([false, true, false]);
    expect([0, 1, 2].map((state) => isInAudience(2, state))).toEqual([true, false, true]);
  });
});
