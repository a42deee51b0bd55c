import { useState } from 'react';
import { RELEASE_REJECT_CODES, RELEASE_REJECT_FIELDS, RELEASE_STATUSES, type ReleaseStatus } from '@indiwave/domain/constants';
import type { StaffRelease } from '@indiwave/domain/contract/distribution';
import { RELEASE_STATUS_LABELS } from '@indiwave/domain/messages';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { ChoiceChips } from '../../../ui/ChoiceChips.tsx';
import { useDistributionOptions, useMoveRelease, useRestoreTakedown, useReviewList, useTakeDownRelease } from '../api/releases.ts';
import { ReleaseTakedowns } from '../components/ReleaseTakedowns.tsx';
import { ReleaseTimeline } from '../components/ReleaseTimeline.tsx';

/** Take a delivered or live release down from some of its stores, with the reason. */
function TakedownForm({ release }: { release: StaffRelease }) {
  const options = useDistributionOptions();
  const takeDown = useTakeDownRelease();
  const names = new Map((options.data?.stores ?? []).map((store) => [store.slug, store.name]));
  const available = release.stores.filter((slug) => !release.stores_taken_down.includes(slug));
  const [chosen, setChosen] = useState<number[]>([]);
  const [reason, setReason] = useState('');
  if (available.length === 0) return null;
  const submit = () =>
    takeDown.mutate(
      { id: release.id, body: { stores: chosen.map((index) => available[index]), reason } },
      {
        onSuccess: (reply) => {
          showToast(reply.message, 'success');
          setChosen([]);
          setReason('');
        },
      },
    );
  return (
    <details className="mt-3 rounded-xl border border-border p-3">
      <summary className="cursor-pointer text-sm font-medium text-fg">Take down from stores</summary>
      <div className="mt-2 space-y-2">
        <ChoiceChips legend="Stores" options={available.map((slug, index) => ({ id: index, name: names.get(slug) ?? slug }))} value={chosen} onChange={setChosen} />
        <input aria-label="Reason for the takedown" className={INPUT_CLASS} value={reason} onChange={(event) => setReason(event.target.value)} />
        <FormAlert message={takeDown.error ? readErrorMessage(takeDown.error) : null} />
        <button type="button" className={getButtonClass('secondary', 'sm')} disabled={takeDown.isPending} onClick={submit}>
          Take down
        </button>
      </div>
    </details>
  );
}

/** Restore a takedown's stores: the release is delivered to them again. */
function RestoreButton({ releaseId, takedownId }: { releaseId: number; takedownId: number }) {
  const restore = useRestoreTakedown();
  return (
    <div className="mt-2">
      <FormAlert message={restore.error ? readErrorMessage(restore.error) : null} />
      <button
        type="button"
        className={getButtonClass('primary', 'sm')}
        disabled={restore.isPending}
        onClick={() => restore.mutate({ id: releaseId, takedownId }, { onSuccess: (reply) => showToast(reply.message, 'success') })}
      >
        Restore to stores
      </button>
    </div>
  );
}

const MOVE_LABELS: Partial<Record<ReleaseStatus, string>> = { in_review: 'Start review', approved: 'Approve', rejected: 'Reject', delivered: 'Mark delivered', live: 'Mark live' };

function ReviewItem({ release }: { release: StaffRelease }) {
  const move = useMoveRelease();
  const [field, setField] = useState<(typeof RELEASE_REJECT_FIELDS)[number]>('artwork');
  const [code, setCode] = useState<(typeof RELEASE_REJECT_CODES)[number]>('artwork_quality');
  const [message, setMessage] = useState('');
  const go = (status: ReleaseStatus) =>
    move.mutate(
      { id: release.id, body: status === 'rejected' ? { status: 'rejected', reasons: [{ field, code, message }] } : { status: status as 'in_review' } },
      { onSuccess: (reply) => showToast(reply.message, 'success') },
    );
  return (
    <li className="rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-fg">{release.title}</h2>
        <span className="rounded-full bg-surface-raised px-3 py-1 text-sm text-fg">{release.status_label}</span>
      </div>
      <p className="text-sm text-fg-muted">
        {release.artist.name} &lt;{release.artist.email}&gt; · {release.kind} · {release.tracks.length} tracks · {release.release_date} · stores: {release.stores.join(', ')}
        {release.stores_taken_down.length > 0 && ` · taken down from: ${release.stores_taken_down.join(', ')}`}
      </p>
      <ol className="mt-2 list-decimal pl-5 text-sm text-fg">
        {release.tracks.map((track) => (
          <li key={track.id}>
            {track.title} — {track.artists.join(', ')} {track.audio ? `(${track.audio.duration_s} s, ${track.audio.bit_depth} bit)` : ''} {track.isrc ?? ''}
          </li>
        ))}
      </ol>
      {release.hints.length > 0 && <p className="mt-2 text-sm text-fg-muted">Hints: {release.hints.join(' ')}</p>}
      <ReleaseTakedowns release={release} action={(takedown) => (takedown.restored_at ? null : <RestoreButton releaseId={release.id} takedownId={takedown.id} />)} />
      <ReleaseTimeline release={release} />
      {(release.status === 'delivered' || release.status === 'live') && <TakedownForm release={release} />}
      {release.moves.includes('rejected') && (
        <div className="mt-3 grid gap-2 md:grid-cols-3">
          <select aria-label="Rejected field" className={INPUT_CLASS} value={field} onChange={(event) => setField(event.target.value as typeof field)}>
            {RELEASE_REJECT_FIELDS.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
          <select aria-label="Reason code" className={INPUT_CLASS} value={code} onChange={(event) => setCode(event.target.value as typeof code)}>
            {RELEASE_REJECT_CODES.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
          <input aria-label="Note to the artist" className={INPUT_CLASS} value={message} onChange={(event) => setMessage(event.target.value)} />
        </div>
      )}
      <FormAlert message={move.error ? readErrorMessage(move.error) : null} />
      <div className="mt-3 flex flex-wrap gap-2">
        {release.moves.map((status) => (
          <button key={status} type="button" className={getButtonClass(status === 'rejected' ? 'secondary' : 'primary', 'sm')} disabled={move.isPending} onClick={() => go(status)}>
            {MOVE_LABELS[status] ?? RELEASE_STATUS_LABELS[status]}
          </button>
        ))}
      </div>
    </li>
  );
}

/** /admin/releases: the team's review of releases (issue 18). */
export default function StaffReleasesPage() {
  const [status, setStatus] = useState<ReleaseStatus | ''>('');
  const query = useReviewList(status);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-fg">Releases</h1>
        <select aria-label="Status" className={`${INPUT_CLASS} w-auto`} value={status} onChange={(event) => setStatus(event.target.value as ReleaseStatus | '')}>
          <option value="">Waiting on the team</option>
          {RELEASE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {RELEASE_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {query.error && <FormAlert message={readErrorMessage(query.error)} />}
      {query.data?.length === 0 && <p className="text-fg-muted">Nothing to review.</p>}
      <ul className="space-y-4">
        {query.data?.map((release) => (
          <ReviewItem key={release.id} release={release} />
        ))}
      </ul>
    </div>
  );
}
