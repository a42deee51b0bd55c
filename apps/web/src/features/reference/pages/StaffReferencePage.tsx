import { useId, useState } from 'react';
import { REFERENCE_NAME_MAX } from '@indiwave/domain/constants';
import { REFERENCE_ITEM_LABELS, REFERENCE_LIST_LABELS, REFERENCE_LISTS, type ReferenceList, type StaffNamedItem } from '@indiwave/domain/contract/reference';
import { ApiError } from '../../../lib/api-client.ts';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { Field, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { RecordForm } from '../../../ui/RecordForm.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useReferenceMutations, useStaffReferenceList } from '../api/staff-reference.ts';

/** Adds an item to the list, or renames one; the server's message shows under the name. */
function NameForm({ list, item, onDone }: { list: ReferenceList; item: StaffNamedItem | null; onDone: () => void }) {
  const { add, rename } = useReferenceMutations();
  const mutation = item ? rename : add;
  const fieldErrors = mutation.error instanceof ApiError ? (mutation.error.fields ?? {}) : {};
  const label = REFERENCE_ITEM_LABELS[list];
  const handleSuccess = (reply: { message: string }) => {
    showToast(reply.message, 'success');
    onDone();
  };
  return (
    <RecordForm
      title={item ? `Rename ${item.name}` : `New ${label}`}
      fields={[{ name: 'name', label: 'Name', hint: item ? `Its address stays /${item.slug}: songs, profiles and links keep it.` : undefined, max: REFERENCE_NAME_MAX }]}
      initial={{ name: item?.name ?? '' }}
      submitLabel={item ? 'Rename' : `Add ${label}`}
      isPending={mutation.isPending}
      fieldErrors={fieldErrors}
      error={mutation.error && Object.keys(fieldErrors).length === 0 ? readErrorMessage(mutation.error) : null}
      onSubmit={({ name }) => (item ? rename.mutate({ list, slug: item.slug, name }, { onSuccess: handleSuccess }) : add.mutate({ list, name }, { onSuccess: handleSuccess }))}
      onCancel={onDone}
    />
  );
}

/**
 * /admin/reference (issue 21 item 5): the reference lists — genres, languages, moods, artist
 * categories, band roles — where the team adds items and renames them. Nothing is deleted:
 * songs and people point at these items.
 */
export default function StaffReferencePage() {
  const id = useId();
  const [list, setList] = useState<ReferenceList>('genres');
  const [editing, setEditing] = useState<string | null>(null);
  const items = useStaffReferenceList(list);
  const label = REFERENCE_ITEM_LABELS[list];

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold text-fg md:text-3xl">Reference lists</h1>
        <p className="mt-1 text-fg-muted">What upload forms, profiles and filters offer. Names are unique in a list; a renamed item keeps its address.</p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Field id={`${id}-list`} label="List">
          <select
            id={`${id}-list`}
            className={INPUT_CLASS}
            value={list}
            onChange={(event) => {
              setList(event.target.value as ReferenceList);
              setEditing(null);
            }}
          >
            {REFERENCE_LISTS.map((value) => (
              <option key={value} value={value}>
                {REFERENCE_LIST_LABELS[value]}
              </option>
            ))}
          </select>
        </Field>
        <button type="button" className={getButtonClass('primary', 'sm')} onClick={() => setEditing('new')}>
          Add a {label}
        </button>
      </div>
      {editing !== null && <NameForm key={`${list}-${editing}`} list={list} item={(items.data ?? []).find((item) => item.slug === editing) ?? null} onDone={() => setEditing(null)} />}
      {items.isError && <FormAlert message={readErrorMessage(items.error)} />}
      {items.isPending && <p role="status" className="text-fg-muted">Loading the list…</p>}
      <ol aria-label={REFERENCE_LIST_LABELS[list]} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {(items.data ?? []).map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-2 rounded-xl border border-border bg-surface px-3 py-2">
            <span className="min-w-0">
              <span className="block truncate font-medium text-fg">{item.name}</span>
              <span className="block truncate text-xs text-fg-muted">/{item.slug}</span>
            </span>
            <button type="button" className={getButtonClass('ghost', 'sm')} aria-label={`Rename ${item.name}`} onClick={() => setEditing(item.slug)}>
              Rename
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
