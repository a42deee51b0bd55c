import { describe, expect, it } from 'vitest';
import { toCallUrl } from './call-url';

describe('toCallUrl', () => {
  it('fills and encodes path parameters, keeps the query in the order given and leaves out undefined values', () => {
    expect(toCallUrl('/song/:slug', { slug: 'a b/c' })).toBe('/api/song/a%20b%2Fc');
    expect(toCallUrl('/songs-listing/:type', { type: 'new' }, { genre: undefined, offset: 0, limit: 20, free: true })).toBe('/api/songs-listing/new?offset=0&limit=20&free=true');
    expect(toCallUrl('/genre')).toBe('/api/genre');
  });
});
