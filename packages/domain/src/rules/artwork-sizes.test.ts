import { describe, expect, it } from 'vitest';
import { toArtworkSizes } from './artwork-sizes';

describe('toArtworkSizes (issue 16)', () => {
  it('offers every stored side of an artwork, whichever side the address names', () => {
    expect(toArtworkSizes('/media/art/Ab_3-x/250.jpg', '44px')).toEqual({
      srcSet: '/media/art/Ab_3-x/200.jpg 200w, /media/art/Ab_3-x/250.jpg 250w, /media/art/Ab_3-x/350.jpg 350w, /media/art/Ab_3-x/500.jpg 500w',
      sizes: '44px',
    });
    expect(toArtworkSizes('https://indiwave.example/media/defaults/artwork/500.jpg', '256px').srcSet).toContain('https://indiwave.example/media/defaults/artwork/200.jpg 200w');
  });

  it('adds nothing to other pictures: profile pictures, YouTube thumbnails, none', () => {
    expect(toArtworkSizes('/media/avatars/0123456789abcdef0123456789abcdef.jpg', '48px')).toEqual({});
    expect(toArtworkSizes('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg', '48px')).toEqual({});
    expect(toArtworkSizes(null, '48px')).toEqual({});
  });
});
