import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describeField, Field, INPUT_CLASS } from '../../../ui/Field.tsx';

type TextControlProps = {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  labelNote?: ReactNode;
  type?: 'text' | 'url' | 'date' | 'number';
  maxLength?: number;
  placeholder?: string;
  inputMode?: 'numeric' | 'url' | 'text';
  className?: string;
};

/** A labelled text box wired to react-hook-form, with its hint and error. */
export function TextControl({ id, label, registration, error, hint, labelNote, type = 'text', maxLength, placeholder, inputMode, className }: TextControlProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} labelNote={labelNote} className={className}>
      <input
        id={id}
        type={type}
        maxLength={maxLength}
        placeholder={placeholder}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describeField(id, { error, hint })}
        className={INPUT_CLASS}
        {...registration}
      />
    </Field>
  );
}

type TextAreaControlProps = Omit<TextControlProps, 'type' | 'inputMode'> & { rows?: number };

/** A labelled multi-line box wired to react-hook-form. */
export function TextAreaControl({ id, label, registration, error, hint, labelNote, maxLength, placeholder, rows = 4, className }: TextAreaControlProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} labelNote={labelNote} className={className}>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describeField(id, { error, hint })}
        className={`${INPUT_CLASS} resize-y`}
        {...registration}
      />
    </Field>
  );
}

type CheckboxControlProps = { id: string; label: ReactNode; registration: UseFormRegisterReturn; hint?: ReactNode };

/** A checkbox with its label beside it. */
export function CheckboxControl({ id, label, registration, hint }: CheckboxControlProps) {
  return (
    <div className="flex items-start gap-3">
      <input id={id} type="checkbox" className="mt-1 size-4 accent-accent" aria-describedby={hint ? `${id}-hint` : undefined} {...registration} />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-fg-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

type SelectControlProps = {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  options: readonly { id: number; name: string }[];
  emptyLabel: string;
  error?: string;
};

/** A native select of a reference list (mood), with a 'none' entry. */
export function SelectControl({ id, label, registration, options, emptyLabel, error }: SelectControlProps) {
  return (
    <Field id={id} label={label} error={error}>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describeField(id, { error })} className={INPUT_CLASS} {...registration}>
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
    </Field>
  );
}

type PrivacyControlProps = {
  name: string;
  registration: UseFormRegisterReturn;
  /** Offer 'Scheduled' (songs and albums). */
  hasScheduled?: boolean;
  error?: string;
};

const PRIVACY_CHOICES = [
  { value: 'public', label: 'Public', hint: 'Everyone can find and play it.' },
  { value: 'private', label: 'Private', hint: 'Only you can see it.' },
  { value: 'scheduled', label: 'Scheduled', hint: 'Goes public on the release date.' },
] as const;

/** Public, private or scheduled (spec 2 §4), as radio cards. */
export function PrivacyControl({ name, registration, hasScheduled = true, error }: PrivacyControlProps) {
  const choices = hasScheduled ? PRIVACY_CHOICES : PRIVACY_CHOICES.slice(0, 2);
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-fg">Privacy</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-start gap-2 rounded-xl border border-border-strong p-3 has-[:checked]:border-accent has-[:checked]:bg-accent/15 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus"
          >
            <input type="radio" value={choice.value} className="mt-1 accent-accent" {...registration} />
            <span>
              <span className="block text-sm font-semibold text-fg">{choice.label}</span>
              <span className="block text-xs text-fg-muted">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A titled group of form fields. */
export function FormSection({ title, children, description }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-border bg-surface p-5 md:p-7">
      <h2 className="text-lg font-bold text-fg">{title}</h2>
      {description && <p className="mt-1 text-sm text-fg-muted">{description}</p>}
      <div className="mt-5 grid gap-5">{children}</div>
    </section>
  );
}
