import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX, NAME_MAX } from '@indiwave/domain/constants';
import type { contactRequestSchema } from '@indiwave/domain/contract/contact';
import { MESSAGES } from '@indiwave/domain/messages';
import { CircleCheck } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useController, useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { RobotCheck } from '../../../ui/RobotCheck.tsx';
import { useSendContactMessage } from '../api/send-contact-message.ts';

type ContactInput = z.input<typeof contactRequestSchema>;
type ContactOutput = z.output<typeof contactRequestSchema>;
const resolver = lazyZodResolver<ContactInput, ContactOutput>(() => import('@indiwave/domain/contract/contact').then((module) => module.contactRequestSchema));
type ContactField = FieldPath<ContactInput>;

const FIELD_NAMES: ContactField[] = ['name', 'email', 'subject', 'message', 'recaptcha'];

/** Topics people write about most; offered as suggestions, any subject is accepted. */
const SUBJECT_SUGGESTIONS = [
  'Distribution',
  'Pro subscription',
  'Opportunities',
  'TV broadcast',
  'Account and sign-in',
  'Royalties and payments',
  'Brand partnership',
  'Report a problem',
];

const inputClass =
  'mt-1.5 block w-full rounded-xl border bg-bg px-4 py-3 text-fg placeholder:text-fg-muted/80 focus:border-accent-soft aria-[invalid=true]:border-danger border-border-strong';

type ContactFormProps = {
  /** Subject to start with, e.g. from a "talk to us" link. */
  initialSubject?: string;
};

/**
 * The contact-us form: name, email, subject, message and the robot check, validated with the
 * same zod schema the server uses (loaded on the first check), then sent to POST /api/contact_us (the server mails support).
 */
export function ContactForm({ initialSubject = '' }: ContactFormProps) {
  const formId = useId();
  const [robotKey, setRobotKey] = useState(0);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const sendMessage = useSendContactMessage();

  const defaultValues: ContactInput = { name: '', email: '', subject: initialSubject, message: '', recaptcha: '' };
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactOutput>({
    resolver,
    defaultValues,
    mode: 'onTouched',
  });
  const { field: robotField } = useController({ control, name: 'recaptcha' });
  const messageLength = watch('message')?.length ?? 0;

  const resetRobotCheck = () => {
    robotField.onChange('');
    setRobotKey((key) => key + 1);
  };

  const handleValidSubmit = async (values: ContactOutput) => {
    setFormError(null);
    setSentMessage(null);
    try {
      await sendMessage.mutateAsync(values);
      reset({ ...defaultValues, subject: '' });
      setRobotKey((key) => key + 1);
      setSentMessage(MESSAGES.contactSent);
    } catch (error) {
      // A robot-check answer is spent once the server has seen it: ask for a fresh one.
      resetRobotCheck();
      if (error instanceof ApiError) {
        let hasFieldError = false;
        for (const [name, message] of Object.entries(error.fields ?? {})) {
          if ((FIELD_NAMES as string[]).includes(name)) {
            setError(name as ContactField, { type: 'server', message }, { shouldFocus: !hasFieldError });
            hasFieldError = true;
          }
        }
        if (!hasFieldError) setFormError(error.message);
      } else {
        setFormError(MESSAGES.clientError);
      }
    }
  };

  const fieldIds = {
    name: `${formId}-name`,
    email: `${formId}-email`,
    subject: `${formId}-subject`,
    message: `${formId}-message`,
    recaptcha: `${formId}-robot`,
  };
  const errorId = (name: ContactField) => `${fieldIds[name]}-error`;
  const describedBy = (name: ContactField, extra?: string) =>
    [errors[name] ? errorId(name) : null, extra].filter(Boolean).join(' ') || undefined;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(handleValidSubmit)}
      className="grid gap-5"
      aria-describedby={`${formId}-note`}
    >
      <p id={`${formId}-note`} className="text-sm text-fg-muted">
        All fields are required.
      </p>
      <div className="grid gap-5 md:grid-cols-2">
        <FormField label="Your name" htmlFor={fieldIds.name} error={errors.name?.message} errorId={errorId('name')}>
          <input
            id={fieldIds.name}
            type="text"
            autoComplete="name"
            maxLength={NAME_MAX}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            className={inputClass}
            {...register('name')}
          />
        </FormField>
        <FormField
          label="Email address"
          htmlFor={fieldIds.email}
          error={errors.email?.message}
          errorId={errorId('email')}
        >
          <input
            id={fieldIds.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            className={inputClass}
            {...register('email')}
          />
        </FormField>
      </div>
      <FormField
        label="Subject"
        htmlFor={fieldIds.subject}
        error={errors.subject?.message}
        errorId={errorId('subject')}
      >
        <input
          id={fieldIds.subject}
          type="text"
          list={`${formId}-subjects`}
          maxLength={CONTACT_SUBJECT_MAX}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={describedBy('subject')}
          className={inputClass}
          {...register('subject')}
        />
        <datalist id={`${formId}-subjects`}>
          {SUBJECT_SUGGESTIONS.map((subject) => (
            <option key={subject} value={subject} />
          ))}
        </datalist>
      </FormField>
      <FormField
        label="Message"
        htmlFor={fieldIds.message}
        error={errors.message?.message}
        errorId={errorId('message')}
      >
        <textarea
          id={fieldIds.message}
          rows={7}
          maxLength={CONTACT_MESSAGE_MAX}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', `${fieldIds.message}-count`)}
          className={`${inputClass} resize-y`}
          {...register('message')}
        />
        <p id={`${fieldIds.message}-count`} className="mt-1 text-right text-sm text-fg-muted">
          {messageLength} / {CONTACT_MESSAGE_MAX} characters
        </p>
      </FormField>
      <div>
        <p className="mb-1.5 font-medium text-fg">Robot check</p>
        <RobotCheck
          key={robotKey}
          errorId={errors.recaptcha ? errorId('recaptcha') : undefined}
          onChange={(value) => robotField.onChange(value ?? '')}
        />
        <FieldError id={errorId('recaptcha')} message={errors.recaptcha?.message} />
      </div>

      {formError && (
        <p role="alert" className="rounded-xl border border-danger/60 bg-danger/10 px-4 py-3 text-danger">
          {formError}
        </p>
      )}
      <div aria-live="polite" role="status">
        {sentMessage && (
          <p className="flex items-start gap-2 rounded-xl border border-success/60 bg-success/10 px-4 py-3 text-success">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {sentMessage}
          </p>
        )}
      </div>

      <div>
        <button type="submit" disabled={isSubmitting} className={getButtonClass('primary', 'md')}>
          {isSubmitting ? 'Sending…' : 'Send message'}
        </button>
      </div>
    </form>
  );
}

type FormFieldProps = { label: string; htmlFor: string; error?: string; errorId: string; children: ReactNode };

function FormField({ label, htmlFor, error, errorId, children }: FormFieldProps) {
  return (
    <div>
      <label htmlFor={htmlFor} className="font-medium text-fg">
        {label}
      </label>
      {children}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-danger">
      {message}
    </p>
  );
}
