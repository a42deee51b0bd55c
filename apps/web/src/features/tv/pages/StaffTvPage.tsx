import type { StaffPitch } from '@indiwave/domain/contract/tv';
import { MESSAGES } from '@indiwave/domain/messages';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { readSessionToken } from '../../../lib/session.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { Field, FormAlert, INPUT_CLASS } from '../../../ui/Field.tsx';
import { showToast } from '../../../ui/toast.ts';
import { useMovePitch, useStaffPitches, useTvProgrammes } from '../api/tv.ts';
import { PitchBadge, PitchTimeline } from '../components/PitchTimeline.tsx';

/** Opens a certificate in a new tab: the call needs the session header, so it is fetched first. */
async function openCertificate(id: number): Promise<void> {
  const response = await fetch(`/api/tv_certificate/${id}`, { headers: { authorization: readSessionToken() ?? '' } });
  if (!response.ok) throw new Error(MESSAGES.notFound);
  const url = URL.createObjectURL(await response.blob());
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** /staff/tv (staff): pitches to review, accept for a programme, schedule, or decline with a reason. */
export default function StaffTvPage() {
  const query = useStaffPitches();
  return (
    <div className="mx-auto max-w-content px-4 py-8 md:px-8">
      <h1 className="text-3xl font-bold text-fg">Review TV pitches</h1>
      <p className="mt-2 text-fg-muted">Open pitches first, oldest first. Each step reaches the artist as a message from the team.</p>
      {query.error && <FormAlert message={readErrorMessage(query.error)} />}
      {query.isPending && <div role="status" aria-label="Loading" className="mt-6 h-48 animate-pulse rounded-2xl border border-border bg-surface" />}
      <ul aria-label="Pitches" className="mt-6 grid gap-4">
        {query.data?.map((pitch) => (
          <PitchReview key={pitch.id} pitch={pitch} />
        ))}
      </ul>
    </div>
  );
}

type Mode = 'accepted' | 'scheduled' | 'declined' | null;

function PitchReview({ pitch }: { pitch: StaffPitch }) {
  const move = useMovePitch();
  const programmes = useTvProgrammes();
  const ids = useId();
  const [mode, setMode] = useState<Mode>(null);
  const [programme, setProgramme] = useState(pitch.programme?.slug ?? '');
  const [at, setAt] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = async (status: 'in_review' | 'accepted' | 'scheduled' | 'declined') => {
    setError(null);
    try {
      await move.mutateAsync({
        id: pitch.id,
        status,
        ...(programme && (status === 'accepted' || status === 'scheduled') ? { programme } : {}),
        ...(status === 'scheduled' ? { at: at ? new Date(at).toISOString() : '' } : {}),
        ...(status === 'declined' ? { reason } : {}),
      });
      showToast(MESSAGES.tvPitchUpdated, 'success', 2500);
      setMode(null);
    } catch (failure) {
      setError(readErrorMessage(failure));
    }
  };

  return (
    <li aria-label={`Pitch of ${pitch.video.title}`} className="grid gap-4 rounded-2xl border border-border bg-surface p-4 md:grid-cols-[16rem_1fr]">
      <div className="grid content-start gap-2">
        <img src={pitch.video.image} alt="" width={480} height={360} loading="lazy" decoding="async" className="aspect-video w-full rounded-lg bg-surface-raised object-cover" />
        <a href={`https://www.youtube.com/watch?v=${pitch.video.youtube_video_id}`} target="_blank" rel="noopener noreferrer" className="text-sm text-accent-soft underline">
          Watch on YouTube
        </a>
        {pitch.certificate && (
          <button type="button" className={getButtonClass('secondary', 'sm')} onClick={() => void openCertificate(pitch.certificate?.id ?? 0).catch((failure: unknown) => setError(readErrorMessage(failure)))}>
            View CBFC certificate
          </button>
        )}
      </div>
      <div className="grid content-start gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <Link to={`/video-songs/${pitch.video.slug}`} className="text-lg font-semibold text-fg hover:underline">
              {pitch.video.title}
            </Link>
            <span className="block text-sm text-fg-muted">
              <Link to={`/${pitch.artist.slug}`} className="hover:underline">
                {pitch.artist.name}
              </Link>{' '}
              · for {[pitch.is_submit_tv && 'TV', pitch.is_submit_website && 'the website'].filter(Boolean).join(' and ')}
            </span>
          </div>
          <PitchBadge pitch={pitch} />
        </div>
        {pitch.usermessage && <p className="text-sm text-fg-muted">“{pitch.usermessage}”</p>}
        <PitchTimeline pitch={pitch} />
        {pitch.moves.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {pitch.moves.includes('in_review') && (
              <button type="button" className={getButtonClass('primary', 'sm')} disabled={move.isPending} onClick={() => void send('in_review')}>
                Start review
              </button>
            )}
            {pitch.moves.includes('accepted') && (
              <button type="button" className={getButtonClass('primary', 'sm')} onClick={() => setMode('accepted')}>
                Accept…
              </button>
            )}
            {pitch.moves.includes('scheduled') && (
              <button type="button" className={getButtonClass('primary', 'sm')} onClick={() => setMode('scheduled')}>
                {pitch.status === 'scheduled' ? 'Reschedule…' : 'Schedule…'}
              </button>
            )}
            {pitch.moves.includes('declined') && (
              <button type="button" className={getButtonClass('secondary', 'sm')} onClick={() => setMode('declined')}>
                Decline…
              </button>
            )}
          </div>
        )}
        {mode && (
          <div className="grid gap-3 rounded-xl border border-border bg-bg p-4">
            {(mode === 'accepted' || mode === 'scheduled') && pitch.is_submit_tv && (
              <Field id={`${ids}-programme`} label="Programme">
                <select id={`${ids}-programme`} className={INPUT_CLASS} value={programme} onChange={(event) => setProgramme(event.target.value)}>
                  <option value="">Choose a programme</option>
                  {(programmes.data ?? []).map((item) => (
                    <option key={item.slug} value={item.slug}>
                      {item.name} ({item.slot})
                    </option>
                  ))}
                </select>
              </Field>
            )}
            {mode === 'scheduled' && (
              <Field id={`${ids}-at`} label="Air date and time">
                <input id={`${ids}-at`} type="datetime-local" className={INPUT_CLASS} value={at} onChange={(event) => setAt(event.target.value)} />
              </Field>
            )}
            {mode === 'declined' && (
              <Field id={`${ids}-reason`} label="Reason for the artist">
                <textarea id={`${ids}-reason`} className={INPUT_CLASS} rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
              </Field>
            )}
            <div className="flex gap-2">
              <button type="button" className={getButtonClass('primary', 'sm')} disabled={move.isPending} onClick={() => void send(mode)}>
                {mode === 'accepted' ? 'Accept' : mode === 'scheduled' ? 'Schedule' : 'Decline'}
              </button>
              <button type="button" className={getButtonClass('ghost', 'sm')} onClick={() => setMode(null)}>
                Cancel
              </button>
            </div>
          </div>
        )}
        <FormAlert message={error} />
      </div>
    </li>
  );
}
