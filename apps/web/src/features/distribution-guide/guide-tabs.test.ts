import { describe, expect, it } from 'vitest';
import { DEFAULT_GUIDE_TAB, GUIDE_TABS, resolveGuideTab } from './guide-tabs.ts';

describe('distribution guide tabs (spec 2 §2.4)', () => {
  it('has the five tabs of the spec, in order', () => {
    expect(GUIDE_TABS.map((tab) => tab.id)).toEqual([
      'release_details',
      'track_details',
      'art_work',
      'scheduling',
      'agreement',
    ]);
  });

  it.each(['release_details', 'track_details', 'art_work', 'scheduling', 'agreement'])(
    'selects %s from ?tab=',
    (tab) => {
      expect(resolveGuideTab(tab)).toBe(tab);
    },
  );

  it.each([null, undefined, '', 'artwork', 'AGREEMENT', 'toString', '__proto__'])(
    'falls back to release_details for %j',
    (value) => {
      expect(resolveGuideTab(value)).toBe('release_details');
      expect(DEFAULT_GUIDE_TAB).toBe('release_details');
    },
  );
});
