import type { WindowChange } from '@indiwave/domain/contract/workstation';

/** A window's change as the figure cards show it. */
export type ChangeView = {
  /** '+12', '−3', '0'. */
  delta: string;
  /** The change against the window before, in whole percent; null when that window was empty. */
  percent: number | null;
  trend: 'up' | 'down' | 'flat';
};

const numberFormat = new Intl.NumberFormat('en-IN');

/** A count as people read it (Indian grouping: 1,23,456). */
export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/**
 * The change of a window (the last N days) against the N days before: the window's own count
 * signed, and its percent against the previous window ((current − previous) / previous).
 */
export function describeChange(change: WindowChange): ChangeView {
  const { current, previous } = change;
  const delta = current > 0 ? `+${formatCount(current)}` : current < 0 ? `−${formatCount(-current)}` : '0';
  const percent = previous === 0 ? null : Math.round(((current - previous) / Math.abs(previous)) * 100);
  const trend = current > previous ? 'up' : current < previous ? 'down' : 'flat';
  return { delta, percent, trend };
}
