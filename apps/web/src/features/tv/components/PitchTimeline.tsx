import type { MyPitch } from '@indiwave/domain/contract/tv';
import { CheckCircle2, Circle } from 'lucide-react';

const BADGES: Record<MyPitch['status'], string> = {
  submitted: 'border-accent-soft/60 text-accent-soft',
  in_review: 'border-accent-soft/60 text-accent-soft',
  accepted: 'border-focus/70 text-focus',
  scheduled: 'border-focus/70 text-focus',
  aired: 'border-success/70 text-success',
  declined: 'border-danger/60 text-danger',
};

/** A date and time as people read it here: '12 Dec 2030, 8:00 pm'. */
export function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** A pitch's state as a badge. */
export function PitchBadge({ pitch }: { pitch: Pick<MyPitch, 'status' | 'status_label'> }) {
  return <span className={`inline-flex items-center rounded-full border px-3 py-1 text-xs font-semibold ${BADGES[pitch.status]}`}>{pitch.status_label}</span>;
}

/** Each step a pitch took, with its note (the programme and date, or the reason). */
export function PitchTimeline({ pitch }: { pitch: MyPitch }) {
  return (
    <ol aria-label="Timeline" className="grid gap-1 text-sm">
      {pitch.timeline.map((step, index) => (
        <li key={`${step.status}-${step.at}-${index}`} className="flex flex-wrap items-center gap-2 text-fg-muted">
          {index === pitch.timeline.length - 1 ? <CheckCircle2 aria-hidden size={16} className="text-accent-soft" /> : <Circle aria-hidden size={16} />}
          <span className="font-medium text-fg">{step.label}</span>
          <span>{formatWhen(step.at)}</span>
          {step.note && <span className="w-full pl-6 text-fg-muted sm:w-auto sm:pl-0">· {step.note}</span>}
        </li>
      ))}
    </ol>
  );
}
