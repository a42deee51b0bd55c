import { describe, expect, it } from 'vitest';
import { normalizeSearchText, toSearchTerms } from './search-text.ts';

describe('search text', () => {
  it('folds case and Latin accents, and keeps other scripts whole', () => {
    expect(normalizeSearchText('Café  DÉJÀ-vu!')).toBe('cafe deja vu');
    expect(normalizeSearchText('Ñandú Über')).toBe('nandu uber');
    expect(normalizeSearchText('बारिश की धुन')).toBe('बारिश की धुन'.normalize('NFC'));
  });
  it('makes prefix terms from 2 characters, without repeats, at most 8', () => {
    expect(toSearchTerms('a')).toEqual([]);
    expect(toSearchTerms(' !? ')).toEqual([]);
    expect(toSearchTerms('Mo')).toEqual(['mo']);
    expect(toSearchTerms('monsoon MONSOON th')).toEqual(['monsoon', 'th']);
    expect(toSearchTerms('a b c d e f g h i j')).toHaveLength(8);
  });
});
