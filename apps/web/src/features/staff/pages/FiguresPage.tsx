import { useState } from 'react';
import { Link } from 'react-router';
import type { FiguresDay } from '@indiwave/domain/contract/figures';
import { useFigures } from '../api/figures.ts';
import { ConsolePage, ConsolePanel } from '../components/ConsolePage.tsx';
import { scrollRegion } from '../../../ui/scroll-region.ts';

const WINDOWS = [7, 30, 90] as const;
type Column = { key: keyof Omit<FiguresDay, 'day'>; label: string };
const COLUMNS: Column[] = [
  { key: 'signups', label: 'Sign-ups' },
  { key: 'uploads', label: 'Uploads' },
  { key: 'plays', label: 'Plays' },
  { key: 'reports_filed', label: 'Reports filed' },
  { key: 'open_reports', label: 'Open reports' },
  { key: 'oldest_open_hours', label: 'Oldest open (hours)' },
];

const formatHours = (hours: number | null) => (hours === null ? '—' : hours >= 48 ? `${Math.round(hours / 24)} days` : `${hours} h`);

/** A figure of the window: its total (or, for the queue, where it stands today). */
function Summary({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="rounded-2xl border border-border bg-surface p-4">
      <p className="text-sm text-fg-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold text-fg tabular-nums">{value}</p>
      <p className="text-xs text-fg-muted">{hint}</p>
    </div>
  );
}

/** The console's dashboard (issue 21): the site's figures per day and the state of the reports queue. */
export default function FiguresPage() {
  const [days, setDays] = useState<(typeof WINDOWS)[number]>(30);
  const figures = useFigures(days);
  const rows = figures.data ?? [];
  const total = (key: Column['key']) => rows.reduce((sum, row) => sum + (row[key] ?? 0), 0);
  const today = rows.at(-1);
  const peak = Math.max(1, ...rows.map((row) => row.plays));

  return (
    <ConsolePage
      title="Dashboard"
      description="Sign-ups, uploads, plays and the reports queue, per day (UTC)."
      actions={
        <fieldset className="flex gap-1">
          <legend className="sr-only">Days shown</legend>
          {WINDOWS.map((value) => (
            <label key={value} className={`cursor-pointer rounded-full px-3 py-1 text-sm font-semibold ${days === value ? 'bg-accent text-accent-fg' : 'bg-surface-raised text-fg-muted hover:text-fg'}`}>
              <input type="radio" className="sr-only" name="figures-days" checked={days === value} onChange={() => setDays(value)} />
              {value} days
            </label>
          ))}
        </fieldset>
      }
    >
      {figures.isPending && <p className="text-sm text-fg-muted">Loading…</p>}
      {figures.isError && (
        <p role="alert" className="text-sm text-danger">
          {figures.error.message}
        </p>
      )}
      {figures.data && (
        <div className="grid gap-6">
          <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
            <Summary label="Sign-ups" value={String(total('signups'))} hint={`in ${days} days`} />
            <Summary label="Uploads" value={String(total('uploads'))} hint={`in ${days} days`} />
            <Summary label="Plays" value={String(total('plays'))} hint={`in ${days} days`} />
            <Summary label="Open reports" value={String(today?.open_reports ?? 0)} hint="now" />
            <Summary label="Oldest open report" value={formatHours(today?.oldest_open_hours ?? null)} hint="waiting now" />
          </div>
          <ConsolePanel title="Per day" action={<Link to="/admin/reports" className="text-sm font-semibold text-accent-soft hover:underline">The reports queue</Link>}>
            <div {...scrollRegion('Figures per day table')}>
              <table className="w-full min-w-[40rem] text-sm">
                <caption className="sr-only">Figures per day, newest first</caption>
                <thead>
                  <tr className="text-left text-fg-muted">
                    <th scope="col" className="py-2 pr-3 font-semibold">Day</th>
                    {COLUMNS.map((column) => (
                      <th key={column.key} scope="col" className="py-2 pr-3 text-right font-semibold">
                        {column.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {[...rows].reverse().map((row) => (
                    <tr key={row.day}>
                      <th scope="row" className="py-2 pr-3 text-left font-normal whitespace-nowrap text-fg">
                        {row.day}
                      </th>
                      {COLUMNS.map((column) => (
                        <td key={column.key} className="py-2 pr-3 text-right text-fg tabular-nums">
                          {column.key === 'plays' ? (
                            <span className="inline-flex items-center justify-end gap-2">
                              <span aria-hidden className="inline-block h-2 rounded bg-accent" style={{ width: `${Math.round((row.plays / peak) * 64)}px` }} />
                              {row.plays}
                            </span>
                          ) : column.key === 'oldest_open_hours' ? (
                            formatHours(row.oldest_open_hours)
                          ) : (
                            row[column.key]
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </ConsolePanel>
        </div>
      )}
    </ConsolePage>
  );
}
