import { Briefcase, ChartNoAxesColumn, ScrollText, Flag, Gavel, Megaphone, Newspaper, Tv, Disc3, IndianRupee, MonitorPlay, Radio, ListTree, Trophy, TicketPercent, Undo2, Gift } from 'lucide-react';
import { ConsoleFrame } from '../../features/staff/components/ConsoleFrame.tsx';
import { STAFF_CONSOLE_NAV, STAFF_OVERVIEW_NAV, type ConsoleNavGroup } from '../../features/staff/console-nav.ts';

/** The team's content screens (issue 20): blog posts, campaigns and what they did; the distribution agreement's text (issue 21). */
const CONTENT_CONSOLE_NAV: ConsoleNavGroup[] = [
  {
    heading: 'Content',
    links: [
      { to: '/admin/blogs', label: 'Blog posts', icon: Newspaper },
      { to: '/admin/campaigns', label: 'Campaigns', icon: Megaphone },
      { to: '/admin/site-analytics', label: 'Site analytics', icon: ChartNoAxesColumn },
      { to: '/admin/agreement-templates', label: 'Agreement templates', icon: ScrollText },
    ],
  },
];

/** The catalogue (issue 21 item 5): content the product offers that the team now keeps. */
const CATALOGUE_CONSOLE_NAV: ConsoleNavGroup[] = [
  {
    heading: 'Catalogue',
    links: [
      { to: '/admin/tv-programmes', label: 'TV programmes', icon: MonitorPlay },
      { to: '/admin/radio-stations', label: 'Radio stations', icon: Radio },
      { to: '/admin/reference', label: 'Reference lists', icon: ListTree },
      { to: '/admin/achievements', label: 'Achievements', icon: Trophy },
    ],
  },
];

/** Moderation (issue 21): the reports queue with its appeals, and strikes. */
const MODERATION_CONSOLE_NAV: ConsoleNavGroup[] = [
  {
    heading: 'Moderation',
    links: [
      { to: '/admin/reports', label: 'Reports', icon: Flag },
      { to: '/admin/strikes', label: 'Strikes', icon: Gavel },
    ],
  },
];

/**
 * The other areas' review screens, gathered here (issue 21): they keep their own addresses
 * under /staff and their own guard; the opportunities screen leads to applications and winners.
 */
const REVIEW_CONSOLE_NAV: ConsoleNavGroup[] = [
  {
    heading: 'Review queues',
    links: [
      { to: '/staff/opportunities', label: 'Applications and winners', icon: Briefcase },
      { to: '/staff/tv', label: 'TV pitches', icon: Tv },
      { to: '/admin/releases', label: 'Releases', icon: Disc3 },
      { to: '/admin/revenue', label: 'Revenue and payouts', icon: IndianRupee },
    ],
  },
];

/** Commerce (issue 21 item 5): coupons, refunds and the Pro Perks data. */
const COMMERCE_CONSOLE_NAV: ConsoleNavGroup[] = [
  {
    heading: 'Commerce',
    links: [
      { to: '/admin/coupons', label: 'Coupons', icon: TicketPercent },
      { to: '/admin/refunds', label: 'Refunds', icon: Undo2 },
      { to: '/admin/pro-perks', label: 'Pro Perks', icon: Gift },
    ],
  },
];

/** Every area's console sections, in the order the navigation shows them. */
const CONSOLE_NAV = [...STAFF_OVERVIEW_NAV, ...MODERATION_CONSOLE_NAV, ...REVIEW_CONSOLE_NAV, ...STAFF_CONSOLE_NAV, ...CONTENT_CONSOLE_NAV, ...COMMERCE_CONSOLE_NAV, ...CATALOGUE_CONSOLE_NAV];

/** /admin: the console frame with the navigation of every area (loaded only by staff who open it). */
export default function AdminConsole() {
  return <ConsoleFrame groups={CONSOLE_NAV} />;
}
