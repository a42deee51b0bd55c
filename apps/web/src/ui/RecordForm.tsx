import { useId, useState, type FormEvent } from 'react';
import { getButtonClass } from './button-styles.ts';
import { Field, FormAlert, INPUT_CLASS } from './Field.tsx';

/** One text field of a record form: its key, label, hint, longest value, and whether it is a paragraph or an e-mail. */
export type RecordField<Name extends string> = { name: Name; label: string; hint?: string; max: number; kind?: 'text' | 'paragraph' | 'email' };

type RecordFormProps<Name extends string> = {
  /** The form's heading and accessible name: 'New programme', 'Edit Fresh Drop'. */
  title: string;
  fields: RecordField<Name>[];
  initial: Record<Name, string>;
  submitLabel: string;
  isPending: boolean;
  /** The server's per-field messages, shown under their fields. */
  fieldErrors?: Record<string, string>;
  /** A message not tied to a field. */
  error?: string | null;
  onSubmit: (values: Record<Name, string>) => void;
  onCancel: () => void;
};

/**
 * A small form of text fields for a record the team keeps (a TV programme, a radio station …):
 * the server checks every field and its messages show under them.
 */
export function RecordForm<Name extends string>({ title, fields, initial, submitLabel, isPending, fieldErrors = {}, error, onSubmit, onCancel }: RecordFormProps<Name>) {
  const id = useId();
  const [values, setValues] = useState(initial);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={title} className="grid gap-4 rounded-2xl border border-border bg-surface p-4 md:p-6">
      <h2 className="text-xl font-bold text-fg">{title}</h2>
      {fields.map((field) => {
        const inputId = `${id}-${field.name}`;
        const common = {
          id: inputId,
          className: INPUT_CLASS,
          maxLength: field.max,
          value: values[field.name],
          'aria-invalid': Boolean(fieldErrors[field.name]),
          onChange: (event: { target: { value: string } }) => setValues({ ...values, [field.name]: event.target.value }),
        };
        return (
          <Field key={field.name} id={inputId} label={field.label} hint={field.hint} error={fieldErrors[field.name]}>
            {field.kind === 'paragraph' ? <textarea rows={3} {...common} /> : <input type={field.kind === 'email' ? 'email' : 'text'} {...common} />}
          </Field>
        );
      })}
      <FormAlert message={error} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={getButtonClass('primary', 'md')} disabled={isPending}>
          {submitLabel}
        </button>
        <button type="button" className={getButtonClass('ghost', 'md')} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
