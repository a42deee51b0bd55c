import {
  ANALYTICS_DEFAULT_RANGE_DAYS,
  ANALYTICS_RANGE_MAX_DAYS,
  ANALYTICS_RANGES_DAYS,
} from '@indiwave/domain/constants';
import { WORKSTATION_MESSAGES } from '@indiwave/domain/messages';
// A rule module, not the contract: importing the contract would bring its schemas (zod) into the page.
import { rangeDays } from '@indiwave/domain/rules/day-range';

/** A preset length in days (7, 28, 90). */
export type PresetDays = (typeof ANALYTICS_RANGES_DAYS)[number];

/** The range the analytics page shows: a preset ending today, or custom days (YYYY-MM-DD, UTC, both included). */
export type AnalyticsRange = { kind: 'preset'; days: PresetDays } | { kind: 'custom'; from: string; to: string };

/** The default range: the last 28 days. */
export const DEFAULT_RANGE: AnalyticsRange = { kind: 'preset', days: ANALYTICS_DEFAULT_RANGE_DAYS };

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isPreset(days: number): days is PresetDays {
  return (ANALYTICS_RANGES_DAYS as readonly number[]).includes(days);
}

/** Today as the server counts days (UTC), YYYY-MM-DD. */
export function getUtcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The query of GET analytics for a range. */
export function toAnalyticsQuery(range: AnalyticsRange): Record<string, string> {
  return range.kind === 'preset' ? { range: String(range.days) } : { from: range.from, to: range.to };
}

/**
 * Why custom days cannot be asked for, in the contract's words, or null when they can: both
 * days given and real, from not after to, at most 366 days, and not in the future.
 */
export function checkCustomRange(from: string, to: string, today: string): string | null {
  const isReal = (day: string) => DATE_PATTERN.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`));
  if (!isReal(from) || !isReal(to)) return WORKSTATION_MESSAGES.analyticsRangeInvalid;
  if (to > today) return WORKSTATION_MESSAGES.analyticsRangeInvalid;
  const days = rangeDays(from, to);
  if (days < 1) return WORKSTATION_MESSAGES.analyticsRangeInvalid;
  if (days > ANALYTICS_RANGE_MAX_DAYS) return WORKSTATION_MESSAGES.analyticsRangeMax;
  return null;
}

/** The range kept in the page's address (?range=7 or ?from=…&to=…), so it survives a reload and can be shared; anything else is the default. */
export function readRangeFromSearch(search: URLSearchParams, today: string): AnalyticsRange {
  const from = search.get('from');
  const to = search.get('to');
  if (from && to && checkCustomRange(from, to, today) === null) return { kind: 'custom', from, to };
  const days = Number(search.get('range'));
  return isPreset(days) ? { kind: 'preset', days } : DEFAULT_RANGE;
}

/** The address query of a range (the reverse of readRangeFromSearch). */
export function toRangeSearch(range: AnalyticsRange): URLSearchParams {
  return new URLSearchParams(toAnalyticsQuery(range));
}

/** A short label of a range ('Last 28 days', '1 Mar 2026 – 31 Mar 2026'). */
export function describeRange(range: AnalyticsRange): string {
  if (range.kind === 'preset') return `Last ${range.days} days`;
  return `${formatDay(range.from)} – ${formatDay(range.to)}`;
}

/** A UTC day as '1 Mar 2026'. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
