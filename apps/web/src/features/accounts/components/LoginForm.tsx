import type { obtainAuthTokenSchema, SessionReply } from '@indiwave/domain/contract/auth';
import { MESSAGES } from '@indiwave/domain/messages';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { describeField, Field, INPUT_CLASS } from '../../../ui/Field.tsx';
import { PasswordInput } from '../../../ui/PasswordInput.tsx';
import { useObtainAuthToken } from '../api/obtain-auth-token.ts';

// Asked for only after repeated failures on an account, so it loads only then.
const RobotCheck = lazy(() => import('../../../ui/RobotCheck.tsx').then((module) => ({ default: module.RobotCheck })));

type SignInInput = z.input<typeof obtainAuthTokenSchema>;
type SignInOutput = z.output<typeof obtainAuthTokenSchema>;
const resolver = lazyZodResolver<SignInInput, SignInOutput>(() => import('@indiwave/domain/contract/auth').then((module) => module.obtainAuthTokenSchema));
const FIELDS = ['email', 'password'] as const;

type LoginFormProps = {
  onSignedIn: (reply: SessionReply) => void;
  /** 'Create your account' under the failure message: to the register tab. */
  onCreateAccount: () => void;
  /** Called before following 'Forgot your password' (the popup closes). */
  onLeave?: () => void;
};

/**
 * E-mail and password with show/hide (spec 2 §2.1), 'Forgot your password' to
 * /forgot-password; a failed sign-in says 'Your email and/or password do not match New to
 * the product?' with a 'Create your account' link (spec 2 §8).
 */
export function LoginForm({ onSignedIn, onCreateAccount, onLeave }: LoginFormProps) {
  const formId = useId();
  const signIn = useObtainAuthToken();
  const [failure, setFailure] = useState<string | null>(null);
  // The server asks for the robot check after repeated failures on the account (a stranger's
  // guesses slow the account down without locking its owner out). Each answer works once, so a
  // failed try shows a fresh check: `robotKey` is null until asked.
  const [robotKey, setRobotKey] = useState<number | null>(null);
  const robotAnswer = useRef<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput, unknown, SignInOutput>({ resolver, defaultValues: { email: '', password: '' } });
  const ids = { email: `${formId}-email`, password: `${formId}-password` };

  const handleValid = async (values: SignInOutput) => {
    setFailure(null);
    try {
      onSignedIn(await signIn.mutateAsync(robotAnswer.current ? { ...values, recaptcha: robotAnswer.current } : values));
    } catch (error) {
      const isRobotAsked = error instanceof ApiError && error.fields?.recaptcha !== undefined;
      if (isRobotAsked || robotKey !== null) {
        robotAnswer.current = null;
        setRobotKey((key) => (key ?? 0) + 1);
      }
      if (isRobotAsked) setFailure(error.fields?.recaptcha ?? MESSAGES.robotRequired);
      else if (error instanceof ApiError && error.message === MESSAGES.loginFailed) setFailure(MESSAGES.loginFailed);
      else setFailure(applyServerErrors(error, FIELDS, setError));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(handleValid)} className="grid gap-4">
      <Field id={ids.email} label="Email" error={errors.email?.message}>
        <input
          id={ids.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describeField(ids.email, { error: errors.email?.message })}
          className={INPUT_CLASS}
          {...register('email')}
        />
      </Field>
      <Field id={ids.password} label="Password" error={errors.password?.message}>
        <PasswordInput
          id={ids.password}
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describeField(ids.password, { error: errors.password?.message })}
          {...register('password')}
        />
      </Field>
      <div className="-mt-1 text-right">
        <Link to="/forgot-password" className="text-sm font-semibold text-accent-soft underline-offset-4 hover:text-fg hover:underline" onClick={onLeave}>
          {MESSAGES.forgotPassword}
        </Link>
      </div>
      {robotKey !== null && (
        <div>
          <p className="mb-1.5 font-medium text-fg">Robot check</p>
          <Suspense fallback={<p className="text-sm text-fg-muted">Loading the robot check…</p>}>
            <RobotCheck key={robotKey} onChange={(value) => (robotAnswer.current = value)} />
          </Suspense>
        </div>
      )}
      {failure && (
        <p role="alert" className="rounded-xl border border-danger/60 bg-danger/10 px-4 py-3 text-sm text-danger">
          {failure}
          {failure === MESSAGES.loginFailed && (
            <>
              {' '}
              <button type="button" className="font-semibold text-fg underline underline-offset-4" onClick={onCreateAccount}>
                {MESSAGES.createAccount}
              </button>
            </>
          )}
        </p>
      )}
      <button type="submit" disabled={isSubmitting} className={getButtonClass('primary', 'md', 'w-full')}>
        {isSubmitting ? 'Logging in…' : 'Login'}
      </button>
    </form>
  );
}
