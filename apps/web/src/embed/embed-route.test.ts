import { describe, expect, it } from 'vitest';
import { parseEmbedPath } from './embed-route';

describe('parseEmbedPath', () => {
  it('reads the four embeddable types', () => {
    expect(parseEmbedPath('/embed/song/my-song')).toEqual({ type: 'song', slug: 'my-song' });
    expect(parseEmbedPath('/embed/album/an-album/')).toEqual({ type: 'album', slug: 'an-album' });
    expect(parseEmbedPath('/embed/playlist/p1')).toEqual({ type: 'playlist', slug: 'p1' });
    expect(parseEmbedPath('/embed/video/v%C3%A9')).toEqual({ type: 'video', slug: 'vé' });
  });

  it('refuses other types and shapes', () => {
    expect(parseEmbedPath('/embed/podcast/x')).toBeNull();
    expect(parseEmbedPath('/embed/song')).toBeNull();
    expect(parseEmbedPath('/embed/song/a/b')).toBeNull();
    expect(parseEmbedPath('/songs/x')).toBeNull();
    expect(parseEmbedPath('/embed/song/%E0%A4%A')).toBeNull();
  });
});
