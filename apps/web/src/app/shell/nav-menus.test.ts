import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { buildSessionUser } from '../../test/render';
import { findGroupOf, selectNavMenu, type NavEntry, type NavMenu } from './nav-menus';

/** A readable outline of a menu: headings, entries, and the links inside groups. */
function outline(menu: NavMenu) {
  const describeEntry = (entry: NavEntry) => {
    if (entry.kind === 'group') return { [entry.label]: entry.links.map((item) => `${item.label} → ${item.to}`) };
    if (entry.kind === 'link') return `${entry.label} → ${entry.to}`;
    return entry.label;
  };
  return menu.sections.map((section) => ({
    heading: section.heading ?? null,
    entries: section.entries.map(describeEntry),
  }));
}

describe('selectNavMenu (spec 1 §2.3)', () => {
  it('gives artists and bands the workstation menu with its four sections', () => {
    const menu = selectNavMenu('default', buildSessionUser({ slug: 'maya-rao' }));
    expect(menu.id).toBe('artist');
    expect(outline(menu)).toEqual([
      { heading: null, entries: ['Search'] },
      {
        heading: 'WORKSTATION',
        entries: ['Dashboard → /mydashboard', 'e-Press Kit → /maya-rao', 'Pro Perks → /pro-perks'],
      },
      {
        heading: 'DISTRIBUTION',
        entries: [
          { Release: ['Create Release → /distribute/music/song', 'My Releases → /distribute/my-releases'] },
          'Analytics → /distribute/analytics',
          { Finance: ['Revenue Report → /revenuereports'] },
        ],
      },
      {
        heading: 'PROMOTION',
        entries: [
          'Promo Tools → /mydashboard/promote',
          { Opportunities: ['New Opportunities → /opportunities', 'My Opportunities → /mydashboard/opportunities'] },
          { 'Broadcast on TV': ['Pitch Video → /mydashboard/tv/pitch', 'My Videos → /mydashboard/tv'] },
        ],
      },
      {
        heading: 'EXPLORE',
        entries: [
          'TV → /indiwave-tv',
          'Blogs → /blogs',
          { Discover: ['Playlists → /playlists', 'Artists → /artists'] },
          'Library → /library',
        ],
      },
    ]);
  });

  it('adds My Agreements under Release once the sign-in check found an agreement (spec 2: the agreements flag)', () => {
    const release = (flags?: { hasAgreements: boolean }) => outline(selectNavMenu('default', buildSessionUser({ slug: 'maya-rao' }), flags))[2].entries[0];
    expect(release()).toEqual({ Release: ['Create Release → /distribute/music/song', 'My Releases → /distribute/my-releases'] });
    expect(release({ hasAgreements: false })).toEqual(release());
    expect(release({ hasAgreements: true })).toEqual({ Release: ['Create Release → /distribute/music/song', 'My Releases → /distribute/my-releases', 'My Agreements → /distribute/agreements'] });
    // Listeners have no agreements to check.
    expect(JSON.stringify(outline(selectNavMenu('default', buildSessionUser({ status: 3, type: 'Listener' }), { hasAgreements: true })))).not.toContain('My Agreements');
  });

  it('gives bands (status 2) the same workstation menu', () => {
    expect(selectNavMenu('default', buildSessionUser({ status: 2, type: 'Band' })).id).toBe('artist');
  });

  it("offers 'Upgrade Now' to non-Pro artists and 'Pro Member' to Pro ones", () => {
    expect(selectNavMenu('default', buildSessionUser({ isProMember: 0 })).proBanner).toMatchObject({
      label: MESSAGES.upgradeNow,
      to: '/subscription',
    });
    // Expired: the EXPIRED badge and a grey crown, leading to the Pro page's renewal (spec 1 §4).
    expect(selectNavMenu('default', buildSessionUser({ isProMember: 2 })).proBanner).toMatchObject({ label: MESSAGES.proMember, badge: 'EXPIRED', isExpired: true, to: '/subscription/indiwave-pro' });
    expect(selectNavMenu('default', buildSessionUser({ isProMember: 1, expdays: 0 })).proBanner).toMatchObject({
      label: MESSAGES.proMember,
      to: '/subscription/indiwave-pro',
      note: 'Expires today',
    });
    expect(selectNavMenu('default', buildSessionUser({ isProMember: 1, expdays: 1 })).proBanner?.note).toBe('Expires in 1 day');
    expect(selectNavMenu('default', buildSessionUser({ isProMember: 1, expdays: 40 })).proBanner?.note).toBe('Expires in 40 days');
  });

  it('gives visitors the short menu without Library', () => {
    const menu = selectNavMenu('default', null);
    expect(menu.id).toBe('anonymous');
    expect(menu.proBanner).toBeUndefined();
    expect(outline(menu)).toEqual([
      {
        heading: null,
        entries: [
          'Get Pro → /subscription',
          'Pro Perks → /pro-perks',
          'Create Release → /distribute/music/song',
          'Promo Tools → /promote',
          'New Opportunities → /opportunities',
          'Pitch Video → /mydashboard/tv/pitch',
          'TV → /indiwave-tv',
          'Blogs → /blogs',
          'Playlists → /playlists',
          'Artists → /artists',
        ],
      },
    ]);
  });

  it('gives listeners the short menu plus Library (signed-in only)', () => {
    const menu = selectNavMenu('default', buildSessionUser({ status: 3, type: 'Listener' }));
    expect(menu.id).toBe('anonymous');
    const labels = menu.sections[0].entries.map((entry) => entry.label);
    expect(labels).toHaveLength(11);
    expect(labels.at(-1)).toBe('Library');
  });

  it('shows the brand variant on branding routes, whoever is signed in', () => {
    for (const user of [null, buildSessionUser()]) {
      const menu = selectNavMenu('branding', user);
      expect(outline(menu)).toEqual([
        {
          heading: null,
          entries: [
            'Opportunities for Brands → /brands/brand-campaigns',
            'Content Creation → /brands/content-creation',
            'Music Licensing → /brands/music-licensing',
            'Influencer Campaign → /brands/influencer-campaign',
            'Brand Integration on TV → /brands/brand-integration-on-tv',
          ],
        },
      ]);
    }
  });

  it('shows the artist-pages variant on artist marketing routes', () => {
    expect(outline(selectNavMenu('artist_pages', buildSessionUser()))).toEqual([
      {
        heading: null,
        entries: [
          'Electronic Press Kit → /artist/epk',
          'Promotional Tools → /artist/promotional-tools',
          'Release Music → /artist/release-music',
          'Broadcast on TV → /artist/broadcast-on-indiwave-tv',
        ],
      },
    ]);
  });

  it('keeps the user menus on user-profile routes', () => {
    expect(selectNavMenu('user-profile', null).id).toBe('anonymous');
    expect(selectNavMenu('user-profile', buildSessionUser()).id).toBe('artist');
  });
});

describe('findGroupOf', () => {
  it('finds the group holding the current page, so it starts open', () => {
    const menu = selectNavMenu('default', buildSessionUser());
    expect(findGroupOf(menu, '/distribute/my-releases')).toBe('release');
    expect(findGroupOf(menu, '/mydashboard/tv')).toBe('broadcast');
    expect(findGroupOf(menu, '/blogs')).toBeNull();
  });
});
