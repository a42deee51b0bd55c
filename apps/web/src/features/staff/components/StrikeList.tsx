import type { Strike } from '@indiwave/domain/contract/moderation';
import { formatDate, STRIKE_LABELS } from './labels.ts';

const APPEAL_LABELS: Record<Strike['appeal_status'], string> = { none: 'not appealed', pending: 'appeal waiting', upheld: 'appeal refused', overturned: 'overturned' };

/** A person's strikes, newest first; overturned ones no longer count and read struck through. */
export function StrikeList<S extends Strike>({
  strikes,
  label,
  renderLead,
  renderAction,
}: {
  strikes: S[];
  label: string;
  /** Shown before the action (whose strike it is, on the list of everyone's). */
  renderLead?: (strike: S) => React.ReactNode;
  renderAction?: (strike: S) => React.ReactNode;
}) {
  if (strikes.length === 0) return <p className="text-sm text-fg-muted">No strikes.</p>;
  return (
    <ul aria-label={label} className="divide-y divide-border">
      {strikes.map((strike) => (
        <li key={strike.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
          <div className="min-w-0">
            <p className={strike.overturned_at ? 'text-fg-muted line-through' : 'text-fg'}>
              {renderLead?.(strike)}
              <span className="font-semibold">{STRIKE_LABELS[strike.action]}</span>
              {strike.target.title && (
                <>
                  {' '}
                  of {strike.target.type} “{strike.target.title}”
                </>
              )}
            </p>
            <p className="text-fg-muted">
              {strike.reason} · {formatDate(strike.created_at)} · {APPEAL_LABELS[strike.appeal_status]}
            </p>
          </div>
          {renderAction?.(strike)}
        </li>
      ))}
    </ul>
  );
}
