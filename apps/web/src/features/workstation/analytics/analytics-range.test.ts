import { WORKSTATION_MESSAGES } from '@indiwave/domain/messages';
import { describe, expect, it } from 'vitest';
import { checkCustomRange, readRangeFromSearch, toAnalyticsQuery, toRangeSearch } from './analytics-range';

const TODAY = '2026-03-31';

describe('the analytics range', () => {
  it('asks the server for a preset or for custom days', () => {
    expect(toAnalyticsQuery({ kind: 'preset', days: 7 })).toEqual({ range: '7' });
    expect(toAnalyticsQuery({ kind: 'custom', from: '2026-03-01', to: '2026-03-10' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
  });

  it('checks custom days as the server does: order, 366 days at most, not in the future', () => {
    expect(checkCustomRange('2026-03-01', '2026-03-31', TODAY)).toBeNull();
    expect(checkCustomRange('2026-03-31', '2026-03-31', TODAY)).toBeNull();
    expect(checkCustomRange('2026-03-10', '2026-03-01', TODAY)).toBe(WORKSTATION_MESSAGES.analyticsRangeInvalid);
    expect(checkCustomRange('', '2026-03-01', TODAY)).toBe(WORKSTATION_MESSAGES.analyticsRangeInvalid);
    expect(checkCustomRange('2026-03-01', '2026-04-01', TODAY)).toBe(WORKSTATION_MESSAGES.analyticsRangeInvalid);
    expect(checkCustomRange('2025-03-31', '2026-03-31', TODAY)).toBeNull();
    expect(checkCustomRange('2025-03-30', '2026-03-31', TODAY)).toBe(WORKSTATION_MESSAGES.analyticsRangeMax);
  });

  it('reads the range from the address, falling back to the last 28 days', () => {
    expect(readRangeFromSearch(new URLSearchParams('range=90'), TODAY)).toEqual({ kind: 'preset', days: 90 });
    expect(readRangeFromSearch(new URLSearchParams('range=30'), TODAY)).toEqual({ kind: 'preset', days: 28 });
    expect(readRangeFromSearch(new URLSearchParams(''), TODAY)).toEqual({ kind: 'preset', days: 28 });
    expect(readRangeFromSearch(new URLSearchParams('from=2026-03-01&to=2026-03-05'), TODAY)).toEqual({
      kind: 'custom',
      from: '2026-03-01',
      to: '2026-03-05',
    });
    expect(readRangeFromSearch(new URLSearchParams('from=2026-03-05&to=2026-03-01'), TODAY)).toEqual({
      kind: 'preset',
      days: 28,
    });
    expect(toRangeSearch({ kind: 'custom', from: '2026-03-01', to: '2026-03-05' }).toString()).toBe(
      'from=2026-03-01&to=2026-03-05',
    );
  });
});
