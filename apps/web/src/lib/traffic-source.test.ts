import { describe, expect, it } from 'vitest';
import { currentTrafficSource, rememberLanding } from './traffic-source.ts';

const at = (href: string) => new URL(href) as unknown as Location;

describe('the traffic source of a play', () => {
  it('is search on the search page, page elsewhere', () => {
    rememberLanding('', at('https://indiwave.test/songs/first-rain'));
    expect(currentTrafficSource('/search')).toBe('search');
    expect(currentTrafficSource('/songs/first-rain')).toBe('page');
  });

  it('is share on the page a link from another site landed on, and only there', () => {
    rememberLanding('https://chat.example/thread/1', at('https://indiwave.test/songs/first-rain'));
    expect(currentTrafficSource('/songs/first-rain')).toBe('share');
    expect(currentTrafficSource('/songs/other')).toBe('page');
  });

  it('is page when the visit came from inside the app or the referrer is unreadable', () => {
    rememberLanding('https://indiwave.test/artists', at('https://indiwave.test/songs/first-rain'));
    expect(currentTrafficSource('/songs/first-rain')).toBe('page');
    rememberLanding('not a url', at('https://indiwave.test/songs/first-rain'));
    expect(currentTrafficSource('/songs/first-rain')).toBe('page');
  });
});
