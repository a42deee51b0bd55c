import { useId, useState } from 'react';
import { TV_PROGRAMME_DESCRIPTION_MAX, TV_PROGRAMME_LINE_MAX, TV_PROGRAMME_NAME_MAX, TV_SCHEDULE_DAYS, TV_TIME_ZONE } from '@indiwave/domain/constants';
import type { ProgrammeBody, StaffProgramme } from '@indiwave/domain/contract/tv';
import { ApiError } from '../../../lib/api-client.ts';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { confirm } from '../../../ui/confirm.ts';
import { Field, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { RecordForm, type RecordField } from '../../../ui/RecordForm.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useProgrammeMutations, useStaffProgrammes, useTvSchedule } from '../api/tv.ts';

const EMPTY: ProgrammeBody = { name: '', length: '', slot: '', description: '', for_whom: '' };

/** The programme form's fields. */
const FIELDS: RecordField<keyof ProgrammeBody>[] = [
  { name: 'name', label: 'Name', max: TV_PROGRAMME_NAME_MAX },
  { name: 'slot', label: 'When it airs', hint: "As viewers read it: 'Daily at 9:00 PM IST'.", max: TV_PROGRAMME_LINE_MAX },
  { name: 'length', label: 'How long and how often', hint: "'30 minutes, daily'.", max: TV_PROGRAMME_LINE_MAX },
  { name: 'for_whom', label: 'Which videos it plays', max: TV_PROGRAMME_LINE_MAX },
  { name: 'description', label: 'Description', max: TV_PROGRAMME_DESCRIPTION_MAX, kind: 'paragraph' },
];

/** Adds a programme or edits one; the server's field messages show under their fields. */
function ProgrammeForm({ programme, onDone }: { programme: StaffProgramme | null; onDone: () => void }) {
  const { save } = useProgrammeMutations();
  const fieldErrors = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  return (
    <RecordForm
      title={programme ? `Edit ${programme.name}` : 'New programme'}
      fields={FIELDS}
      initial={programme ? { name: programme.name, length: programme.length, slot: programme.slot, description: programme.description, for_whom: programme.for_whom } : EMPTY}
      submitLabel={programme ? 'Save programme' : 'Add programme'}
      isPending={save.isPending}
      fieldErrors={fieldErrors}
      error={save.error && Object.keys(fieldErrors).length === 0 ? readErrorMessage(save.error) : null}
      onSubmit={(body) =>
        save.mutate(
          { slug: programme?.slug ?? null, body },
          {
            onSuccess: (reply) => {
              showToast(reply.message, 'success');
              onDone();
            },
          },
        )
      }
      onCancel={onDone}
    />
  );
}

/** The day a schedule group heads, as the team reads it: 'Friday, 12 December'. */
function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** An air time in IST: '9:00 pm'. */
function formatTime(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: TV_TIME_ZONE }).format(new Date(iso));
}

/** The scheduled pitches by IST day, a week from the chosen day. */
function Schedule() {
  const id = useId();
  const [from, setFrom] = useState('');
  const schedule = useTvSchedule(from, TV_SCHEDULE_DAYS);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-bold text-fg">
          Schedule
        </h2>
        <Field id={`${id}-from`} label="From">
          <input id={`${id}-from`} type="date" className={INPUT_CLASS} value={from || schedule.data?.from || ''} onChange={(event) => setFrom(event.target.value)} />
        </Field>
      </div>
      {schedule.isError && <FormAlert message={readErrorMessage(schedule.error)} />}
      {schedule.isPending && <p role="status" className="text-fg-muted">Loading the schedule…</p>}
      {schedule.data && (
        <ol aria-label="Schedule by day" className="grid gap-3">
          {schedule.data.days.map((day) => (
            <li key={day.day} className="rounded-2xl border border-border bg-surface p-4">
              <h3 className="font-semibold text-fg">{formatDay(day.day)}</h3>
              {day.slots.length === 0 ? (
                <p className="mt-1 text-sm text-fg-muted">Nothing scheduled.</p>
              ) : (
                <ul className="mt-2 grid gap-2" aria-label={`Scheduled on ${formatDay(day.day)}`}>
                  {day.slots.map((slot) => (
                    <li key={slot.pitch_id} className="flex flex-wrap gap-x-3 text-sm">
                      <time dateTime={slot.at} className="font-semibold text-fg">
                        {formatTime(slot.at)} IST
                      </time>
                      <span className="text-fg">
                        {slot.video.title} <span className="text-fg-muted">by {slot.video.artist.name}</span>
                      </span>
                      {slot.programme && (
                        <span className="text-fg-muted">
                          {slot.programme.name}
                          {slot.programme.is_retired && ' (retired)'}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * /admin/tv-programmes (issue 21 item 5): the channel's programmes — add, edit, reorder, retire
 * (no new pitches; pitches that name it keep it) or bring back — and the schedule by day.
 */
export default function StaffTvProgrammesPage() {
  const programmes = useStaffProgrammes();
  const { retire, reorder } = useProgrammeMutations();
  const [editing, setEditing] = useState<string | null>(null);
  const list = programmes.data ?? [];

  const handleMove = (index: number, by: -1 | 1) => {
    const slugs = list.map((programme) => programme.slug);
    [slugs[index], slugs[index + by]] = [slugs[index + by], slugs[index]];
    reorder.mutate(slugs, { onError: (failure) => showToast(readErrorMessage(failure), 'error') });
  };

  const handleRetire = async (programme: StaffProgramme) => {
    const isRetiring = programme.retired_at === null;
    if (isRetiring && !(await confirm(`Retire ${programme.name}? It takes no new pitches; the ${programme.pitch_count} pitches that name it keep it.`))) return;
    retire.mutate({ slug: programme.slug, retired: isRetiring }, { onSuccess: (reply) => showToast(reply.message, 'success'), onError: (failure) => showToast(readErrorMessage(failure), 'error') });
  };

  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-fg md:text-3xl">TV programmes</h1>
          <p className="mt-1 text-fg-muted">What the channel runs, in the order viewers and artists see it. A retired programme takes no new pitches.</p>
        </div>
        <button type="button" className={getButtonClass('primary', 'sm')} onClick={() => setEditing('new')}>
          Add a programme
        </button>
      </div>
      {editing !== null && <ProgrammeForm key={editing} programme={list.find((programme) => programme.slug === editing) ?? null} onDone={() => setEditing(null)} />}
      {programmes.isError && <FormAlert message={readErrorMessage(programmes.error)} />}
      {programmes.isPending && <p role="status" className="text-fg-muted">Loading the programmes…</p>}
      <ol aria-label="Programmes" className="grid gap-3">
        {list.map((programme, index) => {
          const isRetired = programme.retired_at !== null;
          return (
            <li key={programme.slug} className={`grid gap-3 rounded-2xl border border-border bg-surface p-4 md:grid-cols-[1fr_auto] ${isRetired ? 'opacity-75' : ''}`}>
              <div className="min-w-0">
                <h2 className="font-semibold text-fg">
                  {programme.name}
                  {isRetired && <span className="ml-2 rounded-full border border-border px-2 text-xs font-medium text-fg-muted">Retired</span>}
                </h2>
                <p className="text-sm text-accent-soft">
                  {programme.slot} · {programme.length}
                </p>
                <p className="mt-1 text-sm text-fg-muted">{programme.description}</p>
                <p className="mt-1 text-xs text-fg-muted">
                  {programme.for_whom} · {programme.pitch_count === 1 ? '1 pitch' : `${programme.pitch_count} pitches`}
                </p>
              </div>
              <div className="flex flex-wrap items-start gap-2">
                <button type="button" className={getButtonClass('ghost', 'sm')} aria-label={`Move ${programme.name} up`} disabled={index === 0 || reorder.isPending} onClick={() => handleMove(index, -1)}>
                  Up
                </button>
                <button type="button" className={getButtonClass('ghost', 'sm')} aria-label={`Move ${programme.name} down`} disabled={index === list.length - 1 || reorder.isPending} onClick={() => handleMove(index, 1)}>
                  Down
                </button>
                <button type="button" className={getButtonClass('secondary', 'sm')} aria-label={`Edit ${programme.name}`} onClick={() => setEditing(programme.slug)}>
                  Edit
                </button>
                <button type="button" className={getButtonClass('secondary', 'sm')} aria-label={`${isRetired ? 'Bring back' : 'Retire'} ${programme.name}`} disabled={retire.isPending} onClick={() => void handleRetire(programme)}>
                  {isRetired ? 'Bring back' : 'Retire'}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <Schedule />
    </div>
  );
}
