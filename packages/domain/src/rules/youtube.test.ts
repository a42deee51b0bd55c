import { describe, expect, it } from 'vitest';
import { extractYoutubeId, isYoutubeId, toYoutubeThumbnails } from './youtube.ts';

const ID = 'dQw4w9WgXcQ';

describe('YouTube ids (spec 2 §5.5: exactly 11 characters, from any usual URL form)', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `http://youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${ID}&list=PL123&index=2`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}&si=abc`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=xyz&t=10`,
    `youtu.be/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `https://www.youtube.com/attribution_link?u=%2Fwatch%3Fv%3D${ID}%26feature%3Dshare`,
    `  https://www.youtube.com/watch?v=${ID}  `,
    ID,
  ])('%s → the id', (url) => {
    expect(extractYoutubeId(url)).toBe(ID);
  });

  it.each([
    '',
    'not a url',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
    'https://www.youtube.com/channel/UC1234567890',
    'https://vimeo.com/123456789',
    `https://example.com/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `javascript:alert(1)//youtu.be/${ID}`,
    `ftp://youtu.be/${ID}`,
    'https://youtu.be/',
    'https://www.youtube.com/watch?v=dQw4w9WgX<Q',
  ])('%s → null', (url) => {
    expect(extractYoutubeId(url)).toBeNull();
  });

  it('an id is exactly 11 letters, digits, - or _', () => {
    expect(isYoutubeId('a-b_C1234567'.slice(0, 11))).toBe(true);
    expect(isYoutubeId('abc')).toBe(false);
    expect(isYoutubeId('abcdefghij!')).toBe(false);
  });

  it('thumbnails are YouTube addresses of the id (480x360 hq, 640x480 sd)', () => {
    expect(toYoutubeThumbnails(ID)).toEqual({
      img_480x360: `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
      img_640x480: `https://i.ytimg.com/vi/${ID}/sddefault.jpg`,
    });
  });
});
