import { emailSchema } from '@indiwave/domain/contract/fields';
import { MESSAGES } from '@indiwave/domain/messages';
import { ArrowLeft } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { describeField, Field, FormAlert, FormSuccess, INPUT_CLASS } from '../../../ui/Field.tsx';
import { useSendForgotPasswordEmail } from '../api/send-forgot-password-email.ts';
import { AuthPageLayout } from '../components/AuthPageLayout.tsx';

/** /forgot-password (spec 1 §2.1): an e-mail address, and a reset link mailed to it. */
export default function ForgotPasswordPage() {
  const id = useId();
  const send = useSendForgotPasswordEmail();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    send.mutate(parsed.data, { onSuccess: (reply) => setSent(reply.message || MESSAGES.forgotPasswordSent) });
  };

  return (
    <AuthPageLayout>
      <h1 className="text-2xl font-bold text-fg">Forgot your password?</h1>
      <p className="mt-2 text-sm text-fg-muted">Enter the email of your account and we'll send you a link to choose a new password.</p>
      <form noValidate onSubmit={handleSubmit} className="mt-6 grid gap-4">
        <Field id={id} label="Email" error={error}>
          <input
            id={id}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={describeField(id, { error })}
            className={INPUT_CLASS}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        {send.isError && <FormAlert message={readErrorMessage(send.error)} />}
        <FormSuccess message={sent} />
        <button type="submit" disabled={send.isPending} className={getButtonClass('primary', 'md', 'w-full')}>
          {send.isPending ? 'Sending…' : 'Send reset link'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to={{ pathname: '/', search: '?login=/' }} className="inline-flex items-center gap-1 font-semibold text-accent-soft hover:text-fg">
          <ArrowLeft aria-hidden size={16} /> Back to login
        </Link>
      </p>
    </AuthPageLayout>
  );
}
