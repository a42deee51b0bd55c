import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BellOff, CheckCheck, EyeOff, Mail, MailOpen } from 'lucide-react';
import { DEFAULT_LIMIT } from '@indiwave/domain/constants';
import type { Notification } from '@indiwave/domain/contract/notifications';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useHideNotification, useMarkAllRead, useToggleReadUnread } from '../api/update-notifications.ts';
import { NotificationItem } from '../components/NotificationItem.tsx';
import { describePage, readPageNumber } from '../paging.ts';
import { useNotificationBadgeCount } from '../unread-badge.ts';

const ACTION_CLASS = 'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-fg-muted hover:bg-surface-raised hover:text-fg disabled:opacity-60';

/** Read/unread and hide, for one notification of the page. */
function NotificationActions({ notification }: { notification: Notification }) {
  const toggle = useToggleReadUnread();
  const hide = useHideNotification();
  const isUnread = notification.read_activity === 0;
  const handleError = (error: unknown) => showToast(readErrorMessage(error), 'error');
  return (
    <>
      <button
        type="button"
        className={ACTION_CLASS}
        disabled={toggle.isPending}
        onClick={() => toggle.mutate({ id: notification.id, readActivity: isUnread ? 1 : 0 }, { onError: handleError })}
      >
        {isUnread ? <MailOpen aria-hidden size={16} /> : <Mail aria-hidden size={16} />}
        {isUnread ? 'Mark as read' : 'Mark as unread'}
      </button>
      <button type="button" className={ACTION_CLASS} disabled={hide.isPending} onClick={() => hide.mutate(notification.id, { onError: handleError })}>
        <EyeOff aria-hidden size={16} />
        Hide
      </button>
    </>
  );
}

/** Placeholder rows while a page loads. */
function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-2">
      {[0, 1, 2, 3].map((index) => (
        <li key={index} className="h-20 animate-pulse rounded-xl bg-surface" />
      ))}
    </ul>
  );
}

/**
 * /notifications (signed-in only; spec 1 §2.1, §3.3): every notification, newest first, a page
 * of 20 at a time; each can be marked read or unread and hidden; 'Mark all as read' clears the bell.
 */
export default function NotificationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = readPageNumber(searchParams.get('page'));
  const requestedOffset = (requested - 1) * DEFAULT_LIMIT;
  const list = useNotifications(requestedOffset, DEFAULT_LIMIT);
  const markAll = useMarkAllRead();
  const unread = useNotificationBadgeCount(true);
  const count = list.data?.count ?? 0;
  const page = describePage(requested, DEFAULT_LIMIT, count);

  // Hiding the last items of the last page leaves it past the end: show the new last page.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page.page !== requested) {
      setSearchParams(page.page > 1 ? { page: String(page.page) } : {}, { replace: true });
    }
  }, [list.data, list.isPlaceholderData, page.page, requested, setSearchParams]);

  const handleMarkAll = () => {
    markAll.mutate(undefined, {
      onSuccess: (reply) => showToast(reply.message, 'success'),
      onError: (error) => showToast(readErrorMessage(error), 'error'),
    });
  };

  const pageLink = (number: number) => (number > 1 ? `/notifications?page=${number}` : '/notifications');

  return (
    <div className="mx-auto max-w-content px-4 py-8 md:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-fg">Notifications</h1>
          <p className="mt-1 text-fg-muted" aria-live="polite">
            {unread === null ? '' : unread > 0 ? `${unread} unread` : 'You are all caught up.'}
          </p>
        </div>
        <button type="button" className={getButtonClass('secondary', 'sm')} disabled={markAll.isPending || unread === 0} onClick={handleMarkAll}>
          <CheckCheck aria-hidden size={16} />
          Mark all as read
        </button>
      </div>

      <div className="mt-6">
        {list.isPending ? (
          <ListSkeleton />
        ) : list.isError ? (
          <FormAlert message={readErrorMessage(list.error)} />
        ) : list.data.results.length === 0 ? (
          <div className="grid place-items-center gap-3 rounded-2xl border border-border bg-surface px-6 py-16 text-center">
            <BellOff aria-hidden size={36} className="text-fg-muted" />
            <h2 className="text-lg font-semibold text-fg">No notifications yet</h2>
            <p className="max-w-sm text-sm text-fg-muted">When someone follows you, claps for your music or writes to you, you will read it here.</p>
          </div>
        ) : (
          <ul aria-label="Notifications" className={`grid gap-2 transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
            {list.data.results.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} actions={<NotificationActions notification={notification} />} />
            ))}
          </ul>
        )}
      </div>

      {page.pageCount > 1 && (
        <nav aria-label="Pages of notifications" className="mt-6 flex items-center justify-between gap-4">
          {page.hasPrevious ? (
            <Link to={pageLink(page.page - 1)} className={getButtonClass('secondary', 'sm')}>
              Previous
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-fg-muted">
            Page {page.page} of {page.pageCount}
          </p>
          {page.hasNext ? (
            <Link to={pageLink(page.page + 1)} className={getButtonClass('secondary', 'sm')}>
              Next
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
