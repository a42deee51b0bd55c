import { ChartNoAxesColumn, Megaphone, Newspaper } from 'lucide-react';
import { ConsoleFrame } from '../../features/staff/components/ConsoleFrame.tsx';
import { STAFF_CONSOLE_NAV, type ConsoleNavGroup } from '../../features/staff/console-nav.ts';

/** The team's content screens (issue 20): blog posts, campaigns and what they did. */
const CONTENT_CONSOLE_NAV: ConsoleNavGroup[] = [
  {
    heading: 'Content',
    links: [
      { to: '/admin/blogs', label: 'Blog posts', icon: Newspaper },
      { to: '/admin/campaigns', label: 'Campaigns', icon: Megaphone },
      { to: '/admin/site-analytics', label: 'Site analytics', icon: ChartNoAxesColumn },
    ],
  },
];

/** Every area's console sections, in the order the navigation shows them. */
const CONSOLE_NAV = [...STAFF_CONSOLE_NAV, ...CONTENT_CONSOLE_NAV];

/** /admin: the console frame with the navigation of every area (loaded only by staff who open it). */
export default function AdminConsole() {
  return <ConsoleFrame groups={CONSOLE_NAV} />;
}
