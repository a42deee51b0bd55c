import { useState, type FormEvent } from 'react';
import { ASSISTANT_TEXT_MAX, type AssistantKey } from '@indiwave/domain/contract/promo';
import { ApiError } from '../../../lib/api-client.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { INPUT_CLASS } from '../../../ui/Field.tsx';
import { copyText } from '../../../lib/share-actions.ts';
import { useAssistant } from '../api/assistant.ts';
import { LABEL_CLASS, SELECT_CLASS } from './ToolSection.tsx';

const KEY_LABELS: Record<AssistantKey, string> = { bio: 'Artist bio', pitch: 'Pitch to a programmer', caption: 'Social caption', press_release: 'Press release' };

/** The writing assistant: notes in, a draft out (the AI text call {text, key}). */
export function AssistantTool({ keys }: { keys: AssistantKey[] }) {
  const [key, setKey] = useState<AssistantKey>(keys[0] ?? 'bio');
  const [text, setText] = useState('');
  const write = useAssistant();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim()) write.mutate({ text, key });
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-4">
      <div>
        <label htmlFor="assistant-key" className={LABEL_CLASS}>
          What to write
        </label>
        <select id="assistant-key" className={SELECT_CLASS} value={key} onChange={(event) => setKey(event.target.value as AssistantKey)}>
          {keys.map((value) => (
            <option key={value} value={value}>
              {KEY_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="assistant-text" className={LABEL_CLASS}>
          Your notes
        </label>
        <textarea id="assistant-text" rows={4} maxLength={ASSISTANT_TEXT_MAX} className={INPUT_CLASS} value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      <div>
        <button type="submit" className={getButtonClass('primary', 'md')} disabled={!text.trim() || write.isPending}>
          {write.isPending ? 'Writing…' : 'Write it'}
        </button>
      </div>
      {write.isError && (
        <p role="alert" className="text-sm text-danger">
          {write.error instanceof ApiError ? write.error.message : 'Something went wrong.'}
        </p>
      )}
      {write.data && (
        <div>
          <label htmlFor="assistant-draft" className={LABEL_CLASS}>
            Draft
          </label>
          <textarea id="assistant-draft" rows={6} readOnly className={INPUT_CLASS} value={write.data} />
          <button type="button" className={`${getButtonClass('ghost', 'sm')} mt-2`} onClick={() => void copyText(write.data)}>
            Copy draft
          </button>
        </div>
      )}
    </form>
  );
}
