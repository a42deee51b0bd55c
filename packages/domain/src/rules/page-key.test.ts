import { describe, expect, it } from 'vitest';
import { isShownOnPage, toPageKey } from './page-key.ts';

describe('toPageKey (spec 1 §3.8 pageType)', () => {
  it('names listings, details, sections and profiles', () => {
    expect(toPageKey('/')).toBe('home');
    expect(toPageKey('/songs')).toBe('songs');
    expect(toPageKey('/songs/monsoon-rain')).toBe('song');
    expect(toPageKey('/video-songs/x')).toBe('video');
    expect(toPageKey('/blogs?category=news')).toBe('blogs');
    expect(toPageKey('/blog/first-post')).toBe('blog');
    expect(toPageKey('/mydashboard/analytics')).toBe('dashboard');
    expect(toPageKey('/indiwave-tv')).toBe('tv');
    expect(toPageKey('/asha-menon')).toBe('profile');
    expect(toPageKey('/embed/song/x')).toBe('other');
    expect(toPageKey('/a/b/c')).toBe('other');
  });

  it("matches a campaign's pages, 'all' matching every page", () => {
    expect(isShownOnPage(['songs'], 'songs')).toBe(true);
    expect(isShownOnPage(['songs'], 'song')).toBe(false);
    expect(isShownOnPage(['all'], 'blog')).toBe(true);
  });
});
