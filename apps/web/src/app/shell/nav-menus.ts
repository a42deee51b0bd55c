import {
  BriefcaseBusiness,
  ChartLine,
  Clapperboard,
  Compass,
  Crown,
  Disc3,
  FileMusic,
  Gift,
  Handshake,
  IdCard,
  LayoutDashboard,
  Library,
  ListMusic,
  Megaphone,
  Newspaper,
  Search,
  Sparkles,
  Tv,
  TvMinimalPlay,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { COMMERCE_MESSAGES, MESSAGES } from '@indiwave/domain/messages';
import { formatDaysToExpiry } from '@indiwave/domain/rules/session-user';
import { PRO_STATE } from '@indiwave/domain/constants';
import { toProductPath } from '../../lib/config';
import { isArtistOrBand, type SessionUser } from '../../lib/session';
import type { NavType } from '../../lib/route-handle';

/** A link of the drawer. */
export type NavLinkEntry = { kind: 'link'; label: string; to: string; icon: LucideIcon };
/** A collapsible group of links; one group is open at a time (spec 1 §2.3). */
export type NavGroupEntry = {
  kind: 'group';
  id: string;
  label: string;
  icon: LucideIcon;
  links: { label: string; to: string }[];
};
/** The phone-only Search entry of the artist menu: it opens the header's search box. */
export type NavSearchEntry = { kind: 'search'; label: string; icon: LucideIcon };
export type NavEntry = NavLinkEntry | NavGroupEntry | NavSearchEntry;
/** A run of entries under an optional heading (WORKSTATION, DISTRIBUTION …). */
export type NavSection = { heading?: string; entries: NavEntry[] };
/**
 * The banner on top of the artist menu (spec 1 §2.3, §4): 'Upgrade Now' for a non-member,
 * 'Pro Member' with the days to expiry for a member, and for an expired one the EXPIRED badge
 * and a grey crown.
 */
export type ProBanner = { label: string; to: string; isPro: boolean; isExpired: boolean; badge: string | null; note: string | null };
export type NavMenuId = 'branding' | 'artist_pages' | 'artist' | 'anonymous';
export type NavMenu = { id: NavMenuId; label: string; proBanner?: ProBanner; sections: NavSection[] };

const link = (label: string, to: string, icon: LucideIcon): NavLinkEntry => ({ kind: 'link', label, to, icon });

const SUBSCRIPTION_PATH = '/subscription';
const PRO_PAGE_PATH = toProductPath('/subscription/{product}-pro');
const TV_PATH = toProductPath('/{product}-tv');

/** Brand pages' menu (spec 1 §2.3 brand variant). */
export const BRANDING_MENU: NavMenu = {
  id: 'branding',
  label: 'Brands',
  sections: [
    {
      entries: [
        link('Opportunities for Brands', '/brands/brand-campaigns', Handshake),
        link('Content Creation', '/brands/content-creation', Clapperboard),
        link('Music Licensing', '/brands/music-licensing', FileMusic),
        link('Influencer Campaign', '/brands/influencer-campaign', Sparkles),
        link('Brand Integration on TV', '/brands/brand-integration-on-tv', Tv),
      ],
    },
  ],
};

/** Artist marketing pages' menu (spec 1 §2.3 artist-pages variant). */
export const ARTIST_PAGES_MENU: NavMenu = {
  id: 'artist_pages',
  label: 'For artists',
  sections: [
    {
      entries: [
        link('Electronic Press Kit', '/artist/epk', IdCard),
        link('Promotional Tools', '/artist/promotional-tools', Megaphone),
        link('Release Music', '/artist/release-music', Disc3),
        link('Broadcast on TV', toProductPath('/artist/broadcast-on-{product}-tv'), Tv),
      ],
    },
  ],
};

/** The days to expiry under 'Pro Member' (spec 1 §4: 'today', '1 day', 'N days'). */
function describeExpiry(days: number | undefined): string | null {
  if (days === undefined) return null;
  const text = formatDaysToExpiry(days);
  return text === 'today' ? 'Expires today' : `Expires in ${text}`;
}

/** What the menu shows beyond the session: the agreements flag of the sign-in check (spec 2). */
export type NavMenuFlags = { hasAgreements: boolean };

/** The signed-in artist's or band's workstation menu (spec 1 §2.3); My Agreements once they have one. */
export function buildArtistMenu(user: SessionUser, flags: NavMenuFlags = { hasAgreements: false }): NavMenu {
  const isPro = user.isProMember === PRO_STATE.active;
  const isExpired = user.isProMember === PRO_STATE.expired;
  return {
    id: 'artist',
    label: 'Workstation',
    proBanner: isPro
      ? { label: MESSAGES.proMember, to: PRO_PAGE_PATH, isPro, isExpired, badge: null, note: describeExpiry(user.expdays) }
      : isExpired
        ? { label: MESSAGES.proMember, to: PRO_PAGE_PATH, isPro, isExpired, badge: COMMERCE_MESSAGES.expiredBadge, note: null }
        : { label: MESSAGES.upgradeNow, to: SUBSCRIPTION_PATH, isPro, isExpired, badge: null, note: null },
    sections: [
      { entries: [{ kind: 'search', label: 'Search', icon: Search }] },
      {
        heading: 'WORKSTATION',
        entries: [
          link('Dashboard', '/mydashboard', LayoutDashboard),
          link('e-Press Kit', `/${user.slug}`, IdCard),
          link('Pro Perks', '/pro-perks', Gift),
        ],
      },
      {
        heading: 'DISTRIBUTION',
        entries: [
          {
            kind: 'group',
            id: 'release',
            label: 'Release',
            icon: Disc3,
            links: [
              { label: 'Create Release', to: '/distribute/music/song' },
              { label: 'My Releases', to: '/distribute/my-releases' },
              ...(flags.hasAgreements ? [{ label: 'My Agreements', to: '/distribute/agreements' }] : []),
            ],
          },
          link('Analytics', '/distribute/analytics', ChartLine),
          {
            kind: 'group',
            id: 'finance',
            label: 'Finance',
            icon: Wallet,
            links: [{ label: 'Revenue Report', to: '/revenuereports' }],
          },
        ],
      },
      {
        heading: 'PROMOTION',
        entries: [
          link('Promo Tools', '/mydashboard/promote', Megaphone),
          {
            kind: 'group',
            id: 'opportunities',
            label: 'Opportunities',
            icon: BriefcaseBusiness,
            links: [
              { label: 'New Opportunities', to: '/opportunities' },
              { label: 'My Opportunities', to: '/mydashboard/opportunities' },
            ],
          },
          {
            kind: 'group',
            id: 'broadcast',
            label: 'Broadcast on TV',
            icon: Tv,
            links: [
              { label: 'Pitch Video', to: '/mydashboard/tv/pitch' },
              { label: 'My Videos', to: '/mydashboard/tv' },
            ],
          },
        ],
      },
      {
        heading: 'EXPLORE',
        entries: [
          link('TV', TV_PATH, TvMinimalPlay),
          link('Blogs', '/blogs', Newspaper),
          {
            kind: 'group',
            id: 'discover',
            label: 'Discover',
            icon: Compass,
            links: [
              { label: 'Playlists', to: '/playlists' },
              { label: 'Artists', to: '/artists' },
            ],
          },
          link('Library', '/library', Library),
        ],
      },
    ],
  };
}

/**
 * Listeners' and visitors' menu (spec 1 §2.3). The Library entry is for signed-in users
 * only (spec 1 §6), so a listener sees it and a visitor does not.
 */
export function buildAnonymousMenu(isSignedIn: boolean): NavMenu {
  const entries: NavEntry[] = [
    link('Get Pro', SUBSCRIPTION_PATH, Crown),
    link('Pro Perks', '/pro-perks', Gift),
    link('Create Release', '/distribute/music/song', Disc3),
    link('Promo Tools', '/promote', Megaphone),
    link('New Opportunities', '/opportunities', BriefcaseBusiness),
    link('Pitch Video', '/mydashboard/tv/pitch', Clapperboard),
    link('TV', TV_PATH, TvMinimalPlay),
    link('Blogs', '/blogs', Newspaper),
    link('Playlists', '/playlists', ListMusic),
    link('Artists', '/artists', Users),
  ];
  if (isSignedIn) entries.push(link('Library', '/library', Library));
  return { id: 'anonymous', label: 'Explore', sections: [{ entries }] };
}

/**
 * The one menu the drawer shows (spec 1 §2.3): the route's branding or artist-pages
 * variant first, then the workstation for artists and bands (status 1 or 2), else the
 * listeners' and visitors' menu.
 */
export function selectNavMenu(navType: NavType, user: SessionUser | null, flags?: NavMenuFlags): NavMenu {
  if (navType === 'branding') return BRANDING_MENU;
  if (navType === 'artist_pages') return ARTIST_PAGES_MENU;
  if (user && isArtistOrBand(user)) return buildArtistMenu(user, flags);
  return buildAnonymousMenu(user !== null);
}

/** The group holding the current path, so the drawer opens on the section in use. */
export function findGroupOf(menu: NavMenu, pathname: string): string | null {
  for (const section of menu.sections) {
    for (const entry of section.entries) {
      if (entry.kind === 'group' && entry.links.some((item) => item.to === pathname)) return entry.id;
    }
  }
  return null;
}
