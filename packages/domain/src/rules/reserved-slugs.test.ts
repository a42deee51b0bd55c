import { describe, expect, it } from 'vitest';
import { USERNAME_PATTERN } from '../contract/fields.ts';
import { RESERVED_SLUGS, isReservedSlug } from './reserved-slugs.ts';

describe('reserved slugs (READING: Reserved words)', () => {
  it('refuses every first path segment of the route table (spec 1 §2.1)', () => {
    const segments = [
      'songs', 'albums', 'playlists', 'video-songs', 'artists', 'search', 'register', 'login-full', 'messaging', 'notifications',
      'settings', 'library', 'subscription', 'pro-perks', 'promote', 'distribute', 'distribution', 'distribution-guide',
      'revenuereports', 'upload', 'edit', 'edit-playlist', 'opportunities', 'opportunity', 'blogs', 'blog', 'my-orders',
      'on-boarding', 'faq', 'about', 'artist', 'brands', 'programme-format', 'campus', 'forgot-password', 'reset-password',
      'verify-email', 'embed', 'song-embed', 'album-embed', 'playlist-embed', 'video-embed', 'sdlink', 'what-is-new', 'my-feed',
      'mydashboard', 'api', 'media', 'dev', '404', '404.html', 'admin',
    ];
    for (const segment of segments) expect(isReservedSlug(segment), segment).toBe(true);
  });

  it('refuses the brand words of the configured brand, in any case', () => {
    expect(isReservedSlug('indiwave-tv')).toBe(true);
    expect(isReservedSlug('IndiWave')).toBe(true);
    expect(isReservedSlug('soundwave-tv', 'soundwave')).toBe(true);
    expect(isReservedSlug('indiwave-tv', 'soundwave')).toBe(false);
    expect(isReservedSlug('Settings')).toBe(true);
  });

  it('lets ordinary names through', () => {
    expect(isReservedSlug('asha-menon')).toBe(false);
    expect(isReservedSlug('the-local-train')).toBe(false);
  });

  it('every reserved word is lower case (compared after lower-casing)', () => {
    for (const word of RESERVED_SLUGS) expect(word).toBe(word.toLowerCase());
    expect(USERNAME_PATTERN.test('404.html')).toBe(false);
  });
});
