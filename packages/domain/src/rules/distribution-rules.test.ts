import { describe, expect, it } from 'vitest';
import { DISTRIBUTION_MESSAGES } from '../messages.ts';
import { checkOriginalReleaseDate, checkReleaseDate, gtinCheckDigit, isValidIsrc, isValidUpc, listTitleHints, normalizeIsrc, toTitleCase } from './distribution-rules.ts';

const now = new Date('2031-01-10T23:30:00.000Z');

describe('codes', () => {
  it('stores an ISRC without hyphens and checks its shape', () => {
    expect(normalizeIsrc('in-ab1-24-00001')).toBe('INAB12400001');
    expect(isValidIsrc('IN-AB1-24-00001')).toBe(true);
    expect(isValidIsrc('INAB1240000')).toBe(false);
    expect(isValidIsrc('1NAB12400001')).toBe(false);
    expect(isValidIsrc('INAB124A0001')).toBe(false);
  });

  it('verifies GTIN-12 and GTIN-13 check digits', () => {
    expect(isValidUpc('036000291452')).toBe(true);
    expect(isValidUpc('036000291453')).toBe(false);
    expect(isValidUpc('4006381333931')).toBe(true);
    expect(isValidUpc('4006381333932')).toBe(false);
    expect(isValidUpc('40063813339')).toBe(false);
    expect(gtinCheckDigit('03600029145')).toBe(2);
    expect(gtinCheckDigit('400638133393')).toBe(1);
  });
});

describe('release dates (READING)', () => {
  it('a new release is 10 days to 10 years ahead', () => {
    expect(checkReleaseDate('2031-01-20', false, now)).toBeNull();
    expect(checkReleaseDate('2031-01-19', false, now)).toBe(DISTRIBUTION_MESSAGES.newReleaseDate);
    expect(checkReleaseDate('2041-01-10', false, now)).toBeNull();
    expect(checkReleaseDate('2041-01-11', false, now)).toBe(DISTRIBUTION_MESSAGES.newReleaseDate);
    expect(checkReleaseDate('2031-02-30', false, now)).toBe(DISTRIBUTION_MESSAGES.newReleaseDate);
  });

  it("a transfer's date is today to 15 days ahead; its original date up to 15 years back", () => {
    expect(checkReleaseDate('2031-01-10', true, now)).toBeNull();
    expect(checkReleaseDate('2031-01-09', true, now)).toBe(DISTRIBUTION_MESSAGES.transferReleaseDate);
    expect(checkReleaseDate('2031-01-25', true, now)).toBeNull();
    expect(checkReleaseDate('2031-01-26', true, now)).toBe(DISTRIBUTION_MESSAGES.transferReleaseDate);
    expect(checkOriginalReleaseDate('2016-01-10', now)).toBeNull();
    expect(checkOriginalReleaseDate('2016-01-09', now)).toBe(DISTRIBUTION_MESSAGES.originalDateInvalid);
    expect(checkOriginalReleaseDate('2031-01-11', now)).toBe(DISTRIBUTION_MESSAGES.originalDateInvalid);
  });
});

describe('title hints', () => {
  it('names featured artists, Explicit, artist names, versions and casing', () => {
    expect(listTitleHints('Monsoon Letters', ['Asha'])).toEqual([]);
    expect(listTitleHints('Rain feat. Ravi', ['Asha'])).toHaveLength(1);
    expect(listTitleHints('Rain (Explicit)', ['Asha'])).toHaveLength(1);
    expect(listTitleHints('Asha Rain Song', ['Asha'])).toHaveLength(1);
    expect(listTitleHints('Rain Song (Remix)', ['Asha'])).toHaveLength(1);
    expect(toTitleCase('rain on the roof')).toBe('Rain on the Roof');
    expect(listTitleHints('बारिश', ['Asha'])).toEqual([]);
  });
});
