import { COMMENT_MAX } from '@indiwave/domain/constants';
import { checkCommentText, checkStarRating } from '@indiwave/domain/rules/comment-text';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FieldError, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { StarInput } from './StarRating.tsx';
import { focusOnMount } from '../../../lib/focus-on-mount.ts';

type CommentFormProps = {
  /** The text box's label ('Write a comment', 'Reply to Asha' …). */
  label: string;
  submitLabel: string;
  initialText?: string;
  /** Ask for stars (a review, not a reply). */
  isStarred?: boolean;
  initialStars?: number | null;
  onSubmit: (text: string, stars: number | null) => Promise<unknown>;
  onCancel?: () => void;
  isAutoFocused?: boolean;
};

/**
 * The compose box of a comment, review, reply or edit: the same checks as the server (1–1000
 * characters, 1–5 stars for a review), then the server's own messages on failure.
 */
export function CommentForm({ label, submitLabel, initialText = '', isStarred = false, initialStars = null, onSubmit, onCancel, isAutoFocused = false }: CommentFormProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [stars, setStars] = useState<number | null>(initialStars);
  const [errors, setErrors] = useState<{ text?: string; stars?: string; form?: string }>({});
  const [isSending, setIsSending] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const textCheck = checkCommentText(text);
    const found = { text: textCheck.error, stars: isStarred ? checkStarRating(stars) : undefined };
    setErrors(found);
    if (found.text || found.stars || textCheck.text === undefined) return;
    setIsSending(true);
    try {
      await onSubmit(textCheck.text, isStarred ? stars : null);
      setText('');
      setStars(null);
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      const fieldText = fields.comment ?? fields.review;
      setErrors({ text: fieldText, stars: fields.star_ratings, form: fieldText || fields.star_ratings ? undefined : readErrorMessage(error) });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid gap-2">
      {isStarred && (
        <div>
          <StarInput value={stars} onChange={setStars} isInvalid={Boolean(errors.stars)} errorId={`${id}-stars-error`} />
          <FieldError id={`${id}-stars-error`} message={errors.stars} />
        </div>
      )}
      <label htmlFor={`${id}-text`} className="sr-only">
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        rows={3}
        value={text}
        maxLength={COMMENT_MAX}
        placeholder={label}
        // A reply or edit box opens where the person just clicked: typing starts there.
        ref={isAutoFocused ? focusOnMount : undefined}
        aria-invalid={errors.text ? true : undefined}
        aria-describedby={errors.text ? `${id}-text-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        className={`${INPUT_CLASS} resize-y`}
      />
      <FieldError id={`${id}-text-error`} message={errors.text} />
      <FormAlert message={errors.form} />
      <div className="flex items-center justify-end gap-2">
        <span className="mr-auto text-xs text-fg-muted">
          {text.length} / {COMMENT_MAX}
        </span>
        {onCancel && (
          <button type="button" className={getButtonClass('ghost', 'sm')} onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className={getButtonClass('primary', 'sm')} disabled={isSending}>
          {isSending ? 'Posting…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
