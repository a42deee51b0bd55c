import { Link, useNavigate, useSearchParams } from 'react-router';
import { MessageSquarePlus, MessagesSquare } from 'lucide-react';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { ComposePanel } from '../components/ComposePanel.tsx';
import { ConversationView } from '../components/ConversationView.tsx';
import { InboxList } from '../components/InboxList.tsx';

/**
 * /messaging (signed-in only): the inbox beside the open conversation on wide screens; on
 * phones the list, then the conversation with a way back. `?user={slug}` (the link message
 * notifications carry) opens a conversation, `?to={slug}` (the e-Press Kit's link) a new message
 * to that artist, `?compose=1` an empty one and `?tv=1` one to the TV team.
 */
export default function MessagingPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const conversationSlug = searchParams.get('user')?.trim().toLowerCase() || null;
  const toSlug = searchParams.get('to')?.trim() ?? '';
  const isTv = searchParams.get('tv') === '1';
  const isComposing = !conversationSlug && (searchParams.has('to') || searchParams.has('compose') || isTv);
  const isDetailShown = Boolean(conversationSlug) || isComposing;

  const goToInbox = () => navigate('/messaging');
  const openConversation = (slug: string) => navigate(`/messaging?user=${encodeURIComponent(slug)}`);

  return (
    <div className="mx-auto flex max-w-content flex-col px-0 py-4 md:px-8 md:py-8">
      <div className={`flex items-center justify-between gap-3 px-4 pb-4 md:px-0 ${isDetailShown ? 'max-lg:sr-only' : ''}`}>
        <h1 className="text-2xl font-bold text-fg md:text-3xl">Messages</h1>
        <Link to="/messaging?compose=1" className={getButtonClass('primary', 'sm')}>
          <MessageSquarePlus aria-hidden size={16} />
          New message
        </Link>
      </div>
      <div className="grid min-h-[28rem] border-border bg-surface md:rounded-2xl md:border lg:h-[calc(100dvh-var(--header-height)-12rem)] lg:grid-cols-[20rem_1fr]">
        <nav aria-label="Inbox" className={`min-h-0 overflow-y-auto border-border lg:border-r ${isDetailShown ? 'max-lg:hidden' : ''}`}>
          <InboxList selectedSlug={conversationSlug} />
        </nav>
        <div className={`min-h-0 ${isDetailShown ? '' : 'max-lg:hidden'}`}>
          {conversationSlug ? (
            <ConversationView key={conversationSlug} slug={conversationSlug} onLeave={goToInbox} />
          ) : isComposing ? (
            <ComposePanel key={`${toSlug}-${isTv}`} initialRecipient={toSlug} isTvInitially={isTv} onSent={openConversation} onCancel={goToInbox} />
          ) : (
            <div className="grid h-full place-items-center gap-2 p-8 text-center">
              <div>
                <MessagesSquare aria-hidden size={36} className="mx-auto text-fg-muted" />
                <p className="mt-2 text-fg-muted">Choose a conversation, or write a new message.</p>
              </div>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
