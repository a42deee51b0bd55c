import { Link } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { useMessageBadgeCount } from '../../features/messaging/unread-badge';
import { CountBadge } from '../../ui/CountBadge';

/** The message icon (spec 1 §2.4): to /messaging, with the unread-messages badge. */
export function MessagesLink() {
  const count = useMessageBadgeCount(true);
  return (
    <Link
      to="/messaging"
      className="relative grid size-10 shrink-0 place-items-center rounded-full text-fg hover:bg-surface-raised"
      aria-label={count ? `Messages, ${count} unread` : 'Messages'}
    >
      <MessageSquare aria-hidden size={20} />
      <CountBadge count={count} className="absolute -top-0.5 -right-0.5" />
    </Link>
  );
}
