import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordSchema } from '@indiwave/domain/contract/auth';
import { MESSAGES } from '@indiwave/domain/messages';
import { CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { describeField, Field, FormAlert } from '../../../ui/Field.tsx';
import { PasswordInput } from '../../../ui/PasswordInput.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthPageLayout } from '../components/AuthPageLayout.tsx';

type ResetInput = z.input<typeof newPasswordSchema>;
type ResetOutput = z.output<typeof newPasswordSchema>;
const FIELDS = ['new_password', 'confirm_new_password'] as const;

/**
 * /reset-password/{a}/{b} (spec 1 §2.1): a new password and its confirmation. The link works
 * once and expires; a used or expired link says 'This link is invalid or has expired.'.
 */
export default function ResetPasswordPage() {
  const { uidb64 = '', token = '' } = useParams();
  const formId = useId();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetInput, unknown, ResetOutput>({ resolver: zodResolver(newPasswordSchema), defaultValues: { new_password: '', confirm_new_password: '' } });
  const ids = { new_password: `${formId}-new`, confirm_new_password: `${formId}-confirm` };

  const handleValid = async (values: ResetOutput) => {
    setFormError(null);
    try {
      const reply = await reset.mutateAsync({ uidb64, token, ...values });
      setDone(reply.message || MESSAGES.passwordReset);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  };

  if (done) {
    return (
      <AuthPageLayout>
        <CircleCheck aria-hidden size={40} className="text-success" />
        <h1 className="mt-4 text-2xl font-bold text-fg">Password changed</h1>
        <p role="status" className="mt-2 text-fg-muted">
          {done}
        </p>
        <Link to={{ pathname: '/', search: '?login=/' }} className={getButtonClass('primary', 'md', 'mt-6 w-full')}>
          Login
        </Link>
      </AuthPageLayout>
    );
  }

  return (
    <AuthPageLayout>
      <h1 className="text-2xl font-bold text-fg">Choose a new password</h1>
      <p className="mt-2 text-sm text-fg-muted">6 to 20 characters. You'll be signed out on every other device.</p>
      <form noValidate onSubmit={handleSubmit(handleValid)} className="mt-6 grid gap-4">
        <Field id={ids.new_password} label="New password" error={errors.new_password?.message}>
          <PasswordInput
            id={ids.new_password}
            autoComplete="new-password"
            aria-invalid={errors.new_password ? true : undefined}
            aria-describedby={describeField(ids.new_password, { error: errors.new_password?.message })}
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
        {formError === MESSAGES.linkInvalid && (
          <p className="text-sm text-fg-muted">
            <Link to="/forgot-password" className="font-semibold text-accent-soft underline underline-offset-4 hover:text-fg">
              Ask for a new link
            </Link>
          </p>
        )}
        <button type="submit" disabled={isSubmitting} className={getButtonClass('primary', 'md', 'w-full')}>
          {isSubmitting ? 'Saving…' : 'Save new password'}
        </button>
      </form>
    </AuthPageLayout>
  );
}
