import { USERNAME_MAX } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { checkUsername } from '@indiwave/domain/rules/form-text';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { describeField, Field, FormSuccess, INPUT_CLASS } from '../../../ui/Field.tsx';
import { useUsernameAvailability } from '../api/check-username.ts';
import { useChangeUrl } from '../api/change-url.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** The profile address (spec 2 §7 change_url): 3–50, unique, checked as it is typed. */
export function ProfileUrlSection({ slug }: { slug: string }) {
  const id = useId();
  const changeUrl = useChangeUrl();
  const [value, setValue] = useState(slug);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | null>(null);
  const isChanged = value.trim().toLowerCase() !== slug;
  const availability = useUsernameAvailability(value, isChanged);
  const isTaken = isChanged && availability.result?.isTaken === true;
  const shownError = error ?? (isTaken ? MESSAGES.usernameTaken : undefined);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const checked = checkUsername(value);
    if (checked.error !== undefined) {
      setError(checked.error);
      return;
    }
    if (isTaken) return;
    setError(undefined);
    changeUrl.mutate(checked.value, {
      onSuccess: (reply) => {
        setValue(reply.result.slug_username);
        setSaved(reply.message ?? MESSAGES.changesSaved);
      },
      onError: (caught) => setError(caught instanceof ApiError ? (caught.fields?.username ?? caught.message) : readErrorMessage(caught)),
    });
  };

  return (
    <SettingsSection id="profile-url" title="Profile address" description="The link to your e-Press Kit.">
      <form noValidate onSubmit={handleSubmit} className="grid gap-4">
        <Field id={id} label="Username" error={shownError} hint={`${window.location.host}/${value.trim().toLowerCase() || slug}`}>
          <input
            id={id}
            type="text"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={USERNAME_MAX}
            value={value}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={describeField(id, { error: shownError, hint: true })}
            className={INPUT_CLASS}
            onChange={(event) => {
              setValue(event.target.value);
              setError(undefined);
              setSaved(null);
            }}
          />
        </Field>
        {isTaken && availability.result?.suggest && (
          <p className="-mt-2 text-sm text-fg-muted">
            Suggestion:{' '}
            <button type="button" className="font-semibold text-accent-soft underline underline-offset-4 hover:text-fg" onClick={() => setValue(availability.result?.suggest ?? '')}>
              {availability.result.suggest}
            </button>
          </p>
        )}
        <FormSuccess message={saved} />
        <div>
          <button type="submit" disabled={!isChanged || changeUrl.isPending} className={getButtonClass('primary')}>
            {changeUrl.isPending ? 'Saving…' : 'Save address'}
          </button>
        </div>
      </form>
    </SettingsSection>
  );
}
