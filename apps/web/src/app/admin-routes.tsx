import type { RouteObject } from 'react-router';
import { moderationConsoleRoutes } from '../features/staff/moderation-routes';
import { CONSOLE_CRUMB, requireStaffHere, staffConsoleRoutes } from '../features/staff/routes';
import { lazyPage } from '../lib/lazy-page';
import type { RouteHandle } from '../lib/route-handle';

const contentSection = (path: string, label: string, load: Parameters<typeof lazyPage>[0]): RouteObject => ({
  path,
  lazy: lazyPage(load),
  handle: { title: label, crumbs: [CONSOLE_CRUMB, { label }] } satisfies RouteHandle,
});

/** The team's blog, campaign and analytics screens (issue 20). */
const contentConsoleRoutes: RouteObject[] = [
  contentSection('blogs', 'Blog posts', () => import('../features/staff-content/pages/StaffBlogsPage.tsx')),
  contentSection('campaigns', 'Campaigns', () => import('../features/staff-content/pages/StaffAdsPage.tsx')),
  contentSection('site-analytics', 'Site analytics', () => import('../features/staff-content/pages/StaffAnalyticsPage.tsx')),
  // Distribution's review (issue 18).
  contentSection('releases', 'Releases', () => import('../features/distribution/pages/StaffReleasesPage.tsx')),
  // Revenue (issue 18 item 6): statement imports and the payout queue.
  contentSection('revenue', 'Revenue', () => import('../features/distribution/pages/StaffRevenuePage.tsx')),
  // The agreement's versions (issue 21 item 5).
  contentSection('agreement-templates', 'Agreement templates', () => import('../features/distribution/pages/StaffAgreementTemplatesPage.tsx')),
  // The catalogue (issue 21 item 5): what the team keeps of the channel, the stations and the lists.
  contentSection('tv-programmes', 'TV programmes', () => import('../features/tv/pages/StaffTvProgrammesPage.tsx')),
  contentSection('radio-stations', 'Radio stations', () => import('../features/promo/pages/StaffRadioStationsPage.tsx')),
  contentSection('reference', 'Reference lists', () => import('../features/reference/pages/StaffReferencePage.tsx')),
  contentSection('achievements', 'Achievements', () => import('../features/workstation/pages/StaffAchievementsPage.tsx')),
];

/** Commerce (issue 21 item 5, issue 17): coupons, refunds and the Pro Perks data. */
const commerceConsoleRoutes: RouteObject[] = [
  contentSection('coupons', 'Coupons', () => import('../features/staff-commerce/pages/StaffCouponsPage.tsx')),
  contentSection('refunds', 'Refunds', () => import('../features/staff-commerce/pages/StaffRefundsPage.tsx')),
  contentSection('pro-perks', 'Pro Perks', () => import('../features/staff-commerce/pages/StaffProPerksPage.tsx')),
];

/**
 * The staff console at /admin (issue 21): one guarded, lazy frame; each area's sections are its
 * children, lazy too, so nothing of the console reaches the public entry chunk.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    loader: requireStaffHere,
    lazy: lazyPage(() => import('./admin/AdminConsole.tsx')),
    handle: { title: 'Staff console', crumbs: [{ label: CONSOLE_CRUMB.label }] } satisfies RouteHandle,
    children: [...staffConsoleRoutes, ...moderationConsoleRoutes, ...contentConsoleRoutes, ...commerceConsoleRoutes],
  },
];
