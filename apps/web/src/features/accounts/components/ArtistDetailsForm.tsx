import { NAME_MAX, REGISTER_SOURCE, REGISTRATION_MOBILE_MAX_DIGITS, USERNAME_MAX } from '@indiwave/domain/constants';
import type { SessionReply } from '@indiwave/domain/contract/auth';
import { REGISTRATION_STEP, type socialArtistFormSchema } from '@indiwave/domain/contract/registration';
import { MESSAGES } from '@indiwave/domain/messages';
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { blockNonDigitKeys, keepDigits } from '../../../lib/digits.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import type { SignInProvider } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { describeField, Field, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { PasswordInput } from '../../../ui/PasswordInput.tsx';
import { useSaveRegistrationStep } from '../api/save-registration-step.ts';
import { useEmailTaken } from '../api/check-email.ts';
import { useUsernameAvailability } from '../api/check-username.ts';
import { FormSwitchLink, RobotCheckField, TermsNote } from './form-parts.tsx';

// The social form is the wider of the two (e-mail, password and robot check optional); the
// resolver gets the schema that applies.
type ArtistInput = z.input<typeof socialArtistFormSchema>;
type ArtistOutput = z.output<typeof socialArtistFormSchema>;
const artistResolver = lazyZodResolver<ArtistInput, ArtistOutput>(() =>
  import('@indiwave/domain/contract/registration').then((module) => module.artistFormSchema as unknown as typeof module.socialArtistFormSchema),
);
const socialArtistResolver = lazyZodResolver<ArtistInput, ArtistOutput>(() => import('@indiwave/domain/contract/registration').then((module) => module.socialArtistFormSchema));

const FIELDS = ['fname', 'username', 'mobile', 'email', 'password', 'recaptcha'] as const;

/** Prefilled values of a social account finishing at /register (spec 2 §4). */
export type SocialPrefill = { fname: string; lname: string; email: string; username: string; provider?: SignInProvider };

type ArtistDetailsFormProps = {
  /** 'The email ID …' in the popup, 'The Email ID …' in the Register dialog (READING). */
  emailTakenMessage: string;
  /** A social account finishing its registration: e-mail read-only, no password or robot check needed. */
  social?: SocialPrefill;
  onSwitchToListener: () => void;
  onSaved: (reply: SessionReply) => void;
};

/**
 * Register step 1, 'Add Your Artist Detail' (spec 2 §2.1, §3, §5.1): artist or stage name,
 * username checked as it is typed (with a clickable suggestion when taken), mobile (digits
 * only, up to 18), e-mail (checked when left), password, terms, robot check.
 */
export function ArtistDetailsForm({ emailTakenMessage, social, onSwitchToListener, onSaved }: ArtistDetailsFormProps) {
  const formId = useId();
  const save = useSaveRegistrationStep();
  const [formError, setFormError] = useState<string | null>(null);
  const [robotKey, setRobotKey] = useState(0);
  const [checkedEmail, setCheckedEmail] = useState('');
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ArtistInput, unknown, ArtistOutput>({
    resolver: social ? socialArtistResolver : artistResolver,
    defaultValues: { fname: social ? [social.fname, social.lname].filter(Boolean).join(' ') : '', username: social?.username ?? '', mobile: '', email: social?.email ?? '', password: '', recaptcha: '' },
  });
  const { field: robotField } = useController({ control, name: 'recaptcha' });
  const { field: mobileField } = useController({ control, name: 'mobile' });
  const username = watch('username') ?? '';
  const availability = useUsernameAvailability(username);
  const isEmailTaken = useEmailTaken(checkedEmail) === true && !social?.email;
  const isUsernameTaken = availability.result?.isTaken === true;

  const ids = Object.fromEntries(FIELDS.map((name) => [name, `${formId}-${name}`])) as Record<(typeof FIELDS)[number], string>;
  const usernameError = errors.username?.message ?? (isUsernameTaken ? MESSAGES.usernameTaken : undefined);
  const emailError = errors.email?.message ?? (isEmailTaken ? emailTakenMessage : undefined);

  const handleValid = async (values: ArtistOutput) => {
    setFormError(null);
    if (isUsernameTaken || isEmailTaken) return;
    try {
      const reply = await save.mutateAsync({
        formType: REGISTRATION_STEP.artist,
        register_type: 'artist',
        formData: values,
        register_from: social?.provider === 'GOOGLE' ? REGISTER_SOURCE.google : social?.provider === 'FACEBOOK' ? REGISTER_SOURCE.facebook : REGISTER_SOURCE.manual,
      });
      onSaved(reply);
    } catch (error) {
      // A robot-check answer is spent once the server has seen it.
      robotField.onChange('');
      setRobotKey((key) => key + 1);
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(handleValid)} className="grid gap-4">
      <Field id={ids.fname} label="Artist / stage name" error={errors.fname?.message}>
        <input
          id={ids.fname}
          type="text"
          autoComplete="nickname"
          maxLength={NAME_MAX}
          aria-invalid={errors.fname ? true : undefined}
          aria-describedby={describeField(ids.fname, { error: errors.fname?.message })}
          className={INPUT_CLASS}
          {...register('fname')}
        />
      </Field>
      <Field
        id={ids.username}
        label="Username"
        error={usernameError}
        hint={availability.isChecking ? 'Checking…' : username.trim() ? `Your e-Press Kit: /${username.trim().toLowerCase()}` : 'Your profile address'}
      >
        <input
          id={ids.username}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={USERNAME_MAX}
          aria-invalid={usernameError ? true : undefined}
          aria-describedby={describeField(ids.username, { error: usernameError, hint: true })}
          className={INPUT_CLASS}
          {...register('username')}
        />
      </Field>
      {isUsernameTaken && availability.result?.suggest && (
        <p className="-mt-2 text-sm text-fg-muted">
          Suggestion:{' '}
          <button
            type="button"
            className="font-semibold text-accent-soft underline underline-offset-4 hover:text-fg"
            onClick={() => setValue('username', availability.result?.suggest ?? '', { shouldValidate: true })}
          >
            {availability.result.suggest}
          </button>
        </p>
      )}
      <Field id={ids.mobile} label="Mobile" labelNote="optional" error={errors.mobile?.message}>
        <input
          id={ids.mobile}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={REGISTRATION_MOBILE_MAX_DIGITS}
          aria-invalid={errors.mobile ? true : undefined}
          aria-describedby={describeField(ids.mobile, { error: errors.mobile?.message })}
          className={INPUT_CLASS}
          name={mobileField.name}
          ref={mobileField.ref}
          value={mobileField.value ?? ''}
          onBlur={mobileField.onBlur}
          onKeyDown={blockNonDigitKeys}
          onChange={(event) => mobileField.onChange(keepDigits(event.target.value, REGISTRATION_MOBILE_MAX_DIGITS))}
        />
      </Field>
      <Field id={ids.email} label="Email" error={emailError} hint={social?.email ? `Your ${social.provider === 'FACEBOOK' ? 'Facebook' : 'Google'} e-mail` : undefined}>
        <input
          id={ids.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          readOnly={Boolean(social?.email)}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={describeField(ids.email, { error: emailError, hint: Boolean(social?.email) })}
          className={INPUT_CLASS}
          {...register('email', { onBlur: (event) => setCheckedEmail(String(event.target.value)) })}
        />
      </Field>
      <Field id={ids.password} label="Password" labelNote={social ? 'optional' : undefined} error={errors.password?.message}>
        <PasswordInput
          id={ids.password}
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describeField(ids.password, { error: errors.password?.message })}
          {...register('password', { setValueAs: (value: string) => (social && value === '' ? undefined : value) })}
        />
      </Field>
      <TermsNote />
      {!social && (
        <RobotCheckField
          key={robotKey}
          id={ids.recaptcha}
          error={errors.recaptcha?.message}
          onChange={(value) => robotField.onChange(value ?? '')}
        />
      )}
      <FormAlert message={formError} />
      <button type="submit" disabled={isSubmitting} className={getButtonClass('primary', 'md', 'w-full')}>
        {isSubmitting ? 'Creating your account…' : social ? 'Continue' : 'Register'}
      </button>
      <FormSwitchLink label={MESSAGES.notAnArtist} onClick={onSwitchToListener} />
    </form>
  );
}
