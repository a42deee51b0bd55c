import type { ApplicationEntry, MyApplication } from '@indiwave/domain/contract/opportunities';
import { CheckCircle2, Circle, Music2, Video } from 'lucide-react';
import { formatDayTime } from '../opportunity-time.ts';
import { toArtworkSizes } from '@indiwave/domain/rules/artwork-sizes';

/** The colour of each state's badge. */
const BADGES: Record<MyApplication['status'], string> = {
  applied: 'border-accent-soft/60 text-accent-soft',
  shortlisted: 'border-focus/70 text-focus',
  won: 'border-success/70 text-success',
  not_selected: 'border-danger/60 text-danger',
  withdrawn: 'border-border-strong text-fg-muted',
};

/** An application's state as a badge. */
export function StatusBadge({ status, label }: { status: MyApplication['status']; label: string }) {
  return <span className={`inline-flex items-center rounded-full border px-3 py-1 text-xs font-semibold ${BADGES[status]}`}>{label}</span>;
}

/** The songs and videos of an application; songs play in place. */
export function EntryList({ entries }: { entries: ApplicationEntry[] }) {
  return (
    <ul className="grid gap-2">
      {entries.map((entry) => (
        <li key={`${entry.type}-${entry.slug}`} className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-bg p-2">
          {entry.image ? <img loading="lazy" decoding="async" {...toArtworkSizes(entry.image, '48px')} src={entry.image} alt="" width={48} height={48} className="size-12 shrink-0 rounded-lg object-cover" /> : <span className="size-12 shrink-0 rounded-lg bg-surface-raised" />}
          <span className="flex min-w-0 flex-1 items-center gap-2 font-medium text-fg">
            {entry.type === 'song' ? <Music2 aria-hidden size={16} className="shrink-0 text-fg-muted" /> : <Video aria-hidden size={16} className="shrink-0 text-fg-muted" />}
            <a href={entry.type === 'song' ? `/songs/${entry.slug}` : `/video-songs/${entry.slug}`} className="truncate hover:underline">
              {entry.title}
            </a>
          </span>
          {entry.mp3 && <audio controls preload="none" src={entry.mp3} className="h-9 w-full sm:w-64" aria-label={`Play ${entry.title}`} />}
        </li>
      ))}
    </ul>
  );
}

/** The artist's application: its state, the reason when not selected, its songs and its steps. */
export function ApplicationSummary({ application }: { application: MyApplication }) {
  return (
    <section aria-label="Your application" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-fg">Your application</h2>
        <StatusBadge status={application.status} label={application.status_label} />
      </div>
      {application.reason && (
        <p className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-fg">
          <strong className="block text-danger">Why it was not selected</strong>
          {application.reason}
          {application.decision_note && <span className="mt-1 block text-fg-muted">“{application.decision_note}”</span>}
        </p>
      )}
      {application.status === 'won' && <p className="rounded-xl border border-success/50 bg-success/10 px-4 py-3 text-sm text-fg">You won! The brand will be in touch with the next steps.</p>}
      {application.entries.length > 0 && <EntryList entries={application.entries} />}
      {application.note && <p className="text-sm text-fg-muted">Your note: “{application.note}”</p>}
      <ol aria-label="Timeline" className="grid gap-1 text-sm">
        {application.timeline.map((step, index) => (
          <li key={`${step.status}-${step.at}`} className="flex items-center gap-2 text-fg-muted">
            {index === application.timeline.length - 1 ? <CheckCircle2 aria-hidden size={16} className="text-accent-soft" /> : <Circle aria-hidden size={16} />}
            <span className="font-medium text-fg">{step.label}</span>
            <span>{formatDayTime(step.at)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
