import { describe, expect, it } from 'vitest';
import { toFirstViewPage } from './first-calls';

const brandSlug = 'indiwave';

describe('toFirstViewPage (issue 16)', () => {
  it('names the four pages Lighthouse audits, and no other', () => {
    expect(toFirstViewPage('/', brandSlug)).toEqual({ kind: 'home' });
    expect(toFirstViewPage('/songs', brandSlug)).toEqual({ kind: 'songs' });
    expect(toFirstViewPage('/songs/rain-12', brandSlug)).toEqual({ kind: 'song', slug: 'rain-12' });
    expect(toFirstViewPage('/asha-menon', brandSlug)).toEqual({ kind: 'artist', slug: 'asha-menon' });
    for (const other of ['/faq', '/albums/x', '/songs/x/y', '/about/contact-us']) expect(toFirstViewPage(other, brandSlug), other).toBeNull();
  });
});
