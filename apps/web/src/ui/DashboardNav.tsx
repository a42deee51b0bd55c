import { Award, ChartLine, Clapperboard, LayoutDashboard, Megaphone, Music } from 'lucide-react';
import { NavLink } from 'react-router';

/** The dashboard's own navigation (spec 1 §2.1: /mydashboard and its sub-pages). */
export const DASHBOARD_TABS = [
  { to: '/mydashboard', label: 'Overview', icon: LayoutDashboard, isEnd: true },
  { to: '/mydashboard/songs', label: 'Songs', icon: Music, isEnd: false },
  { to: '/mydashboard/videos', label: 'Videos', icon: Clapperboard, isEnd: false },
  { to: '/mydashboard/analytics', label: 'Analytics', icon: ChartLine, isEnd: false },
  { to: '/mydashboard/promote', label: 'Promote', icon: Megaphone, isEnd: false },
  { to: '/mydashboard/achievements', label: 'Achievements', icon: Award, isEnd: false },
] as const;

/**
 * The tabs of the dashboard, on every dashboard page (the catalogue's lists and the promo tools
 * render it too). On phones it scrolls sideways rather than wrapping into rows.
 */
export function DashboardNav() {
  return (
    <nav aria-label="Dashboard" className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex min-w-max gap-1 border-b border-border">
        {DASHBOARD_TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.isEnd}
              className={({ isActive }) =>
                `-mb-px flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap ${isActive ? 'border-accent text-fg' : 'border-transparent text-fg-muted hover:text-fg'}`
              }
            >
              <tab.icon aria-hidden size={16} />
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
