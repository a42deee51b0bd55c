import { isReviewed, type CommentItemType, type CommentThread } from '@indiwave/domain/contract/comments';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { openLoginDialog } from '../../../lib/account-dialogs.ts';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { openShareDialog } from '../../../lib/share-dialog.ts';
import { useCommentMutations, useComments } from '../api/comments.ts';
import { CommentForm } from './CommentForm.tsx';
import { CommentItem } from './CommentItem.tsx';
import { StarsShown } from './StarRating.tsx';

type CommentsSectionProps = {
  type: CommentItemType;
  slug: string;
};

/** Review cards are made for song comments and album reviews (spec 2 §3 Share data). */
const CARD_TYPES: CommentItemType[] = ['song', 'album'];

/**
 * The comments of a song or video, or the reviews of an album or playlist (spec 2 §7): threads
 * 5 at a time with 'more', one level of replies, stars with their average on reviews, and edit,
 * delete (with confirmation) and share where the viewer may. The section's id is `comments`, so
 * `…#comments` links (the video pop-up's comment link) land on it.
 */
export function CommentsSection({ type, slug }: CommentsSectionProps) {
  const user = useSessionUser();
  const comments = useComments(type, slug);
  const { post, edit, remove } = useCommentMutations(type, slug);
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const isReview = isReviewed(type);
  const noun = isReview ? 'review' : 'comment';
  const headingId = `comments-heading-${type}`;
  const first = comments.data?.pages[0];
  const threads = comments.data?.pages.flatMap((page) => page.results) ?? [];
  const canShareCards = CARD_TYPES.includes(type);
  const sectionRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const isLoaded = first !== undefined;

  // A `…#comments` link (the video pop-up's) arrives before the page has drawn the section:
  // scroll to it once it is there.
  useEffect(() => {
    if (hash === '#comments' && isLoaded) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [hash, isLoaded]);

  const renderItem = (comment: CommentThread | CommentThread['replies'][number], thread: CommentThread) => (
    <CommentItem
      comment={comment}
      isReview={isReview && comment.parent === null}
      onEdit={(text, stars) => edit.mutateAsync({ id: comment.id, comment: text, star_ratings: stars })}
      onDelete={() => remove.mutateAsync(comment.id)}
      onReply={user ? () => setReplyTo(thread.id) : undefined}
      onShare={canShareCards && comment.parent === null ? () => openShareDialog({ type: 'review', id: comment.id }) : undefined}
    />
  );

  return (
    <section ref={sectionRef} id="comments" aria-labelledby={headingId} className="mt-4 min-w-0 scroll-mt-24 border-t border-border pt-6">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-xl font-bold text-fg">
          {isReview ? 'Reviews' : 'Comments'}
          {first ? <span className="ml-2 text-base font-normal text-fg-muted">({first.count})</span> : null}
        </h2>
        {first?.rating && first.rating.count > 0 && first.rating.average !== null && (
          <p className="flex items-center gap-2 text-sm text-fg-muted">
            <StarsShown value={first.rating.average} />
            <span>
              <span className="font-semibold text-fg">{first.rating.average.toFixed(1)}</span> average from {first.rating.count} {first.rating.count === 1 ? 'review' : 'reviews'}
            </span>
          </p>
        )}
      </div>

      <div className="mt-4">
        {!user ? (
          <button type="button" className={getButtonClass('secondary', 'sm')} onClick={() => openLoginDialog({ intent: 'comment' })}>
            Sign in to write a {noun}
          </button>
        ) : isReview && first?.my_review_id ? (
          <p className="text-sm text-fg-muted">You have reviewed this. You can edit your review below.</p>
        ) : (
          first && <CommentForm label={`Write a ${noun}`} submitLabel="Post" isStarred={isReview} onSubmit={(text, stars) => post.mutateAsync({ text, parent: null, stars })} />
        )}
      </div>

      {comments.isPending && (
        <p role="status" className="mt-4 text-sm text-fg-muted">
          Loading…
        </p>
      )}
      {comments.isError && <FormAlert message={readErrorMessage(comments.error)} />}
      {first && threads.length === 0 && <p className="mt-4 text-sm text-fg-muted">No {noun}s yet. Be the first!</p>}

      <ol className="mt-6 grid gap-6">
        {threads.map((thread) => (
          <li key={thread.id}>
            {renderItem(thread, thread)}
            {(thread.replies.length > 0 || replyTo === thread.id) && (
              <ol className="mt-3 ml-12 grid gap-4 border-l border-border pl-4">
                {thread.replies.map((reply) => (
                  <li key={reply.id}>{renderItem(reply, thread)}</li>
                ))}
                {replyTo === thread.id && (
                  <li>
                    <CommentForm
                      label={`Reply to ${thread.user.full_name}`}
                      submitLabel="Reply"
                      isAutoFocused
                      onCancel={() => setReplyTo(null)}
                      onSubmit={async (text) => {
                        await post.mutateAsync({ text, parent: thread.id, stars: null });
                        setReplyTo(null);
                      }}
                    />
                  </li>
                )}
              </ol>
            )}
          </li>
        ))}
      </ol>

      {comments.hasNextPage && (
        <button type="button" className={getButtonClass('secondary', 'sm', 'mt-6')} disabled={comments.isFetchingNextPage} onClick={() => void comments.fetchNextPage()}>
          {comments.isFetchingNextPage ? 'Loading…' : 'more'}
        </button>
      )}
    </section>
  );
}
