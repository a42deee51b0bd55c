import { useId, useState, type FormEvent } from 'react';
import { playlistNameSchema } from '@indiwave/domain/contract/playlists';
import { MESSAGES } from '@indiwave/domain/messages';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { describeField, Field, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { showToast } from '../../../ui/toast.ts';
import { useCreatePlaylist } from '../api/save-playlist.ts';

type SaveQueueFormProps = {
  slugs: string[];
  onDone: () => void;
};

/** Saves the queue as a new playlist (spec 1 §2.7 Save; signed-in only, spec 1 §6). */
export function SaveQueueForm({ slugs, onDone }: SaveQueueFormProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const create = useCreatePlaylist();
  const parsed = playlistNameSchema.safeParse(name);
  const error = isTouched && !parsed.success ? parsed.error.issues[0]?.message : undefined;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsTouched(true);
    if (!parsed.success) return;
    try {
      await create.mutateAsync({ name: parsed.data, track_slugs: slugs });
      showToast(MESSAGES.addedToPlaylist, 'success');
      onDone();
    } catch {
      // The alert below shows the reason.
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-2 p-3">
      <Field id={id} label="Playlist name" error={error}>
        <input
          id={id}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setIsTouched(true)}
          aria-invalid={Boolean(error)}
          aria-describedby={describeField(id, { error })}
          className={INPUT_CLASS}
          autoComplete="off"
        />
      </Field>
      {create.error && <FormAlert message={readErrorMessage(create.error)} />}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className={getButtonClass('ghost', 'sm')}>
          Cancel
        </button>
        <button type="submit" disabled={!parsed.success || create.isPending} className={getButtonClass('primary', 'sm')}>
          Save as playlist
        </button>
      </div>
    </form>
  );
}
