import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ProPerksDocument } from '@indiwave/domain/contract/pro-perks';
import { ApiError } from '../../../lib/api-client.ts';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { Field, FormAlert, FormSuccess, INPUT_CLASS } from '../../../ui/Field.tsx';
import { useProPerksDocument, useSaveProPerks } from '../api/staff-commerce.ts';

type ListName = keyof ProPerksDocument;
/** A row as the form holds it: every value a string or a flag ('lines' are one detail a line). */
type Row = Record<string, string | boolean>;
type Draft = Record<ListName, Row[]>;
type FieldSpec = { key: string; label: string; kind: 'text' | 'textarea' | 'lines' | 'flag' | 'link'; isRequired?: boolean; hint?: string };
type ListSpec = { heading: string; item: string; fields: FieldSpec[] };

/** The three lists of the document (spec 2 §3 Masterclass entry, Coupon entry, Learning resource), as the form shows them. */
const LISTS: Record<ListName, ListSpec> = {
  masterclasses: {
    heading: 'Pro Sessions',
    item: 'session',
    fields: [
      { key: 'title', label: 'Title', kind: 'text', isRequired: true },
      { key: 'date', label: 'Date', kind: 'text', isRequired: true, hint: 'day/month/year at time AM/PM, Indian time: 04/09/2030 at 07:00 PM' },
      { key: 'duration', label: 'Duration', kind: 'text', hint: '1 hour, 90 minutes …' },
      { key: 'description', label: 'Description', kind: 'textarea' },
      { key: 'image', label: 'Picture address', kind: 'text' },
      { key: 'whatsappGroupLink', label: 'WhatsApp group link', kind: 'link' },
      { key: 'startingSoon', label: 'Starting soon', kind: 'flag' },
      { key: 'ended', label: 'Class ended', kind: 'flag' },
    ],
  },
  couponCodes: {
    heading: 'Exclusive Coupon Codes',
    item: 'coupon',
    fields: [
      { key: 'companyName', label: 'Company', kind: 'text', isRequired: true },
      { key: 'code', label: 'Code', kind: 'text', isRequired: true },
      { key: 'subtitle', label: 'Subtitle', kind: 'text' },
      { key: 'details', label: 'Details', kind: 'lines', hint: 'One bullet a line' },
      { key: 'brandImage', label: 'Brand picture address', kind: 'text' },
      { key: 'redeemNowLink', label: 'Redeem link', kind: 'link' },
      { key: 'isNew', label: 'New', kind: 'flag' },
    ],
  },
  learningResources: {
    heading: 'Learning Resources',
    item: 'resource',
    fields: [
      { key: 'title', label: 'Title', kind: 'text', isRequired: true },
      { key: 'description', label: 'Description', kind: 'textarea' },
      { key: 'link', label: 'Link', kind: 'link', hint: 'https://… or a path of this site (/distribution-guide)' },
      { key: 'pdfName', label: 'PDF name', kind: 'text' },
      { key: 'image', label: 'Picture address', kind: 'text' },
    ],
  },
};
const LIST_NAMES = Object.keys(LISTS) as ListName[];

const blankRow = (list: ListName): Row => Object.fromEntries(LISTS[list].fields.map((field) => [field.key, field.kind === 'flag' ? false : '']));

function toDraft(document: ProPerksDocument): Draft {
  const toRow = (list: ListName, entry: Record<string, unknown>): Row =>
    Object.fromEntries(
      LISTS[list].fields.map((field) => {
        const value = entry[field.key];
        if (field.kind === 'flag') return [field.key, value === true];
        if (field.kind === 'lines') return [field.key, Array.isArray(value) ? value.join('\n') : ''];
        return [field.key, typeof value === 'string' ? value : ''];
      }),
    );
  return Object.fromEntries(LIST_NAMES.map((list) => [list, (document[list] as Record<string, unknown>[]).map((entry) => toRow(list, entry))])) as Draft;
}

/** The form's rows as the document the server checks: empty links are none, details one a line. */
function toDocument(draft: Draft): ProPerksDocument {
  const toEntry = (list: ListName, row: Row) =>
    Object.fromEntries(
      LISTS[list].fields.map((field) => {
        const value = row[field.key];
        if (field.kind === 'flag') return [field.key, value === true];
        if (field.kind === 'lines') return [field.key, String(value).split('\n').map((line) => line.trim()).filter(Boolean)];
        if (field.kind === 'link') return [field.key, String(value).trim() || null];
        return [field.key, String(value)];
      }),
    );
  return Object.fromEntries(LIST_NAMES.map((list) => [list, draft[list].map((row) => toEntry(list, row))])) as ProPerksDocument;
}

/** One list of the document: its rows, each with its fields and Remove, and Add at the end. */
function ListEditor({ list, rows, fields, onChange }: { list: ListName; rows: Row[]; fields: Record<string, string>; onChange: (rows: Row[]) => void }) {
  const spec = LISTS[list];
  const update = (index: number, patch: Row) => onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <section aria-labelledby={`perks-${list}`} className="grid gap-3">
      <h2 id={`perks-${list}`} className="text-xl font-bold text-fg">
        {spec.heading}
      </h2>
      {rows.length === 0 && <p className="text-sm text-fg-muted">None.</p>}
      {rows.map((row, index) => {
        const name = `${spec.item} ${index + 1}`;
        return (
          <fieldset key={index} className="grid gap-3 rounded-2xl border border-border bg-surface p-4">
            <legend className="px-1 text-sm font-semibold text-fg capitalize">{name}</legend>
            <div className="grid gap-3 md:grid-cols-2">
              {spec.fields.map((field) => {
                const id = `${list}-${index}-${field.key}`;
                const error = fields[`${list}.${index}.${field.key}`];
                const value = row[field.key];
                if (field.kind === 'flag') {
                  return (
                    <label key={field.key} className="flex items-center gap-2 text-sm text-fg">
                      <input type="checkbox" checked={value === true} onChange={(event) => update(index, { [field.key]: event.target.checked })} aria-label={`${field.label} (${name})`} />
                      {field.label}
                    </label>
                  );
                }
                const label = `${field.label} (${name})`;
                return (
                  <Field key={field.key} id={id} label={label} labelNote={field.isRequired ? undefined : 'optional'} hint={field.hint} error={error}>
                    {field.kind === 'textarea' || field.kind === 'lines' ? (
                      <textarea id={id} className={INPUT_CLASS} rows={3} value={String(value)} onChange={(event) => update(index, { [field.key]: event.target.value })} aria-invalid={Boolean(error)} />
                    ) : (
                      <input id={id} className={INPUT_CLASS} value={String(value)} onChange={(event) => update(index, { [field.key]: event.target.value })} aria-invalid={Boolean(error)} required={field.isRequired} />
                    )}
                  </Field>
                );
              })}
            </div>
            <div>
              <button type="button" className={getButtonClass('ghost', 'sm')} onClick={() => onChange(rows.filter((_, at) => at !== index))}>
                Remove {name}
              </button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <button type="button" className={getButtonClass('secondary', 'sm')} onClick={() => onChange([...rows, blankRow(list)])}>
          Add a {spec.item}
        </button>
      </div>
    </section>
  );
}

function ProPerksForm({ document, isDefault }: { document: ProPerksDocument; isDefault: boolean }) {
  const save = useSaveProPerks();
  const [draft, setDraft] = useState<Draft>(() => toDraft(document));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaved(null);
    setFields({});
    try {
      setSaved((await save.mutateAsync(toDocument(draft))).message);
    } catch (failure) {
      setError(readErrorMessage(failure));
      setFields(failure instanceof ApiError ? (failure.fields ?? {}) : {});
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} aria-label="Pro Perks" className="grid gap-8" noValidate>
      {isDefault && <p className="text-sm text-fg-muted">These are the built-in Pro Perks: saving makes them the team&apos;s own.</p>}
      {LIST_NAMES.map((list) => (
        <ListEditor key={list} list={list} rows={draft[list]} fields={fields} onChange={(rows) => setDraft((value) => ({ ...value, [list]: rows }))} />
      ))}
      <div className="sticky bottom-0 grid gap-2 border-t border-border bg-bg py-3">
        <FormAlert message={error} />
        {saved && <FormSuccess message={saved} />}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={getButtonClass('primary', 'md')} disabled={save.isPending}>
            Save Pro Perks
          </button>
          <Link to="/pro-perks" className="text-sm text-fg underline underline-offset-2">
            See the members&apos; page
          </Link>
        </div>
      </div>
    </form>
  );
}

/** /admin/pro-perks: the Pro Perks document (sessions, partner coupons, resources) in a form; saved with PUT pro_perks. */
export default function StaffProPerksPage() {
  const document = useProPerksDocument();
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold text-fg md:text-3xl">Pro Perks</h1>
        <p className="mt-1 text-fg-muted">What Pro members find at /pro-perks. Codes and links show to Pro members only.</p>
      </div>
      {document.isPending && <p className="text-sm text-fg-muted">Loading…</p>}
      {document.isError && <FormAlert message={readErrorMessage(document.error)} />}
      {/* Not keyed by updated_at: the refetch after a save must not reset the form and its 'saved' message. */}
      {document.data && <ProPerksForm document={document.data} isDefault={document.data.is_default} />}
    </div>
  );
}
