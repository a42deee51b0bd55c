import type { changePasswordSchema } from '@indiwave/domain/contract/account-settings';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { describeField, Field, FormAlert, FormSuccess } from '../../../ui/Field.tsx';
import { PasswordInput } from '../../../ui/PasswordInput.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { SettingsSection } from './SettingsSection.tsx';

type PasswordInputValues = z.input<typeof changePasswordSchema>;
type PasswordOutput = z.output<typeof changePasswordSchema>;
const FIELDS = ['old_password', 'new_password', 'confirm_new_password'] as const;

/**
 * Change password (spec 2 §7 change_password): old + new + confirm, or only new + confirm for
 * an account made with Google or Facebook that has no password yet. The other sessions end.
 */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const formId = useId();
  const changePassword = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const resolver = useMemo(
    () => lazyZodResolver<PasswordInputValues, PasswordOutput>(() => import('./settings-form-schemas.ts').then((module) => module.buildPasswordFormSchema(hasPassword))),
    [hasPassword],
  );
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordInputValues, unknown, PasswordOutput>({
    resolver,
    defaultValues: { old_password: '', new_password: '', confirm_new_password: '' },
  });
  const ids = Object.fromEntries(FIELDS.map((name) => [name, `${formId}-${name}`])) as Record<(typeof FIELDS)[number], string>;

  const handleValid = async (values: PasswordOutput) => {
    setFormError(null);
    setSaved(null);
    try {
      const body = hasPassword ? values : { new_password: values.new_password, confirm_new_password: values.confirm_new_password };
      const reply = await changePassword.mutateAsync(body);
      reset();
      setSaved(reply.message);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  };

  return (
    <SettingsSection
      id="password"
      title={hasPassword ? 'Change password' : 'Set a password'}
      description={hasPassword ? 'Changing it signs you out everywhere else.' : 'You signed up with Google or Facebook. Set a password to also log in with your email.'}
    >
      <form noValidate onSubmit={handleSubmit(handleValid)} className="grid gap-4 md:max-w-md">
        {hasPassword && (
          <Field id={ids.old_password} label="Old password" error={errors.old_password?.message}>
            <PasswordInput
              id={ids.old_password}
              autoComplete="current-password"
              aria-invalid={errors.old_password ? true : undefined}
              aria-describedby={describeField(ids.old_password, { error: errors.old_password?.message })}
              {...register('old_password')}
            />
          </Field>
        )}
        <Field id={ids.new_password} label="New password" error={errors.new_password?.message} hint="6 to 20 characters.">
          <PasswordInput
            id={ids.new_password}
            autoComplete="new-password"
            aria-invalid={errors.new_password ? true : undefined}
            aria-describedby={describeField(ids.new_password, { error: errors.new_password?.message, hint: true })}
            {...register('new_password')}
          />
        </Field>
        <Field id={ids.confirm_new_password} label="Confirm new password" error={errors.confirm_new_password?.message}>
          <PasswordInput
            id={ids.confirm_new_password}
            autoComplete="new-password"
            aria-invalid={errors.confirm_new_password ? true : undefined}
            aria-describedby={describeField(ids.confirm_new_password, { error: errors.confirm_new_password?.message })}
            {...register('confirm_new_password')}
          />
        </Field>
        <FormAlert message={formError} />
        <FormSuccess message={saved} />
        <div>
          <button type="submit" disabled={isSubmitting} className={getButtonClass('primary')}>
            {isSubmitting ? 'Saving…' : hasPassword ? 'Change password' : 'Set password'}
          </button>
        </div>
      </form>
    </SettingsSection>
  );
}
