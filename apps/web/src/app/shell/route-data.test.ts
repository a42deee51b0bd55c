import { describe, expect, it } from 'vitest';
import { mergeRouteHandles } from './route-data';

describe('mergeRouteHandles', () => {
  it('fills defaults when no route says anything', () => {
    expect(mergeRouteHandles([undefined, null, {}])).toEqual({
      title: undefined,
      crumbs: [],
      isHeaderHidden: false,
      isFooterHidden: false,
      navType: 'default',
      isHelpWidgetHidden: false,
      isEmbed: false,
    });
  });

  it('lets the deepest route that sets a field win', () => {
    const data = mergeRouteHandles([
      { navType: 'branding', crumbs: [{ label: 'Brands', to: '/brands' }] },
      {
        title: 'Music Licensing',
        crumbs: [{ label: 'Brands', to: '/brands' }, { label: 'Music Licensing' }],
        hideFooter: true,
      },
    ]);
    expect(data.navType).toBe('branding');
    expect(data.title).toBe('Music Licensing');
    expect(data.crumbs).toHaveLength(2);
    expect(data.isFooterHidden).toBe(true);
    expect(data.isHeaderHidden).toBe(false);
  });
});
