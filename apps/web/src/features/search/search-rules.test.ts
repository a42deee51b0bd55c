import { describe, expect, it } from 'vitest';
import { buildSearchPageUrl, isSearchable, readSearchParams, toDropdownKeywords, toSearchOffset } from './search-rules';

describe('search rules (spec 1 §5, §9)', () => {
  it('searches only from 2 characters, spaces not counted', () => {
    expect(isSearchable('a')).toBe(false);
    expect(isSearchable(' a ')).toBe(false);
    expect(isSearchable('ab')).toBe(true);
  });

  it('runs the dropdown search only once the typing paused on a text of 2 or more', () => {
    expect(toDropdownKeywords('mon', 'mo')).toBeNull();
    expect(toDropdownKeywords('m', 'm')).toBeNull();
    expect(toDropdownKeywords('mo', 'mo')).toBe('mo');
    expect(toDropdownKeywords(' monsoon ', 'monsoon')).toBe('monsoon');
  });

  it('keeps words, type and page in the URL and reads them back', () => {
    const url = buildSearchPageUrl({ keywords: 'monsoon theory', type: 'music', page: 3 });
    expect(url).toBe('/search?keywords=monsoon+theory&type=music&page=3');
    expect(readSearchParams(new URL(url, 'http://x').searchParams)).toEqual({ keywords: 'monsoon theory', type: 'music', page: 3 });
    expect(buildSearchPageUrl({ keywords: 'asha', type: null, page: 1 })).toBe('/search?keywords=asha&type=');
  });

  it('reads an unknown type as the overview and a bad page as the first', () => {
    expect(readSearchParams(new URLSearchParams('keywords=a&type=nope&page=-4'))).toEqual({ keywords: 'a', type: null, page: 1 });
  });

  it('pages by 10', () => {
    expect(toSearchOffset(1)).toBe(0);
    expect(toSearchOffset(3)).toBe(20);
  });
});
