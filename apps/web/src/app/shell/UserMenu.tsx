import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useMessageBadgeCount } from '../../features/messaging/unread-badge';
import { useNotificationBadgeCount } from '../../features/notifications/unread-badge';
import { isArtistOrBand, type SessionUser } from '../../lib/session';
import { useIsMobile } from '../../lib/use-media-query';
import { CountBadge } from '../../ui/CountBadge';
import { useDismiss } from './use-dismiss';

/** A menu entry; `badge` names the unread count it shows (phones: Inbox, Notifications). */
type MenuLink = { label: string; to: string; badge?: 'messages' | 'notifications' };

/**
 * The entries of the profile menu (spec 1 §2.4): on desktop My e-Press Kit, My Dashboard (artists
 * and bands, who have one) and Settings; on phones My e-Press Kit, Inbox, Notifications, My Cart
 * and Settings. Logout ends both.
 */
export function buildUserMenuLinks(user: SessionUser, isMobile: boolean, pathname: string): MenuLink[] {
  const epk = { label: 'My e-Press Kit', to: `/${user.slug}` };
  const settings = { label: 'Settings', to: '/settings' };
  // The console and the review screens are only in the menus of the team (issues 19, 21); the server checks the role anyway.
  const staff: MenuLink[] = user.isStaff
    ? [{ label: 'Staff console', to: '/admin' }, { label: 'Review opportunities', to: '/staff/opportunities' }, { label: 'Review TV pitches', to: '/staff/tv' }]
    : [];
  if (isMobile) {
    // The cart dialog opens over the current page (features/commerce CartDialogHost reads ?cart=1).
    return [epk, { label: 'Inbox', to: '/messaging', badge: 'messages' }, { label: 'Notifications', to: '/notifications', badge: 'notifications' }, { label: 'My Cart', to: `${pathname}?cart=1` }, ...staff, settings];
  }
  return [epk, ...(isArtistOrBand(user) ? [{ label: 'My Dashboard', to: '/mydashboard' }] : []), ...staff, settings];
}

/**
 * The signed-in user's profile menu (spec 1 §2.4): My e-Press Kit, My Dashboard, Settings,
 * Logout. A disclosure of plain links, so it reads and tabs like the rest of the page.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isMobile = useIsMobile();
  const { pathname } = useLocation();

  // Phones have no bell or message icon in the header: the menu carries their counts.
  const counts = { messages: useMessageBadgeCount(isMobile), notifications: useNotificationBadgeCount(isMobile) };
  const unreadTotal = (counts.messages ?? 0) + (counts.notifications ?? 0);
  const close = useCallback(() => setIsOpen(false), []);

  useEffect(() => setIsOpen(false), [pathname]);
  useDismiss(isOpen, rootRef, buttonRef, close);

  const handleLogout = () => {
    setIsOpen(false);
    // The logout call and its contract load on demand; the local session clears whatever happens.
    void import('../../features/accounts/api/logout').then(({ signOut }) => signOut({ navigate, queryClient }));
  };

  const itemClass = 'block w-full rounded-lg px-3 py-2 text-left text-sm text-fg hover:bg-surface-raised';
  const initial = (user.name || user.slug).trim().charAt(0).toUpperCase();

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setIsOpen((value) => !value)}
        className="relative flex items-center gap-2 rounded-full p-1 pr-2 hover:bg-surface-raised"
      >
        {user.dp ? (
          <img src={user.dp} alt="" className="size-9 rounded-full object-cover" />
        ) : (
          <span aria-hidden className="grid size-9 place-items-center rounded-full bg-accent font-bold text-accent-fg">
            {initial}
          </span>
        )}
        <span className="max-w-32 truncate text-sm font-semibold max-md:sr-only">{user.name}</span>
        <span className="sr-only">: account menu{isMobile && unreadTotal > 0 ? `, ${unreadTotal} unread` : ''}</span>
        {isMobile && <CountBadge count={unreadTotal} className="absolute -top-0.5 left-7" />}
        <ChevronDown aria-hidden size={16} className="text-fg-muted" />
      </button>
      {isOpen && (
        <div
          id={panelId}
          className="absolute right-0 mt-2 w-56 rounded-2xl border border-border bg-surface p-2 shadow-2xl"
        >
          <ul>
            {buildUserMenuLinks(user, isMobile, pathname).map((item) => (
              <li key={item.label}>
                <Link className={`${itemClass} flex items-center justify-between gap-2`} to={item.to}>
                  {item.label}
                  {item.badge && counts[item.badge] ? <span className="sr-only">, {counts[item.badge]} unread</span> : null}
                  {item.badge && <CountBadge count={counts[item.badge]} />}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className={itemClass} onClick={handleLogout}>
                Logout
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
