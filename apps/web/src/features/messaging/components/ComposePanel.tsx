import { useId, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { MESSAGES } from '@indiwave/domain/messages';
import { BRAND } from '../../../lib/config.ts';
import { FieldError, INPUT_CLASS } from '../../../ui/Field.tsx';
import { useTeamAccount } from '../api/get-team-account.ts';
import { MessageForm } from './MessageForm.tsx';

type ComposePanelProps = {
  /** The recipient's slug from `?to=` (the e-Press Kit's 'Message' link). */
  initialRecipient: string;
  /** Start as a TV communication (`?tv=1`, from 'Broadcast on TV'). */
  isTvInitially: boolean;
  onSent: (slug: string) => void;
  onCancel: () => void;
};

/** A profile address or slug as typed: '/asha-menon', 'indiwave.in/asha-menon' and 'asha-menon' all name asha-menon. */
export function readRecipientSlug(value: string): string {
  const trimmed = value.trim().replace(/[?#].*$/, '').replace(/\/+$/, '');
  return (trimmed.split('/').pop() ?? '').replace(/^@/, '').toLowerCase();
}

/**
 * A new message: to any artist by their profile address (slug), or — with the TV-communication
 * flag — to the TV team about broadcasting, which always goes to the team account.
 */
export function ComposePanel({ initialRecipient, isTvInitially, onSent, onCancel }: ComposePanelProps) {
  const [recipient, setRecipient] = useState(initialRecipient);
  const [isTv, setIsTv] = useState(isTvInitially);
  const [recipientError, setRecipientError] = useState<string | undefined>();
  const team = useTeamAccount();
  const id = useId();

  const validate = () => {
    const problem = !isTv && !readRecipientSlug(recipient) ? MESSAGES.recipientRequired : null;
    setRecipientError(problem ?? undefined);
    return problem;
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex h-full flex-col">
      <div className="flex items-center gap-2 border-b border-border p-3">
        <button type="button" onClick={onCancel} className="grid size-10 place-items-center rounded-full hover:bg-surface-raised lg:hidden" aria-label="Back to conversations">
          <ArrowLeft aria-hidden size={20} />
        </button>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-fg">
          New message
        </h2>
      </div>
      <div className="grid gap-4 p-4">
        <div>
          <label htmlFor={`${id}-to`} className="mb-1.5 block text-sm font-medium text-fg">
            To
          </label>
          {isTv ? (
            <input id={`${id}-to`} className={INPUT_CLASS} readOnly value={team.data ? `${team.data.name} (TV team)` : `${BRAND.name} TV team`} />
          ) : (
            <input
              id={`${id}-to`}
              className={INPUT_CLASS}
              value={recipient}
              placeholder="Profile address, e.g. asha-menon"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={Boolean(recipientError)}
              aria-describedby={`${id}-to-hint${recipientError ? ` ${id}-to-error` : ''}`}
              onChange={(event) => setRecipient(event.target.value)}
            />
          )}
          {!isTv && (
            <p id={`${id}-to-hint`} className="mt-1.5 text-xs text-fg-muted">
              The artist's profile address: the part after {window.location.host}/
            </p>
          )}
          <FieldError id={`${id}-to-error`} message={isTv ? undefined : recipientError} />
        </div>
        <label className="flex items-start gap-3 text-sm text-fg">
          <input type="checkbox" className="mt-0.5 size-4 accent-accent" checked={isTv} onChange={(event) => setIsTv(event.target.checked)} />
          <span>
            TV communication
            <span className="block text-xs text-fg-muted">About broadcasting on {BRAND.name} TV: goes to the TV team.</span>
          </span>
        </label>
        <MessageForm recipient={readRecipientSlug(recipient)} isTvCommunication={isTv} variant="compose" validate={validate} onSent={onSent} />
      </div>
    </section>
  );
}
