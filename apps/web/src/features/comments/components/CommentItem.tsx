import { Pencil, Reply, Share2, Trash2 } from 'lucide-react';
import type { Comment } from '@indiwave/domain/contract/comments';
import { MESSAGES } from '@indiwave/domain/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { confirm } from '../../../ui/confirm.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { RelativeTime } from '../../../ui/RelativeTime.tsx';
import { showToast } from '../../../ui/toast.ts';
import { CommentForm } from './CommentForm.tsx';
import { StarsShown } from './StarRating.tsx';

type CommentItemProps = {
  comment: Comment;
  /** A review's first comment: its stars are shown and edited. */
  isReview: boolean;
  onEdit: (text: string, stars: number | null) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  /** Reply to this comment's thread; absent for visitors. */
  onReply?: () => void;
  /** Share as a review card; absent where cards are not made. */
  onShare?: () => void;
};

const ACTION_CLASS = 'inline-flex items-center gap-1 rounded px-1.5 py-1 text-xs font-medium text-fg-muted hover:bg-surface-raised hover:text-fg';

/** One comment or reply: who, when, the stars of a review, the text, and what the viewer may do. */
export function CommentItem({ comment, isReview, onEdit, onDelete, onReply, onShare }: CommentItemProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { user } = comment;

  const handleDelete = async () => {
    if (!(await confirm())) return;
    setError(null);
    try {
      await onDelete();
      showToast(MESSAGES.commentDeleted, 'success');
    } catch (failure) {
      setError(readErrorMessage(failure));
    }
  };

  return (
    <article className="flex gap-3" aria-label={`Comment by ${user.full_name}`}>
      {user.profile_pic ? (
        <img src={user.profile_pic} alt="" width={36} height={36} loading="lazy" decoding="async" className="size-9 shrink-0 rounded-full object-cover" />
      ) : (
        <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-full bg-surface-raised font-semibold text-fg">
          {user.full_name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Link to={`/${user.slug_username}`} className="font-semibold text-fg hover:underline">
            {user.full_name}
          </Link>
          <RelativeTime value={comment.created_date} className="text-xs text-fg-muted" />
          {comment.updated_date && <span className="text-xs text-fg-muted">(edited)</span>}
        </p>
        {isEditing ? (
          <div className="mt-2">
            <CommentForm
              label="Edit your comment"
              submitLabel="Save"
              initialText={comment.comment}
              isStarred={isReview}
              initialStars={comment.star_ratings}
              isAutoFocused
              onCancel={() => setIsEditing(false)}
              onSubmit={async (text, stars) => {
                await onEdit(text, stars);
                setIsEditing(false);
              }}
            />
          </div>
        ) : (
          <>
            {isReview && comment.star_ratings !== null && (
              <div className="mt-1">
                <StarsShown value={comment.star_ratings} size={14} />
              </div>
            )}
            {/* Plain text: React escapes it; line breaks are kept. */}
            <p className="mt-1 text-sm break-words whitespace-pre-line text-fg">{comment.comment}</p>
            <div className="mt-1 flex flex-wrap gap-1">
              {onReply && (
                <button type="button" className={ACTION_CLASS} onClick={onReply}>
                  <Reply aria-hidden size={14} /> Reply
                </button>
              )}
              {comment.is_own && (
                <button type="button" className={ACTION_CLASS} onClick={() => setIsEditing(true)}>
                  <Pencil aria-hidden size={14} /> Edit
                </button>
              )}
              {comment.can_delete && (
                <button type="button" className={ACTION_CLASS} onClick={() => void handleDelete()}>
                  <Trash2 aria-hidden size={14} /> Delete
                </button>
              )}
              {onShare && (
                <button type="button" className={ACTION_CLASS} onClick={onShare}>
                  <Share2 aria-hidden size={14} /> Share
                </button>
              )}
            </div>
            <FormAlert message={error} />
          </>
        )}
      </div>
    </article>
  );
}
