import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Flag, Mail, Trash2, Tv } from 'lucide-react';
import type { Message } from '@indiwave/domain/contract/messaging';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { confirm } from '../../../ui/confirm.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { RelativeTime } from '../../../ui/RelativeTime.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useDeleteMessage, useMarkMessageUnread } from '../api/change-messages.ts';
import { useConversation } from '../api/show-message.ts';
import { MessageBody } from './MessageBody.tsx';
import { MessageForm } from './MessageForm.tsx';
import { PartyAvatar } from './PartyAvatar.tsx';
import { ReportMessageDialog } from './ReportMessageDialog.tsx';

const ICON_ACTION = 'grid size-8 place-items-center rounded-full text-fg-muted hover:bg-surface-raised hover:text-fg disabled:opacity-60';

type ConversationViewProps = {
  slug: string;
  /** Back to the list (phones), and where 'Mark as unread' and 'Delete conversation' leave to. */
  onLeave: () => void;
};

/** One message as a bubble: yours on the right, theirs on the left, with its actions. */
function MessageBubble({ message, onReport, onLeave }: { message: Message; onReport: (id: number) => void; onLeave: () => void }) {
  const remove = useDeleteMessage();
  const markUnread = useMarkMessageUnread();
  const handleError = (error: unknown) => showToast(readErrorMessage(error), 'error');

  const handleDelete = async () => {
    if (!(await confirm('Delete this message? It is removed for you only; the other person keeps it.'))) return;
    remove.mutate({ id: message.id }, { onSuccess: (reply) => showToast(reply.message, 'success'), onError: handleError });
  };
  const handleMarkUnread = () => {
    markUnread.mutate({ id: message.id }, { onSuccess: onLeave, onError: handleError });
  };

  return (
    <li data-testid="message" className={`flex flex-col gap-1 ${message.is_mine ? 'items-end' : 'items-start'}`}>
      <div className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-sm md:max-w-[70%] ${message.is_mine ? 'rounded-br-md bg-accent text-accent-fg' : 'rounded-bl-md bg-surface-raised text-fg'}`}>
        {message.tv_communication && (
          <p className="mb-1 flex items-center gap-1 text-xs font-semibold opacity-90">
            <Tv aria-hidden size={14} /> TV communication
          </p>
        )}
        <MessageBody body={message.body} />
      </div>
      <div className="flex items-center gap-1 text-xs text-fg-muted">
        <RelativeTime value={message.created_date} />
        {message.is_mine && message.is_read && <span>· Seen</span>}
        {!message.is_mine && (
          <>
            <button type="button" className={ICON_ACTION} aria-label="Mark as unread" title="Mark as unread" disabled={markUnread.isPending} onClick={handleMarkUnread}>
              <Mail aria-hidden size={15} />
            </button>
            <button type="button" className={ICON_ACTION} aria-label="Report message" title="Report message" onClick={() => onReport(message.id)}>
              <Flag aria-hidden size={15} />
            </button>
          </>
        )}
        <button type="button" className={ICON_ACTION} aria-label="Delete message" title="Delete message" disabled={remove.isPending} onClick={() => void handleDelete()}>
          <Trash2 aria-hidden size={15} />
        </button>
      </div>
    </li>
  );
}

/**
 * A conversation (show_message): the other person, the messages oldest first with older pages on
 * demand, and the reply box. Opening it marks what one received read; 'Mark as unread' and
 * 'Delete conversation' (for oneself only) leave it.
 */
export function ConversationView({ slug, onLeave }: ConversationViewProps) {
  const conversation = useConversation(slug);
  const removeConversation = useDeleteMessage();
  const markUnread = useMarkMessageUnread();
  const [reportedId, setReportedId] = useState<number | null>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const [isTv, setIsTv] = useState(false);

  const pages = conversation.data?.pages ?? [];
  const messages = [...pages].reverse().flatMap((page) => page.results);
  const newestId = pages[0]?.results.at(-1)?.id;

  // A new message (sent or received) scrolls into view; loading older pages does not move the view.
  useEffect(() => {
    if (newestId !== undefined) endRef.current?.scrollIntoView({ block: 'end' });
  }, [newestId]);

  const backButton = (
    <button type="button" onClick={onLeave} className="grid size-10 shrink-0 place-items-center rounded-full hover:bg-surface-raised lg:hidden" aria-label="Back to conversations">
      <ArrowLeft aria-hidden size={20} />
    </button>
  );

  if (conversation.isPending) {
    return (
      <div className="p-3">
        {backButton}
        <div aria-hidden="true" className="mt-3 h-40 animate-pulse rounded-xl bg-surface-raised" />
      </div>
    );
  }
  if (conversation.isError) {
    return (
      <div className="grid gap-3 p-3">
        {backButton}
        <FormAlert message={readErrorMessage(conversation.error)} />
      </div>
    );
  }

  const party = pages[0]!.user;
  const handleError = (error: unknown) => showToast(readErrorMessage(error), 'error');
  const handleDeleteConversation = async () => {
    if (!(await confirm(`Delete your conversation with ${party.name}? It is removed for you only; ${party.name} keeps it.`))) return;
    removeConversation.mutate({ slug }, { onSuccess: (reply) => { showToast(reply.message, 'success'); onLeave(); }, onError: handleError });
  };
  const hasReceived = messages.some((message) => !message.is_mine);

  return (
    <section aria-labelledby="conversation-title" className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-2 border-b border-border p-3">
        {backButton}
        <PartyAvatar party={party} size="sm" />
        <h2 id="conversation-title" className="min-w-0 flex-1 truncate text-lg font-semibold text-fg">
          {party.is_team || !party.can_reply ? party.name : <Link to={`/${party.slug_username}`} className="hover:underline">{party.name}</Link>}
        </h2>
        {hasReceived && (
          <button type="button" className={ICON_ACTION} aria-label="Mark conversation as unread" title="Mark as unread" disabled={markUnread.isPending} onClick={() => markUnread.mutate({ slug }, { onSuccess: onLeave, onError: handleError })}>
            <Mail aria-hidden size={17} />
          </button>
        )}
        {messages.length > 0 && (
          <button type="button" className={ICON_ACTION} aria-label="Delete conversation" title="Delete conversation" disabled={removeConversation.isPending} onClick={() => void handleDeleteConversation()}>
            <Trash2 aria-hidden size={17} />
          </button>
        )}
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto p-3 md:p-4">
        {conversation.hasNextPage && (
          <div className="mb-3 text-center">
            <button type="button" className={getButtonClass('ghost', 'sm')} disabled={conversation.isFetchingNextPage} onClick={() => void conversation.fetchNextPage()}>
              Load older messages
            </button>
          </div>
        )}
        {messages.length === 0 ? (
          <p className="py-10 text-center text-sm text-fg-muted">No messages yet. Say hello to {party.name}.</p>
        ) : (
          <ol aria-label={`Messages with ${party.name}`} className="grid gap-3">
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} onReport={setReportedId} onLeave={onLeave} />
            ))}
          </ol>
        )}
        <div ref={endRef} />
      </div>

      <div className="border-t border-border p-3">
        {party.can_reply ? (
          <>
            {party.is_team && (
              <label className="mb-2 flex items-center gap-2 text-sm text-fg">
                <input type="checkbox" className="size-4 accent-accent" checked={isTv} onChange={(event) => setIsTv(event.target.checked)} />
                TV communication (about broadcasting on TV)
              </label>
            )}
            <MessageForm recipient={party.slug_username} isTvCommunication={party.is_team && isTv} variant="reply" onSent={() => undefined} />
          </>
        ) : (
          <p className="text-sm text-fg-muted">This account was deleted, so it cannot be answered.</p>
        )}
      </div>
      {reportedId !== null && <ReportMessageDialog messageId={reportedId} onClose={() => setReportedId(null)} />}
    </section>
  );
}
