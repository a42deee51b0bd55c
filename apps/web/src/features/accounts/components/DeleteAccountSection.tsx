import { DELETE_REASON_MAX } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { checkDeleteReason } from '@indiwave/domain/rules/form-text';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { confirm } from '../../../ui/confirm.ts';
import { describeField, Field, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { signOutLocally } from '../api/logout.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { SettingsSection } from './SettingsSection.tsx';

/** Asked before the account goes (the confirm helper, spec 1 §8). */
export const DELETE_CONFIRM_TEXT = 'Delete your account? Your profile, songs and videos will be removed. This cannot be undone.';

/** Delete account with a reason (spec 2 §7 delete_account); confirmed, then signed out. */
export function DeleteAccountSection() {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = checkDeleteReason(reason);
    if (checked.error !== undefined) {
      setError(checked.error);
      return;
    }
    setError(undefined);
    if (!(await confirm(DELETE_CONFIRM_TEXT))) return;
    remove.mutate(checked.value, {
      onSuccess: (reply) => {
        showToast(reply.message || MESSAGES.accountDeleted, 'success', 3000);
        signOutLocally({ navigate, queryClient });
      },
      onError: (caught) => setFormError(readErrorMessage(caught)),
    });
  };

  return (
    <SettingsSection id="delete" title="Delete account" tone="danger" description="Your profile and personal details are removed and you are signed out everywhere.">
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid gap-4">
        <Field id={id} label="Why are you leaving?" error={error} labelNote={`${reason.length} / ${DELETE_REASON_MAX}`}>
          <textarea
            id={id}
            rows={3}
            maxLength={DELETE_REASON_MAX}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={describeField(id, { error })}
            className={`${INPUT_CLASS} resize-y`}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        <FormAlert message={formError} />
        <div>
          <button type="submit" disabled={remove.isPending} className={getButtonClass('secondary', 'md', 'border-danger/70 text-danger hover:bg-danger/10')}>
            {remove.isPending ? 'Deleting…' : 'Delete my account'}
          </button>
        </div>
      </form>
    </SettingsSection>
  );
}
