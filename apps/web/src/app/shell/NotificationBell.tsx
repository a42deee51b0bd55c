import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Bell } from 'lucide-react';
import { NOTIFICATION_DROPDOWN_SIZE } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { useNotifications } from '../../features/notifications/api/get-notifications';
import { useToggleReadUnread } from '../../features/notifications/api/update-notifications';
import { NotificationItem } from '../../features/notifications/components/NotificationItem';
import { useNotificationBadgeCount } from '../../features/notifications/unread-badge';
import { CountBadge } from '../../ui/CountBadge';
import { useDismiss } from './use-dismiss';

const ICON_BUTTON = 'relative grid size-10 shrink-0 place-items-center rounded-full text-fg hover:bg-surface-raised';

/** The panel's list: the latest two notifications (spec 1 §2.4, §9). A failed call shows nothing (spec 1 §8). */
function LatestNotifications() {
  const latest = useNotifications(0, NOTIFICATION_DROPDOWN_SIZE);
  const toggle = useToggleReadUnread();
  if (latest.isPending) return <div aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-surface-raised" />;
  const items = latest.data?.results ?? [];
  if (items.length === 0) return <p className="px-2 py-6 text-center text-sm text-fg-muted">No notifications yet</p>;
  return (
    <ul className="grid gap-1">
      {items.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          isCompact
          onFollow={() => notification.read_activity === 0 && toggle.mutate({ id: notification.id, readActivity: 1 })}
        />
      ))}
    </ul>
  );
}

/**
 * The notification bell (spec 1 §2.4): its badge counts unread notifications and broadcasts;
 * it opens the latest two with 'View all notifications'.
 */
export function NotificationBell() {
  const [isOpen, setIsOpen] = useState(false);
  const count = useNotificationBadgeCount(true);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => setIsOpen(false), []);

  useEffect(() => setIsOpen(false), [pathname]);
  useDismiss(isOpen, rootRef, buttonRef, close);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className={ICON_BUTTON}
        aria-label={count ? `Notifications, ${count} unread` : 'Notifications'}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setIsOpen((value) => !value)}
      >
        <Bell aria-hidden size={20} />
        <CountBadge count={count} className="absolute -top-0.5 -right-0.5" />
      </button>
      {isOpen && (
        <div id={panelId} className="absolute right-0 mt-2 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl border border-border bg-surface p-2 shadow-2xl">
          <h2 className="px-2 pt-1 pb-2 text-sm font-semibold text-fg">Notifications</h2>
          <LatestNotifications />
          <Link to="/notifications" onClick={close} className="mt-1 block rounded-lg px-3 py-2 text-center text-sm font-semibold text-accent-soft hover:bg-surface-raised">
            {MESSAGES.viewAllNotifications}
          </Link>
        </div>
      )}
    </div>
  );
}
