import { DAY_MS } from '../constants.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

function plural(amount: number, unit: string): string {
  return `${amount} ${unit}${amount === 1 ? '' : 's'} ago`;
}

/**
 * The relative-time label of spec 1 §9: minutes under 60, hours under 24, days under 7,
 * then weeks, months, years. A difference counts as a day only when it is more than
 * 86 400 000 ms, so exactly 24 h still reads in hours.
 */
export function formatRelativeTime(then: Date | string | number, now: Date | number = Date.now()): string {
  const elapsed = Math.max(0, +new Date(now) - +new Date(then));
  if (elapsed <= DAY_MS) {
    if (elapsed < MINUTE_MS) return 'just now';
    if (elapsed < HOUR_MS) return plural(Math.floor(elapsed / MINUTE_MS), 'minute');
    return plural(Math.min(24, Math.floor(elapsed / HOUR_MS)), 'hour');
  }
  const days = Math.max(1, Math.floor(elapsed / DAY_MS));
  if (days < 7) return plural(days, 'day');
  if (days < 30) return plural(Math.floor(days / 7), 'week');
  if (days < 365) return plural(Math.floor(days / 30), 'month');
  return plural(Math.floor(days / 365), 'year');
}
