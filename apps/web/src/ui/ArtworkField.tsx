import { MESSAGES } from '@indiwave/domain/messages';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { readErrorMessage } from '../lib/form-errors.ts';
import { describeField } from './Field.tsx';
import { uploadArtwork } from '../lib/upload-artwork.ts';
import { checkImageFileFully, IMAGE_ACCEPT } from '../lib/file-checks.ts';
import { UploadProgressBar } from './UploadProgressBar.tsx';

type ArtworkFieldProps = {
  label?: string;
  /** The artwork shown before a new one is chosen (edit). */
  currentImage?: string | null;
  /** A new artwork was uploaded: its pending image id. */
  onUploaded: (imageId: string) => void;
  /** True while the artwork uploads (the form waits for it). */
  onBusyChange?: (isBusy: boolean) => void;
};

/**
 * The artwork picker: checks the file in the browser (png/jpeg, ≤ 2 MB, ≥ 500x500, spec 2
 * §5.5), then uploads it at once with a progress bar; the server's message shows if it refuses.
 */
export function ArtworkField({ label = 'Artwork', currentImage, onUploaded, onBusyChange }: ArtworkFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ fraction: number; name: string; status: 'uploading' | 'done' | 'failed' } | null>(null);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const problem = await checkImageFileFully(file);
    if (problem) {
      setError(problem);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress({ fraction: 0, name: file.name, status: 'uploading' });
    onBusyChange?.(true);
    try {
      const artwork = await uploadArtwork(file, (value) => setProgress({ fraction: value.fraction, name: file.name, status: 'uploading' }));
      setProgress({ fraction: 1, name: file.name, status: 'done' });
      onUploaded(artwork.image_id);
    } catch (failure) {
      setProgress({ fraction: 0, name: file.name, status: 'failed' });
      setPreview(null);
      setError(readErrorMessage(failure));
    } finally {
      onBusyChange?.(false);
    }
  };

  const shown = preview ?? currentImage ?? null;
  return (
    <div>
      <span className="mb-1.5 block text-sm font-medium text-fg" id={`${id}-label`}>
        {label}
      </span>
      <div className="flex items-start gap-4">
        <div className="grid size-28 shrink-0 place-items-center overflow-hidden rounded-xl border border-border bg-surface-raised">
          {shown ? <img src={shown} alt="Artwork preview" className="size-full object-cover" /> : <ImagePlus aria-hidden className="text-fg-muted" size={32} />}
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-border-strong px-4 py-2 text-sm font-semibold text-fg hover:bg-surface-raised has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus">
            <ImagePlus aria-hidden size={16} />
            {shown ? 'Change artwork' : 'Choose artwork'}
            <input
              ref={inputRef}
              id={id}
              type="file"
              accept={IMAGE_ACCEPT}
              className="sr-only"
              aria-describedby={describeField(id, { error: error ?? undefined, hint: true })}
              aria-invalid={error ? true : undefined}
              onChange={(event) => void handleFile(event.target.files?.[0])}
            />
          </label>
          <p id={`${id}-hint`} className="mt-1.5 text-xs text-fg-muted">
            {MESSAGES.imageHint}. At least 500x500, up to 2 MB.
          </p>
          {progress && <UploadProgressBar fraction={progress.fraction} label={`Uploading ${progress.name}`} status={progress.status} />}
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
