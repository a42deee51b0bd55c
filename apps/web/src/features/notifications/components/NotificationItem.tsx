import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Notification } from '@indiwave/domain/contract/notifications';
import { RelativeTime } from '../../../ui/RelativeTime.tsx';
import { SafeHtml } from '../../../ui/SafeHtml.tsx';
import { isAppPath, isFollowableLink } from '../notification-links.ts';
import { toArtworkSizes } from '@indiwave/domain/rules/artwork-sizes';

type NotificationItemProps = {
  notification: Notification;
  /** The dropdown's smaller look. */
  isCompact?: boolean;
  /** Called when the call-to-action is followed (the item becomes read). */
  onFollow?: () => void;
  /** Buttons of the page (read/unread, hide). */
  actions?: ReactNode;
};

/** The call-to-action of a notification: a path of the app in place, another site in a new tab. */
function CallToAction({ link, text, onFollow }: { link: string; text: string; onFollow?: () => void }) {
  const className = 'text-sm font-semibold text-accent-soft underline-offset-2 hover:underline';
  if (isAppPath(link)) {
    return (
      <Link to={link} className={className} onClick={onFollow}>
        {text}
      </Link>
    );
  }
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className={className} onClick={onFollow}>
      {text}
    </a>
  );
}

/**
 * One notification (spec 1 §3.3): its picture, its sentence (HTML, sanitised again here), when it
 * happened, and its call to action. Unread ones are tinted and say so to screen readers.
 */
export function NotificationItem({ notification, isCompact = false, onFollow, actions }: NotificationItemProps) {
  const { message } = notification;
  const isUnread = notification.read_activity === 0;
  return (
    <li
      data-testid="notification-item"
      data-unread={isUnread}
      className={`flex items-start gap-3 rounded-xl ${isCompact ? 'p-2' : 'p-3 md:p-4'} ${isUnread ? 'bg-accent/15' : ''}`}
    >
      <img loading="lazy" decoding="async" {...toArtworkSizes(message.img, isCompact ? '40px' : '48px')} src={message.img} alt="" width={48} height={48} className={`${isCompact ? 'size-10' : 'size-12'} shrink-0 rounded-full bg-surface-raised object-cover`} />
      <div className="min-w-0 flex-1">
        <SafeHtml as="p" html={message.text} className="text-sm break-words text-fg [&_b]:font-semibold" />
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-fg-muted">
          <RelativeTime value={notification.created_date} />
          {isUnread && (
            <span className="inline-flex items-center gap-1 font-semibold text-accent-soft">
              <span aria-hidden="true" className="size-2 rounded-full bg-highlight" />
              Unread
            </span>
          )}
        </p>
        {isFollowableLink(message.cta_link) && message.cta_text && (
          <p className="mt-1.5">
            <CallToAction link={message.cta_link} text={message.cta_text} onFollow={onFollow} />
          </p>
        )}
      </div>
      {actions && <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center">{actions}</div>}
    </li>
  );
}
