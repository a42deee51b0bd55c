import { MESSAGES } from '@indiwave/domain/messages';
import { Music } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { describeField } from '../../../ui/Field.tsx';
import { AUDIO_ACCEPT, checkAudioFile } from '../../../lib/file-checks.ts';

type AudioPickerProps = {
  label: string;
  /** Several files at once (album tracks). */
  isMultiple?: boolean;
  /** The chosen files that passed the browser's checks. */
  onFiles: (files: File[]) => void;
  /** An error from outside (the server refused, or none chosen). */
  error?: string | null;
  isDisabled?: boolean;
};

/**
 * The audio file picker: refuses anything but mp3/wav/flac or over 100 MB with the spec's
 * messages (spec 2 §5.5) and shows the supported formats; the server judges the content again.
 */
export function AudioPicker({ label, isMultiple, onFiles, error: outsideError, isDisabled }: AudioPickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const shownError = error ?? outsideError ?? null;

  const handleChange = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    const problem = files.map(checkAudioFile).find(Boolean) ?? null;
    setError(problem);
    const good = files.filter((file) => !checkAudioFile(file));
    if (good.length > 0) onFiles(good);
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <div>
      <label
        htmlFor={id}
        className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-border-strong bg-surface px-4 py-8 text-center hover:border-accent-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus ${isDisabled ? 'pointer-events-none opacity-60' : ''}`}
      >
        <Music aria-hidden size={28} className="text-accent-soft" />
        <span className="font-semibold text-fg">{label}</span>
        <span id={`${id}-hint`} className="text-xs text-fg-muted">
          {MESSAGES.audioHint} · up to 100 MB
        </span>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={AUDIO_ACCEPT}
          multiple={isMultiple}
          disabled={isDisabled}
          className="sr-only"
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describeField(id, { error: shownError ?? undefined, hint: true })}
          onChange={(event) => handleChange(event.target.files)}
        />
      </label>
      {shownError && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {shownError}
        </p>
      )}
    </div>
  );
}
