import { useState } from 'react';
import { RADIO_STATION_CITY_MAX, RADIO_STATION_GENRES_MAX, RADIO_STATION_NAME_MAX } from '@indiwave/domain/constants';
import type { StaffStation, StationBody } from '@indiwave/domain/contract/promo';
import { ApiError } from '../../../lib/api-client.ts';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { confirm } from '../../../ui/confirm.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { RecordForm, type RecordField } from '../../../ui/RecordForm.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useStaffStations, useStationMutations } from '../api/radio.ts';

const EMPTY: StationBody = { name: '', city: '', genre_focus: '', email: '' };

const FIELDS: RecordField<keyof StationBody>[] = [
  { name: 'name', label: 'Name', max: RADIO_STATION_NAME_MAX },
  { name: 'city', label: 'City', max: RADIO_STATION_CITY_MAX },
  { name: 'genre_focus', label: 'What it plays', hint: "'Indie, rock'.", max: RADIO_STATION_GENRES_MAX },
  { name: 'email', label: 'E-mail for pitches', hint: 'Pitches and their answer links are mailed here.', max: 254, kind: 'email' },
];

/** Adds a station or edits one; the server's field messages show under their fields. */
function StationForm({ station, onDone }: { station: StaffStation | null; onDone: () => void }) {
  const { save } = useStationMutations();
  const fieldErrors = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  return (
    <RecordForm
      title={station ? `Edit ${station.name}` : 'New radio station'}
      fields={FIELDS}
      initial={station ? { name: station.name, city: station.city, genre_focus: station.genre_focus, email: station.email } : EMPTY}
      submitLabel={station ? 'Save station' : 'Add station'}
      isPending={save.isPending}
      fieldErrors={fieldErrors}
      error={save.error && Object.keys(fieldErrors).length === 0 ? readErrorMessage(save.error) : null}
      onSubmit={(body) =>
        save.mutate(
          { slug: station?.slug ?? null, body },
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

/**
 * /admin/radio-stations (issue 21 item 5): the partner stations artists pitch to — add, edit,
 * retire (no longer offered; its pitches stay) or bring back.
 */
export default function StaffRadioStationsPage() {
  const stations = useStaffStations();
  const { retire } = useStationMutations();
  const [editing, setEditing] = useState<string | null>(null);
  const list = stations.data ?? [];

  const handleRetire = async (station: StaffStation) => {
    const isRetiring = station.retired_at === null;
    if (isRetiring && !(await confirm(`Retire ${station.name}? Artists can no longer pitch to it; its ${station.pitch_count} pitches stay.`))) return;
    retire.mutate({ slug: station.slug, retired: isRetiring }, { onSuccess: (reply) => showToast(reply.message, 'success'), onError: (failure) => showToast(readErrorMessage(failure), 'error') });
  };

  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-fg md:text-3xl">Radio stations</h1>
          <p className="mt-1 text-fg-muted">The stations Pro artists pitch their songs to. A retired station is no longer offered; its pitches stay.</p>
        </div>
        <button type="button" className={getButtonClass('primary', 'sm')} onClick={() => setEditing('new')}>
          Add a station
        </button>
      </div>
      {editing !== null && <StationForm key={editing} station={list.find((station) => station.slug === editing) ?? null} onDone={() => setEditing(null)} />}
      {stations.isError && <FormAlert message={readErrorMessage(stations.error)} />}
      {stations.isPending && <p role="status" className="text-fg-muted">Loading the stations…</p>}
      <ul aria-label="Radio stations" className="grid gap-3">
        {list.map((station) => {
          const isRetired = station.retired_at !== null;
          return (
            <li key={station.slug} className={`grid gap-3 rounded-2xl border border-border bg-surface p-4 md:grid-cols-[1fr_auto] ${isRetired ? 'opacity-75' : ''}`}>
              <div className="min-w-0">
                <h2 className="font-semibold text-fg">
                  {station.name}, {station.city}
                  {isRetired && <span className="ml-2 rounded-full border border-border px-2 text-xs font-medium text-fg-muted">Retired</span>}
                </h2>
                <p className="text-sm text-fg-muted">
                  {station.genre_focus} · <span className="break-all">{station.email}</span> · {station.pitch_count === 1 ? '1 pitch' : `${station.pitch_count} pitches`}
                </p>
              </div>
              <div className="flex flex-wrap items-start gap-2">
                <button type="button" className={getButtonClass('secondary', 'sm')} aria-label={`Edit ${station.name}, ${station.city}`} onClick={() => setEditing(station.slug)}>
                  Edit
                </button>
                <button type="button" className={getButtonClass('secondary', 'sm')} aria-label={`${isRetired ? 'Bring back' : 'Retire'} ${station.name}, ${station.city}`} disabled={retire.isPending} onClick={() => void handleRetire(station)}>
                  {isRetired ? 'Bring back' : 'Retire'}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
