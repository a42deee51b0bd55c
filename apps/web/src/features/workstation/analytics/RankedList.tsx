import { formatCount } from '../components/figure-change.ts';

/** One row of a ranked list: a name and its plays. */
export type RankedRow = { key: string; label: string; detail?: string; value: number };

/** A ranked list with proportional bars (cities, countries, sources, top songs). */
export function RankedList({
  label,
  rows,
  unit = 'plays',
  empty,
}: {
  label: string;
  rows: RankedRow[];
  unit?: string;
  empty: string;
}) {
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  const most = Math.max(1, ...rows.map((row) => row.value));
  if (total === 0) return <p className="text-sm text-fg-muted">{empty}</p>;
  return (
    <ol aria-label={label} className="grid gap-2.5">
      {rows.map((row) => (
        <li key={row.key} className="grid min-w-0 gap-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 truncate text-fg">
              {row.label}
              {row.detail && <span className="text-fg-muted">, {row.detail}</span>}
            </span>
            <span className="shrink-0 font-semibold text-fg tabular-nums">
              {formatCount(row.value)} <span className="sr-only">{unit}</span>
              <span className="ml-1 text-xs font-normal text-fg-muted">{Math.round((row.value / total) * 100)}%</span>
            </span>
          </div>
          <span aria-hidden className="h-1.5 overflow-hidden rounded-full bg-surface-raised">
            <span className="block h-full rounded-full bg-accent" style={{ width: `${(row.value / most) * 100}%` }} />
          </span>
        </li>
      ))}
    </ol>
  );
}
