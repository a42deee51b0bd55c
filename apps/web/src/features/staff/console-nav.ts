import { LayoutDashboard, RadioTower, ScrollText, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { StaffRole } from '@indiwave/domain/constants';

/** One link of the console's navigation; `role: 'admin'` hides it from staff. */
export type ConsoleNavLink = { to: string; label: string; icon: LucideIcon; role?: StaffRole; isEnd?: boolean };
/** A heading and its links; areas add their groups (app/ composes them). */
export type ConsoleNavGroup = { heading: string; links: ConsoleNavLink[] };

/** The console's own sections (this feature); review screens of other areas come in their own groups. */
/** The console's first link: its dashboard of figures. */
export const STAFF_OVERVIEW_NAV: ConsoleNavGroup[] = [{ heading: 'Overview', links: [{ to: '/admin', label: 'Dashboard', icon: LayoutDashboard, isEnd: true }] }];

export const STAFF_CONSOLE_NAV: ConsoleNavGroup[] = [
  {
    heading: 'Team',
    links: [
      { to: '/admin/team', label: 'Team and roles', icon: ShieldCheck },
      { to: '/admin/audit', label: 'Audit log', icon: ScrollText },
    ],
  },
  {
    heading: 'Outreach',
    links: [{ to: '/admin/broadcasts', label: 'Broadcasts', icon: RadioTower }],
  },
];

