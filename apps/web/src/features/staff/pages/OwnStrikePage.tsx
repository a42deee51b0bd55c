import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { MODERATION_APPEAL_MAX } from '@indiwave/domain/constants';
import type { OwnStrike } from '@indiwave/domain/contract/moderation';
import { ApiError } from '../../../lib/api-client.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { Field, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useAppeal, useOwnStrike } from '../api/moderation.ts';
import { formatDate, STRIKE_LABELS } from '../components/labels.ts';

const APPEAL_STATES: Record<OwnStrike['appeal_status'], string> = {
  none: '',
  pending: 'Your appeal is with the team. You will hear from us.',
  upheld: 'The team looked at your appeal and kept this decision.',
  overturned: 'The team changed this decision.',
};

function AppealForm({ strike, token }: { strike: OwnStrike; token: string | undefined }) {
  const appeal = useAppeal(strike.id, token);
  const [text, setText] = useState('');
  const fieldErrors = appeal.error instanceof ApiError ? appeal.error.fields : undefined;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    appeal.mutate({ text }, { onSuccess: (reply) => showToast(reply.message, 'success') });
  };
  return (
    <form onSubmit={handleSubmit} className="mt-6 grid gap-3" noValidate>
      <Field id="appeal-text" label="Appeal this decision" hint="Once only: tell the team why it was a mistake." error={fieldErrors?.text}>
        <textarea id="appeal-text" className={INPUT_CLASS} rows={5} maxLength={MODERATION_APPEAL_MAX} value={text} onChange={(event) => setText(event.target.value)} aria-invalid={Boolean(fieldErrors?.text)} />
      </Field>
      <FormAlert message={appeal.error && !fieldErrors ? appeal.error.message : null} />
      <div>
        <button type="submit" className={getButtonClass('primary', 'sm')} disabled={appeal.isPending || text.trim() === ''}>
          Send the appeal
        </button>
      </div>
    </form>
  );
}

/**
 * A notice from the team (issue 21): what was decided and why, and the appeal. A suspended
 * person, who cannot sign in, opens it from the mailed link (its token).
 */
export default function OwnStrikePage() {
  const id = Number(useParams().id);
  const token = useSearchParams()[0].get('token') ?? undefined;
  const strike = useOwnStrike(id, token);
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 md:px-8">
      <h1 className="text-2xl font-bold text-fg">A notice from the team</h1>
      {strike.isPending && <p className="mt-4 text-sm text-fg-muted">Loading…</p>}
      {strike.isError && (
        <p role="alert" className="mt-4 text-danger">
          {strike.error.message}
        </p>
      )}
      {strike.data && (
        <>
          <p className="mt-4 text-lg font-semibold text-fg">
            {STRIKE_LABELS[strike.data.action]}
            {strike.data.target.title && (
              <>
                {' '}
                of your {strike.data.target.type} “{strike.data.target.title}”
              </>
            )}
          </p>
          <p className="mt-1 text-sm text-fg-muted">{formatDate(strike.data.created_at)}</p>
          <p className="mt-4 whitespace-pre-wrap text-fg">{strike.data.reason}</p>
          {strike.data.appeal_text && (
            <div className="mt-4 rounded-lg bg-surface-raised p-3 text-sm">
              <p className="font-semibold text-fg">Your appeal</p>
              <p className="mt-1 whitespace-pre-wrap text-fg-muted">{strike.data.appeal_text}</p>
            </div>
          )}
          {APPEAL_STATES[strike.data.appeal_status] && <p className="mt-4 font-semibold text-fg">{APPEAL_STATES[strike.data.appeal_status]}</p>}
          {strike.data.can_appeal && <AppealForm strike={strike.data} token={token} />}
          {!token && (
            <p className="mt-6 text-sm">
              <Link to="/account/strikes" className="text-accent-soft hover:underline">
                All your notices
              </Link>
            </p>
          )}
        </>
      )}
    </div>
  );
}
