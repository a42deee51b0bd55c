import type { ReactNode } from 'react';

/** The look of every text box of the forms; red border when aria-invalid. */
export const INPUT_CLASS =
  'block w-full rounded-xl border border-border-strong bg-bg px-4 py-2.5 text-fg placeholder:text-fg-muted/80 focus:border-accent-soft aria-[invalid=true]:border-danger disabled:opacity-60 read-only:bg-surface-raised read-only:text-fg-muted';

/** The ids a control points to with aria-describedby: its error and its hint, when shown. */
export function describeField(id: string, options: { error?: string; hint?: boolean | ReactNode }): string | undefined {
  const ids = [options.error ? `${id}-error` : null, options.hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

type FieldProps = {
  /** The control's id; the error is `${id}-error`, the hint `${id}-hint`. */
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shown after the label (e.g. 'optional'). */
  labelNote?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A labelled form control with its hint and error (the error in the spec's words). */
export function Field({ id, label, error, hint, labelNote, className = '', children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 flex items-baseline justify-between gap-2 text-sm font-medium text-fg">
        <span>{label}</span>
        {labelNote && <span className="text-xs font-normal text-fg-muted">{labelNote}</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-fg-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A field's error line; nothing when there is no error. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-danger">
      {message}
    </p>
  );
}

/** A message for the whole form (a failed call): announced, red. */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl border border-danger/60 bg-danger/10 px-4 py-3 text-sm text-danger">
      {message}
    </p>
  );
}

/** A success line for the whole form: announced politely. */
export function FormSuccess({ message }: { message?: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {message && <p className="rounded-xl border border-success/60 bg-success/10 px-4 py-3 text-sm text-success">{message}</p>}
    </div>
  );
}
