import { describe, expect, it } from 'vitest';
import { findNiceMax, pickTickIndexes } from '../analytics/chart-scale';
import { describeChange } from './figure-change';

describe('the figures and chart scales', () => {
  it('signs a window and compares it with the window before', () => {
    expect(describeChange({ current: 12, previous: 10 })).toEqual({ delta: '+12', percent: 20, trend: 'up' });
    expect(describeChange({ current: 5, previous: 10 })).toEqual({ delta: '+5', percent: -50, trend: 'down' });
    expect(describeChange({ current: -3, previous: 0 })).toEqual({ delta: '−3', percent: null, trend: 'down' });
    expect(describeChange({ current: 0, previous: 0 })).toEqual({ delta: '0', percent: null, trend: 'flat' });
    expect(describeChange({ current: 1234, previous: 1234 }).delta).toBe('+1,234');
  });

  it('rounds the scale up to 1, 2 or 5 times a power of ten and labels a few days', () => {
    expect([0, 1, 3, 7, 10, 11, 40, 999].map(findNiceMax)).toEqual([1, 1, 5, 10, 10, 20, 50, 1000]);
    expect(pickTickIndexes(3)).toEqual([0, 1, 2]);
    expect(pickTickIndexes(28)).toEqual([0, 7, 14, 20, 27]);
  });
});
