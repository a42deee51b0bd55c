import { describe, expect, it } from 'vitest';
import { isHelpWidgetHiddenOn } from './help-widget-rules';

describe('isHelpWidgetHiddenOn (spec 1 §2.8)', () => {
  it.each([
    '/songs/blue-hour',
    '/albums/night-drive',
    '/opportunities/summer-sync/apply',
    '/video-songs/live-at-home',
    '/about/contact-us',
    '/artists/filter',
    '/development',
    '/mydashboard/development/tools',
  ])('hides on %s', (path) => {
    expect(isHelpWidgetHiddenOn(path)).toBe(true);
  });

  it.each(['/', '/faq', '/about', '/songs', '/albums', '/video-songs', '/opportunities/summer-sync', '/artists'])(
    'shows on %s',
    (path) => {
      expect(isHelpWidgetHiddenOn(path)).toBe(false);
    },
  );

  it('hides wherever the route asks', () => {
    expect(isHelpWidgetHiddenOn('/faq', true)).toBe(true);
  });
});
