import { NAME_MAX, REGISTER_SOURCE } from '@indiwave/domain/constants';
import type { SessionReply } from '@indiwave/domain/contract/auth';
import { REGISTRATION_STEP, type socialListenerFormSchema } from '@indiwave/domain/contract/registration';
import { MESSAGES } from '@indiwave/domain/messages';
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { describeField, Field, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { PasswordInput } from '../../../ui/PasswordInput.tsx';
import { useEmailTaken } from '../api/check-email.ts';
import { useSaveRegistrationStep } from '../api/save-registration-step.ts';
import type { SocialPrefill } from './ArtistDetailsForm.tsx';
import { FormSwitchLink, RobotCheckField, TermsNote } from './form-parts.tsx';

type ListenerInput = z.input<typeof socialListenerFormSchema>;
type ListenerOutput = z.output<typeof socialListenerFormSchema>;
const listenerResolver = lazyZodResolver<ListenerInput, ListenerOutput>(() =>
  import('@indiwave/domain/contract/registration').then((module) => module.listenerFormSchema as unknown as typeof module.socialListenerFormSchema),
);
const socialListenerResolver = lazyZodResolver<ListenerInput, ListenerOutput>(() => import('@indiwave/domain/contract/registration').then((module) => module.socialListenerFormSchema));

const FIELDS = ['fname', 'lname', 'email', 'password', 'recaptcha'] as const;

type ListenerDetailsFormProps = {
  emailTakenMessage: string;
  social?: SocialPrefill;
  onSwitchToArtist: () => void;
  onSaved: (reply: SessionReply) => void;
};

/**
 * Register step 4, 'Add Your Details As Listener' (spec 2 §2.1, §3, §5.1): first name, last
 * name, e-mail, password, robot check, and 'Are you an Artist? Click here' back to step 1.
 */
export function ListenerDetailsForm({ emailTakenMessage, social, onSwitchToArtist, onSaved }: ListenerDetailsFormProps) {
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
    formState: { errors, isSubmitting },
  } = useForm<ListenerInput, unknown, ListenerOutput>({
    resolver: social ? socialListenerResolver : listenerResolver,
    defaultValues: { fname: social?.fname ?? '', lname: social?.lname ?? '', email: social?.email ?? '', password: '', recaptcha: '' },
  });
  const { field: robotField } = useController({ control, name: 'recaptcha' });
  const isEmailTaken = useEmailTaken(checkedEmail) === true && !social?.email;
  const ids = Object.fromEntries(FIELDS.map((name) => [name, `${formId}-${name}`])) as Record<(typeof FIELDS)[number], string>;
  const emailError = errors.email?.message ?? (isEmailTaken ? emailTakenMessage : undefined);

  const handleValid = async (values: ListenerOutput) => {
    setFormError(null);
    if (isEmailTaken) return;
    try {
      const reply = await save.mutateAsync({
        formType: REGISTRATION_STEP.listener,
        register_type: 'listener',
        formData: values,
        register_from: social?.provider === 'GOOGLE' ? REGISTER_SOURCE.google : social?.provider === 'FACEBOOK' ? REGISTER_SOURCE.facebook : REGISTER_SOURCE.manual,
      });
      onSaved(reply);
    } catch (error) {
      robotField.onChange('');
      setRobotKey((key) => key + 1);
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(handleValid)} className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <Field id={ids.fname} label="First name" error={errors.fname?.message}>
          <input
            id={ids.fname}
            type="text"
            autoComplete="given-name"
            maxLength={NAME_MAX}
            aria-invalid={errors.fname ? true : undefined}
            aria-describedby={describeField(ids.fname, { error: errors.fname?.message })}
            className={INPUT_CLASS}
            {...register('fname')}
          />
        </Field>
        <Field id={ids.lname} label="Last name" labelNote="optional" error={errors.lname?.message}>
          <input
            id={ids.lname}
            type="text"
            autoComplete="family-name"
            maxLength={NAME_MAX}
            aria-invalid={errors.lname ? true : undefined}
            aria-describedby={describeField(ids.lname, { error: errors.lname?.message })}
            className={INPUT_CLASS}
            {...register('lname')}
          />
        </Field>
      </div>
      <Field id={ids.email} label="Email" error={emailError}>
        <input
          id={ids.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          readOnly={Boolean(social?.email)}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={describeField(ids.email, { error: emailError })}
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
        <RobotCheckField key={robotKey} id={ids.recaptcha} error={errors.recaptcha?.message} onChange={(value) => robotField.onChange(value ?? '')} />
      )}
      <FormAlert message={formError} />
      <button type="submit" disabled={isSubmitting} className={getButtonClass('primary', 'md', 'w-full')}>
        {isSubmitting ? 'Creating your account…' : social ? 'Continue' : 'Register'}
      </button>
      <FormSwitchLink label={MESSAGES.areYouAnArtist} onClick={onSwitchToArtist} />
    </form>
  );
}
