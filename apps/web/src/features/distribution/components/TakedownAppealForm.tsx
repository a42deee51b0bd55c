import { useState, type FormEvent } from 'react';
import { RELEASE_APPEAL_MAX } from '@indiwave/domain/constants';
import { appealBodySchema } from '@indiwave/domain/contract/distribution';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useAppealTakedown } from '../api/releases.ts';

/** The artist's one appeal of a takedown, with a text (checked here and again by the server). */
export function TakedownAppealForm({ releaseId, takedownId }: { releaseId: number; takedownId: number }) {
  const appeal = useAppealTakedown(releaseId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = `appeal-${takedownId}`;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = appealBodySchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    appeal.mutate({ takedownId, text: parsed.data.text }, { onSuccess: (reply) => showToast(reply.message, 'success') });
  };
  return (
    <form className="mt-2 space-y-2" onSubmit={handleSubmit} noValidate>
      <label htmlFor={fieldId} className="block text-sm font-medium text-fg">
        Your appeal (you can appeal once)
      </label>
      <textarea id={fieldId} className={`${INPUT_CLASS} min-h-24`} maxLength={RELEASE_APPEAL_MAX} value={text} onChange={(event) => setText(event.target.value)} />
      <FormAlert message={error ?? (appeal.error ? readErrorMessage(appeal.error) : null)} />
      <button type="submit" className={getButtonClass('primary', 'sm')} disabled={appeal.isPending}>
        Send appeal
      </button>
    </form>
  );
}
