import { MESSAGES } from '@indiwave/domain/messages';
import type { ProfileCoverPicType } from '@indiwave/domain/contract/account-settings';
import { Camera, ImageUp } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { showToast } from '../../../ui/toast.ts';
import { useUpdateProfileCoverPic } from '../api/update-profile-cover-pic.ts';
import { checkPictureFile, PICTURE_TYPES, readImageSize } from './picture-checks.ts';
import { SettingsSection } from './SettingsSection.tsx';

type PicturePickerProps = {
  kind: ProfileCoverPicType;
  label: string;
  current: string | null;
  initial: string;
};

/** One picture: the current one, a preview of the chosen file, and Save / Cancel. */
function PicturePicker({ kind, label, current, initial }: PicturePickerProps) {
  const inputId = useId();
  const upload = useUpdateProfileCoverPic();
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const handleChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setError(null);
    if (!file) return;
    const early = checkPictureFile(file);
    if (early) {
      setError(early);
      return;
    }
    const url = URL.createObjectURL(file);
    const size = await readImageSize(url);
    const problem = size ? checkPictureFile(file, size) : MESSAGES.imageFormat;
    if (problem) {
      URL.revokeObjectURL(url);
      setError(problem);
      return;
    }
    setChosen({ file, url });
  };

  const handleSave = () => {
    if (!chosen) return;
    upload.mutate(
      { kind, file: chosen.file },
      {
        onSuccess: () => {
          setChosen(null);
          showToast(MESSAGES.changesSaved, 'success');
        },
        onError: (caught) => setError(readErrorMessage(caught)),
      },
    );
  };

  const shown = chosen?.url ?? current;
  const isCover = kind === 'cover';
  const errorId = `${inputId}-error`;

  return (
    <div>
      <p className="mb-2 text-sm font-medium text-fg">{label}</p>
      <div
        className={`relative overflow-hidden border border-border bg-gradient-to-br from-accent-strong/50 to-surface-raised ${isCover ? 'aspect-[3/1] rounded-xl' : 'size-32 rounded-full'}`}
      >
        {shown ? (
          <img src={shown} alt={chosen ? `Preview of your new ${label.toLowerCase()}` : `Your ${label.toLowerCase()}`} className="size-full object-cover" />
        ) : (
          <span aria-hidden="true" className="grid size-full place-items-center text-4xl font-black text-white/80">
            {isCover ? <ImageUp size={36} /> : initial}
          </span>
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {chosen ? (
          <>
            <button type="button" className={getButtonClass('primary', 'sm')} disabled={upload.isPending} onClick={handleSave}>
              {upload.isPending ? 'Uploading…' : `Save ${label.toLowerCase()}`}
            </button>
            <button type="button" className={getButtonClass('ghost', 'sm')} disabled={upload.isPending} onClick={() => setChosen(null)}>
              Cancel
            </button>
          </>
        ) : (
          <label
            className={`${getButtonClass('secondary', 'sm')} cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus`}
          >
            <input
              id={inputId}
              type="file"
              accept={PICTURE_TYPES.join(',')}
              className="sr-only"
              aria-describedby={error ? `${errorId} ${inputId}-hint` : `${inputId}-hint`}
              onChange={(event) => void handleChoose(event)}
            />
            <Camera aria-hidden size={16} />
            Change {label.toLowerCase()}
          </label>
        )}
      </div>
      <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-fg-muted">
        {MESSAGES.imageHint}. At least 500x500, up to 2 MB.
      </p>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** Profile and cover pictures (spec 2 §7 update_profile_cover_pic), with a preview before upload. */
export function PicturesSection({ profilePic, coverPic, name }: { profilePic: string | null; coverPic: string | null; name: string }) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <SettingsSection id="pictures" title="Profile and cover pictures" description="Shown on your e-Press Kit and next to everything you post.">
      <div className="grid gap-6 md:grid-cols-[12rem_1fr]">
        <PicturePicker kind="profile" label="Profile picture" current={profilePic} initial={initial} />
        <PicturePicker kind="cover" label="Cover picture" current={coverPic} initial={initial} />
      </div>
    </SettingsSection>
  );
}
