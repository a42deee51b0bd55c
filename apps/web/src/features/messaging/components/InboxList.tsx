import { Link } from 'react-router';
import { Inbox } from 'lucide-react';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { CountBadge } from '../../../ui/CountBadge.tsx';
import { FormAlert } from '../../../ui/Field.tsx';
import { RelativeTime } from '../../../ui/RelativeTime.tsx';
import { useInbox } from '../api/get-inbox.ts';
import { PartyAvatar } from './PartyAvatar.tsx';

/** The inbox: one row a conversation, most recent first, unread ones in bold with their count. */
export function InboxList({ selectedSlug }: { selectedSlug: string | null }) {
  const inbox = useInbox();

  if (inbox.isPending) {
    return (
      <ul aria-hidden="true" className="grid gap-1 p-2">
        {[0, 1, 2].map((index) => (
          <li key={index} className="h-16 animate-pulse rounded-xl bg-surface-raised" />
        ))}
      </ul>
    );
  }
  if (inbox.isError) return <div className="p-3"><FormAlert message={readErrorMessage(inbox.error)} /></div>;

  const conversations = inbox.data.pages.flatMap((page) => page.results);
  if (conversations.length === 0) {
    return (
      <div className="grid place-items-center gap-2 px-6 py-12 text-center">
        <Inbox aria-hidden size={32} className="text-fg-muted" />
        <p className="font-semibold text-fg">No messages yet</p>
        <p className="text-sm text-fg-muted">Write to an artist with 'New message'.</p>
      </div>
    );
  }

  return (
    <div>
      <ul aria-label="Conversations" className="grid gap-1 p-2">
        {conversations.map(({ user, last_message: last, unread_count: unread }) => {
          const isSelected = user.slug_username === selectedSlug;
          return (
            <li key={user.slug_username}>
              <Link
                to={`/messaging?user=${encodeURIComponent(user.slug_username)}`}
                aria-current={isSelected ? 'page' : undefined}
                data-unread={unread > 0}
                className={`flex items-start gap-3 rounded-xl p-3 hover:bg-surface-raised ${isSelected ? 'bg-surface-raised' : ''}`}
              >
                <PartyAvatar party={user} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className={`truncate ${unread > 0 ? 'font-bold text-fg' : 'font-medium text-fg'}`}>{user.name}</span>
                    <RelativeTime value={last.created_date} className="shrink-0 text-xs text-fg-muted" />
                  </span>
                  <span className="mt-0.5 flex items-center gap-2">
                    <span className={`line-clamp-1 flex-1 text-sm ${unread > 0 ? 'text-fg' : 'text-fg-muted'}`}>
                      {last.is_mine ? 'You: ' : ''}
                      {last.body}
                    </span>
                    {unread > 0 && <span className="sr-only">, {unread} unread</span>}
                    <CountBadge count={unread} />
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {inbox.hasNextPage && (
        <div className="p-3 text-center">
          <button type="button" className={getButtonClass('secondary', 'sm')} disabled={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
            Show more
          </button>
        </div>
      )}
    </div>
  );
}
