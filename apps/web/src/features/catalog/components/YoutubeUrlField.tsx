import { extractYoutubeId } from '@indiwave/domain/rules/youtube';
import { CircleCheck } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describeField, Field, INPUT_CLASS } from '../../../ui/Field.tsx';

type YoutubeUrlFieldProps = {
  id: string;
  registration: UseFormRegisterReturn;
  /** The address as typed now. */
  value: string;
  error?: string;
};

/**
 * The YouTube address box: as the artist types or pastes, the 11-character video id is read
 * from any usual address form (rules/youtube.ts) and shown with the video's thumbnail.
 */
export function YoutubeUrlField({ id, registration, value, error }: YoutubeUrlFieldProps) {
  const videoId = extractYoutubeId(value ?? '');
  const hint = 'Paste the address of your video on YouTube (watch, youtu.be, shorts or embed links).';
  return (
    <div>
      <Field id={id} label="YouTube URL" error={error} hint={hint}>
        <input
          id={id}
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          aria-invalid={error ? true : undefined}
          aria-describedby={describeField(id, { error, hint })}
          className={INPUT_CLASS}
          {...registration}
        />
      </Field>
      <div aria-live="polite" className="mt-2">
        {videoId && (
          <div className="flex items-center gap-3 rounded-xl border border-border bg-bg p-2">
            <img src={`https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`} alt="" className="h-[54px] w-24 rounded-lg bg-surface-raised object-cover" />
            <p className="flex items-center gap-1.5 text-sm text-fg">
              <CircleCheck aria-hidden size={16} className="text-success" />
              Video ID <code className="rounded bg-surface-raised px-1.5 py-0.5 text-accent-soft" data-testid="youtube-id">{videoId}</code>
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
