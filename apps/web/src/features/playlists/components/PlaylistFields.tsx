import { useId } from 'react';

type NameFieldProps = {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The message to show under the field (spec 2 §5.2), or null. */
  error: string | null;
};

/** The playlist name field with its message (spec 2 §5.2 'Please enter Playlist Name' / 'Please enter a valid title'). */
export function PlaylistNameField({ value, onChange, onBlur, error }: NameFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={`${id}-name`} className="block text-sm font-semibold text-fg">
        Playlist Name
      </label>
      <input
        id={`${id}-name`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 h-11 w-full rounded-xl border border-border-strong bg-bg px-3 text-fg"
        autoComplete="off"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** Public (the default) or Private (spec 2 §5.2). */
export function PlaylistPrivacyField({ isPublic, onChange }: { isPublic: boolean; onChange: (isPublic: boolean) => void }) {
  const id = useId();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-fg">Privacy</legend>
      <div className="mt-1 flex gap-4">
        <label className="flex items-center gap-2 text-sm text-fg">
          <input type="radio" name={`${id}-privacy`} checked={isPublic} onChange={() => onChange(true)} /> Public
        </label>
        <label className="flex items-center gap-2 text-sm text-fg">
          <input type="radio" name={`${id}-privacy`} checked={!isPublic} onChange={() => onChange(false)} /> Private
        </label>
      </div>
    </fieldset>
  );
}
