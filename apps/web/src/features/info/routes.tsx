import type { RouteObject } from 'react-router';
import type { Crumb, RouteHandle } from '../../lib/route-handle.ts';
import { BRAND, toProductPath } from '../../lib/config.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

const ABOUT: Crumb = { label: 'About', to: '/about' };
const ARTIST: Crumb = { label: 'For Artists', to: '/artist' };
const BRANDS: Crumb = { label: 'Brands', to: '/brands' };

function handle(title: string, crumbs: Crumb[], extra: Omit<RouteHandle, 'title' | 'crumbs'> = {}): RouteHandle {
  return { title, crumbs, ...extra };
}

const artistPage = (title: string, crumb: string): RouteHandle =>
  handle(title, [ARTIST, { label: crumb }], { navType: 'artist_pages' });
const brandPage = (title: string, crumb: string): RouteHandle =>
  handle(title, [BRANDS, { label: crumb }], { navType: 'branding' });

/**
 * The public content pages (issue 2 item 8): FAQ, company pages, the artist and brand marketing
 * pages, programme format and campus (home, contact and the distribution guide have their own
 * features; app/router.tsx puts them side by side). Each page is
 * a lazy route module; `handle` gives the shell the title, the crumbs after Home and the menu.
 */
export const infoRoutes: RouteObject[] = [
  {
    path: 'faq',
    lazy: lazyPage(() => import('./pages/FaqPage.tsx')),
    handle: handle('FAQ', [{ label: 'FAQ' }]),
  },
  {
    path: 'about',
    lazy: lazyPage(() => import('./pages/AboutPage.tsx')),
    handle: handle('About', [{ label: 'About' }]),
  },
  {
    path: 'about/careers',
    lazy: lazyPage(() => import('./pages/CareersPage.tsx')),
    handle: handle('Careers', [ABOUT, { label: 'Careers' }]),
  },
  {
    path: 'about/terms-of-use',
    lazy: lazyPage(() => import('./pages/TermsOfUsePage.tsx')),
    handle: handle('Terms of Use', [ABOUT, { label: 'Terms of Use' }]),
  },
  {
    path: 'about/community-guidelines',
    lazy: lazyPage(() => import('./pages/CommunityGuidelinesPage.tsx')),
    handle: handle('Community Guidelines', [ABOUT, { label: 'Community Guidelines' }]),
  },
  {
    path: 'about/privacy-policy',
    lazy: lazyPage(() => import('./pages/PrivacyPolicyPage.tsx')),
    handle: handle('Privacy Policy', [ABOUT, { label: 'Privacy Policy' }]),
  },
  {
    path: 'artist',
    lazy: lazyPage(() => import('./pages/ArtistPage.tsx')),
    handle: handle('For Artists', [{ label: 'For Artists' }], { navType: 'artist_pages' }),
  },
  {
    path: 'artist/epk',
    lazy: lazyPage(() => import('./pages/EpkPage.tsx')),
    handle: artistPage('Electronic Press Kit', 'Electronic Press Kit'),
  },
  {
    path: 'artist/promotional-tools',
    lazy: lazyPage(() => import('./pages/PromotionalToolsPage.tsx')),
    handle: artistPage('Promotional Tools', 'Promotional Tools'),
  },
  {
    path: 'artist/release-music',
    lazy: lazyPage(() => import('./pages/ReleaseMusicPage.tsx')),
    handle: artistPage('Release Music', 'Release Music'),
  },
  {
    path: toProductPath('artist/broadcast-on-{product}-tv'),
    lazy: lazyPage(() => import('./pages/BroadcastOnTvPage.tsx')),
    handle: artistPage(`Broadcast on ${BRAND.name} TV`, 'Broadcast on TV'),
  },
  {
    path: 'brands',
    lazy: lazyPage(() => import('./pages/BrandsPage.tsx')),
    handle: handle('For Brands', [{ label: 'Brands' }], { navType: 'branding' }),
  },
  {
    path: 'brands/brand-campaigns',
    lazy: lazyPage(() => import('./pages/BrandCampaignsPage.tsx')),
    handle: brandPage('Opportunities for Brands', 'Opportunities for Brands'),
  },
  {
    path: 'brands/content-creation',
    lazy: lazyPage(() => import('./pages/ContentCreationPage.tsx')),
    handle: brandPage('Content Creation', 'Content Creation'),
  },
  {
    path: 'brands/music-licensing',
    lazy: lazyPage(() => import('./pages/MusicLicensingPage.tsx')),
    handle: brandPage('Music Licensing', 'Music Licensing'),
  },
  {
    path: 'brands/influencer-campaign',
    lazy: lazyPage(() => import('./pages/InfluencerCampaignPage.tsx')),
    handle: brandPage('Influencer Campaign', 'Influencer Campaign'),
  },
  {
    path: 'brands/brand-integration-on-tv',
    lazy: lazyPage(() => import('./pages/BrandIntegrationOnTvPage.tsx')),
    handle: brandPage('Brand Integration on TV', 'Brand Integration on TV'),
  },
  {
    path: 'programme-format',
    lazy: lazyPage(() => import('./pages/ProgrammeFormatPage.tsx')),
    handle: handle('Programme Format', [{ label: 'Programme Format' }]),
  },
  {
    path: 'campus',
    lazy: lazyPage(() => import('./pages/CampusPage.tsx')),
    handle: handle('Campus', [{ label: 'Campus' }]),
  },
];
