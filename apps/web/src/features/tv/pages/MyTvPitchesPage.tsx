import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { readErrorMessage } from '../../../lib/form-errors.ts';
import { getButtonClass } from '../../../ui/button-styles.ts';
import { FormAlert } from '../../../ui/Field.tsx';
import { useMyPitches } from '../api/tv.ts';
import { PitchBadge, PitchTimeline, formatWhen } from '../components/PitchTimeline.tsx';

/** My Videos (Broadcast on TV): each pitched video with its status and timeline. */
export default function MyTvPitchesPage() {
  const query = useMyPitches();
  return (
    <div className="mx-auto max-w-content px-4 py-8 md:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-fg">My Videos on TV</h1>
          <p className="mt-2 text-fg-muted">Where each of your pitches stands, from submitted to aired.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/messaging?tv=1" className={getButtonClass('secondary', 'sm')}>
            <MessageSquare aria-hidden size={16} /> Message the TV team
          </Link>
          <Link to="/mydashboard/tv/pitch" className={getButtonClass('primary', 'sm')}>
            Pitch a video
          </Link>
        </div>
      </div>
      {query.error && <FormAlert message={readErrorMessage(query.error)} />}
      {query.isPending && <div role="status" aria-label="Loading" className="mt-6 h-48 animate-pulse rounded-2xl border border-border bg-surface" />}
      {query.data && query.data.length === 0 && (
        <p className="mt-6 rounded-2xl border border-border bg-surface p-6 text-fg-muted">You have not pitched a video yet.</p>
      )}
      <ul aria-label="Your pitches" className="mt-6 grid gap-4">
        {query.data?.map((pitch) => (
          <li key={pitch.id} className="grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-[12rem_1fr]">
            <img src={pitch.video.image} alt="" width={480} height={360} loading="lazy" decoding="async" className="aspect-video w-full rounded-lg bg-surface-raised object-cover" />
            <div className="grid content-start gap-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link to={`/video-songs/${pitch.video.slug}`} className="text-lg font-semibold text-fg hover:underline">
                  {pitch.video.title}
                </Link>
                <PitchBadge pitch={pitch} />
              </div>
              <p className="text-sm text-fg-muted">
                {[pitch.is_submit_tv && 'TV', pitch.is_submit_website && 'website'].filter(Boolean).join(' and ')}
                {pitch.programme && ` · ${pitch.programme.name}`}
                {pitch.scheduled_at && pitch.status === 'scheduled' && ` · airs ${formatWhen(pitch.scheduled_at)}`}
                {pitch.aired_at && ` · aired ${formatWhen(pitch.aired_at)}`}
              </p>
              {pitch.decline_reason && <p className="rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-fg">{pitch.decline_reason}</p>}
              <PitchTimeline pitch={pitch} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
