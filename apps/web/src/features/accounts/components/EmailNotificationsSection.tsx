import { EMAIL_NOTIFICATION_TYPES, type EmailNotificationType } from '@indiwave/domain/contract/notifications';
import { EMAIL_PREFERENCE_LABELS } from '@indiwave/domain/messages';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { useEmailPreferences, useSaveEmailPreference } from '../api/email-preferences.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** One switch: e-mails about one type of notification; it saves as it is flipped. */
function PreferenceSwitch({ type, isOn, isBusy, onChange }: { type: EmailNotificationType; isOn: boolean; isBusy: boolean; onChange: (isOn: boolean) => void }) {
  const labelId = `email-preference-${type}`;
  return (
    <li className="flex items-center justify-between gap-4 py-2">
      <p id={labelId} className="text-sm text-fg">
        Email me about {EMAIL_PREFERENCE_LABELS[type]}
      </p>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-labelledby={labelId}
        disabled={isBusy}
        onClick={() => onChange(!isOn)}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition-colors disabled:opacity-70 ${isOn ? 'border-accent bg-accent' : 'border-border-strong bg-surface-raised'}`}
      >
        <span aria-hidden="true" className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${isOn ? 'translate-x-6' : 'translate-x-1'}`} />
      </button>
    </li>
  );
}

/**
 * Which notifications are also e-mailed (issue 7): new messages and new followers, each on by
 * default; every mail carries an unsubscribe link that turns its type off here too.
 */
export function EmailNotificationsSection() {
  const preferences = useEmailPreferences();
  const save = useSaveEmailPreference();
  return (
    <SettingsSection id="email-notifications" title="Email notifications" description="Choose which notifications we also send to your email address.">
      {preferences.isPending ? (
        <div aria-hidden="true" className="h-20 animate-pulse rounded-xl bg-surface-raised" />
      ) : preferences.isError ? (
        <FormAlert message={readErrorMessage(preferences.error)} />
      ) : (
        <ul className="divide-y divide-border">
          {EMAIL_NOTIFICATION_TYPES.map((type) => {
            const isSaving = save.isPending && save.variables?.type === type;
            return (
              <PreferenceSwitch
                key={type}
                type={type}
                // While the call is out the switch shows where it is going.
                isOn={isSaving ? save.variables.isEnabled : preferences.data[type]}
                isBusy={save.isPending}
                onChange={(isEnabled) => save.mutate({ type, isEnabled })}
              />
            );
          })}
        </ul>
      )}
      {save.isError && (
        <div className="mt-3">
          <FormAlert message={readErrorMessage(save.error)} />
        </div>
      )}
    </SettingsSection>
  );
}
