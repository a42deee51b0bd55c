import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Send } from 'lucide-react';
import { MESSAGE_BODY_MAX } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FieldError, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { useComposeMessage } from '../api/change-messages.ts';

type MessageFormProps = {
  /** The recipient's slug; null with `isTvCommunication` (always the team). */
  recipient: string | null;
  /** Send with the TV-communication flag (a message to the TV team about broadcasting). */
  isTvCommunication: boolean;
  /** A reply box under a conversation, or the body of the compose form. */
  variant: 'reply' | 'compose';
  /** Checks before sending (the compose form's recipient); a message stops the send. */
  validate?: () => string | null;
  onSent: (slug: string) => void;
};

/**
 * The message box and its Send button; Ctrl+Enter (⌘+Enter) sends too. The body is plain text,
 * up to 5,000 characters. A refusal — a missing recipient, too many messages too fast (429) —
 * is shown above the button and the text stays.
 */
export function MessageForm({ recipient, isTvCommunication, variant, validate, onSent }: MessageFormProps) {
  const [body, setBody] = useState('');
  const [bodyError, setBodyError] = useState<string | undefined>();
  const compose = useComposeMessage();
  const id = useId();

  const send = () => {
    if (compose.isPending) return;
    const problem = validate?.() ?? null;
    if (problem) return;
    if (!body.trim()) {
      setBodyError(MESSAGES.contactMessageRequired);
      return;
    }
    setBodyError(undefined);
    compose.mutate(
      { receipient: isTvCommunication ? undefined : (recipient ?? undefined), body, tv_communication: isTvCommunication },
      {
        onSuccess: (reply) => {
          setBody('');
          onSent(reply.user.slug_username);
        },
      },
    );
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };

  const serverError = compose.isError ? readErrorMessage(compose.error) : null;
  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-2">
      <label htmlFor={`${id}-body`} className={variant === 'reply' ? 'sr-only' : 'text-sm font-medium text-fg'}>
        Message
      </label>
      <textarea
        id={`${id}-body`}
        value={body}
        maxLength={MESSAGE_BODY_MAX}
        rows={variant === 'reply' ? 2 : 6}
        placeholder={variant === 'reply' ? 'Write a reply…' : 'Write your message…'}
        aria-invalid={Boolean(bodyError)}
        aria-describedby={bodyError ? `${id}-body-error` : undefined}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={handleKeyDown}
        className={`${INPUT_CLASS} resize-y`}
      />
      <FieldError id={`${id}-body-error`} message={bodyError} />
      <FormAlert message={serverError} />
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs text-fg-muted">Links you write become clickable.</p>
        <button type="submit" className={getButtonClass('primary', 'sm')} disabled={compose.isPending}>
          <Send aria-hidden size={16} />
          Send
        </button>
      </div>
    </form>
  );
}
