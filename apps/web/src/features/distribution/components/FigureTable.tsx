import type { ReactNode } from 'react';
import { scrollRegion } from '../../../ui/scroll-region.ts';

export type FigureColumn<T> = { label: string; cell: (row: T) => ReactNode; numeric?: boolean };

/** A plain table of figures (no chart): a caption, a header and one line per row. */
export function FigureTable<T>({ caption, columns, rows, rowKey }: { caption: string; columns: FigureColumn<T>[]; rows: T[]; rowKey: (row: T) => string }) {
  return (
    <div {...scrollRegion(caption, 'rounded-2xl border border-border bg-surface')}>
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-3 text-left text-base font-semibold text-fg">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-fg-muted">
            {columns.map((column) => (
              <th key={column.label} scope="col" className={`px-4 py-2 font-medium ${column.numeric ? 'text-right' : ''}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="px-4 py-3 text-fg-muted">
                Nothing yet.
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-border last:border-0">
              {columns.map((column) => (
                <td key={column.label} className={`px-4 py-2 text-fg ${column.numeric ? 'text-right tabular-nums' : ''}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The sale-month filter both pages share: from and to, as YYYY-MM. */
export function PeriodFields({ from, to, onChange }: { from: string; to: string; onChange: (period: { from: string; to: string }) => void }) {
  const input = 'rounded-xl border border-border-strong bg-bg px-3 py-2 text-fg';
  return (
    <div className="flex flex-wrap items-end gap-3 text-sm">
      <label className="flex flex-col gap-1 text-fg">
        From month
        <input type="month" className={input} value={from} onChange={(event) => onChange({ from: event.target.value, to })} />
      </label>
      <label className="flex flex-col gap-1 text-fg">
        To month
        <input type="month" className={input} value={to} onChange={(event) => onChange({ from, to: event.target.value })} />
      </label>
    </div>
  );
}
