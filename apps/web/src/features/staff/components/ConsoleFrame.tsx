import { NavLink, Outlet } from 'react-router';
import type { StaffRole } from '@indiwave/domain/constants';
import type { ConsoleNavGroup } from '../console-nav.ts';
import { useStaffMe } from '../api/get-staff-me.ts';

type ConsoleFrameProps = { groups: ConsoleNavGroup[] };

/** True when a link shows for this role: admin-only links hide from staff. */
export function isLinkShown(linkRole: StaffRole | undefined, role: StaffRole | undefined): boolean {
  return linkRole !== 'admin' || role === 'admin';
}

/**
 * The staff console's frame (issue 21): its navigation beside the section in view (above it on
 * phones, scrolling sideways). Sections load on demand as their own chunks. When the session's
 * role has gone (revoked since sign-in), the server refuses every call and the frame says so.
 */
export function ConsoleFrame({ groups }: ConsoleFrameProps) {
  const me = useStaffMe();
  const role = me.data?.role;
  if (me.isError) {
    return (
      <div className="mx-auto max-w-content px-4 py-10 md:px-8">
        <h1 className="text-2xl font-bold text-fg">Staff console</h1>
        <p role="alert" className="mt-4 text-fg-muted">
          {me.error.message}
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-content flex-col gap-6 px-4 pt-4 pb-10 md:flex-row md:px-8">
      {/* relative: the groups' sr-only headings are absolutely placed; without a positioned scroll box they stick out of
          the document, and a phone lays the page out 1500 px wide (zoomed out). */}
      <nav aria-label="Staff console" className="relative -mx-4 overflow-x-auto px-4 md:mx-0 md:w-56 md:shrink-0 md:overflow-visible md:px-0">
        <ul className="flex min-w-max gap-1 md:min-w-0 md:flex-col md:gap-4">
          {groups.map((group) => {
            const links = group.links.filter((link) => isLinkShown(link.role, role));
            if (links.length === 0) return null;
            return (
              <li key={group.heading} className="flex gap-1 md:flex-col">
                <span className="sr-only md:not-sr-only md:px-3 md:text-xs md:font-semibold md:tracking-wider md:text-fg-muted md:uppercase">{group.heading}</span>
                <ul className="flex gap-1 md:flex-col">
                  {links.map((link) => (
                    <li key={link.to}>
                      <NavLink
                        to={link.to}
                        end={link.isEnd}
                        className={({ isActive }) =>
                          `flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap ${isActive ? 'bg-surface-raised text-fg' : 'text-fg-muted hover:bg-surface-raised hover:text-fg'}`
                        }
                      >
                        <link.icon aria-hidden size={16} />
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
