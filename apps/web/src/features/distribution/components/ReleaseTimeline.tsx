import type { Release } from '@indiwave/domain/contract/distribution';

export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' }).format(new Date(iso));
}

/** The steps of a release with the date of each. */
export function ReleaseTimeline({ release }: { release: Release }) {
  return (
    <ol aria-label={`Timeline of ${release.title}`} className="mt-3 space-y-1 border-l border-border pl-4 text-sm">
      {release.timeline.map((step, index) => (
        <li key={index}>
          <span className="font-medium text-fg">{step.label}</span> <span className="text-fg-muted">{formatDay(step.at)}</span>
          {step.note && <span className="block text-fg-muted">{step.note}</span>}
        </li>
      ))}
    </ol>
  );
}

/** Why a release was rejected, field by field. */
export function RejectReasons({ release }: { release: Release }) {
  if (release.reject_reasons.length === 0) return null;
  return (
    <ul aria-label="Reasons" className="mt-3 list-disc space-y-1 pl-5 text-sm text-danger">
      {release.reject_reasons.map((reason, index) => (
        <li key={index}>
          <strong>{reason.field}</strong>: {reason.text} {reason.message}
        </li>
      ))}
    </ul>
  );
}
