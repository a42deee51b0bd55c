import { describe, expect, it } from 'vitest';
import { readArtistFilters, readMusicFilters, toFilterSearch, toListingQuery } from './listing-filters';

describe('listing filters in the URL (issue 6: a listing can be shared)', () => {
  it('reads the order, language and genre, new by default', () => {
    expect(readMusicFilters(new URLSearchParams('type=best&language=hindi&genre=indie-pop'))).toEqual({ type: 'best', language: 'hindi', genre: 'indie-pop' });
    expect(readMusicFilters(new URLSearchParams(''))).toEqual({ type: 'new', language: '', genre: '' });
    expect(readMusicFilters(new URLSearchParams('type=odd&genre=<x>'))).toEqual({ type: 'new', language: '', genre: '' });
  });

  it('keeps the album listing order apart from its type=album', () => {
    expect(readMusicFilters(new URLSearchParams('type=album&order=best'), 'order').type).toBe('best');
    expect(toFilterSearch({ order: 'new', genre: 'folk' }, { type: 'album' })).toBe('?type=album&genre=folk');
  });

  it('writes only what was chosen, leaving the default order out', () => {
    expect(toFilterSearch({ type: 'new', language: '', genre: '' })).toBe('');
    expect(toFilterSearch({ type: 'best', language: 'tamil', genre: '' })).toBe('?type=best&language=tamil');
  });

  it('reads the directory filters and drops an unknown purpose', () => {
    expect(readArtistFilters(new URLSearchParams('purpose=gigs&city=Mumbai&keyword=asha'))).toEqual({ language: '', genre: '', purpose: 'gigs', city: 'Mumbai', keyword: 'asha' });
    expect(readArtistFilters(new URLSearchParams('purpose=spying')).purpose).toBe('');
  });

  it('sends the set filters without the order', () => {
    expect(toListingQuery({ type: 'best', language: 'hindi', genre: '' })).toEqual({ language: 'hindi' });
  });
});
