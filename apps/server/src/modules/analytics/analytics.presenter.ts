import { TRAFFIC_SOURCES } from '@indiwave/domain/constants';
import {
  ANALYTICS_CSV_HEADERS,
  type Analytics,
  type AnalyticsCounts,
  type AnalyticsDay,
  type AnalyticsSong,
} from '@indiwave/domain/contract/workstation';
import { listDays } from './analytics-days.ts';
import type { DailyRow } from './analytics.repository.ts';

const ZERO: AnalyticsCounts = {
  song_plays: 0,
  video_plays: 0,
  claps: 0,
  followers_gained: 0,
  followers_lost: 0,
  profile_views: 0,
};
const COUNT_FIELDS = Object.keys(ZERO) as (keyof AnalyticsCounts)[];

/** Stored days → every day of the range in order, zeros where nothing happened. */
export function presentSeries(rows: DailyRow[], from: string, to: string): AnalyticsDay[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return listDays(from, to).map((date) => {
    const row = byDay.get(date);
    return {
      date,
      ...(row ? Object.fromEntries(COUNT_FIELDS.map((field) => [field, Number(row[field])])) : ZERO),
    } as AnalyticsDay;
  });
}

/** The sums of a series. */
export function sumSeries(series: AnalyticsCounts[]): AnalyticsCounts {
  const totals = { ...ZERO };
  for (const day of series) for (const field of COUNT_FIELDS) totals[field] += day[field];
  return totals;
}

/** Plays by source, all four sources always present in their order. */
export function presentSources(bySource: Map<string, number>): Analytics['sources'] {
  return TRAFFIC_SOURCES.map((source) => ({ source, plays: bySource.get(source) ?? 0 }));
}

/** The artist's songs with their counts in the range (all songs, newest first). */
export function presentSongs(
  songs: { id: number; slug: string; title: string; play_count: number; clap_count: number }[],
  inRange: Map<number, { plays: number; claps: number }>,
): AnalyticsSong[] {
  return songs.map((song) => {
    const counts = inRange.get(song.id);
    return {
      slug: song.slug,
      title: song.title,
      plays: counts?.plays ?? 0,
      claps: counts?.claps ?? 0,
      total_plays: Number(song.play_count),
      total_claps: Number(song.clap_count),
    };
  });
}

/** A CSV field: quoted when it holds a comma, a quote or a line break; a leading =+-@ is defused for spreadsheets. */
function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (fields: (string | number)[]) => fields.map(csvField).join(',');

/** The export: the daily series, a blank line, then the per-song table (CRLF lines, RFC 4180). */
export function presentCsv(analytics: Analytics): string {
  const lines = [
    csvLine([...ANALYTICS_CSV_HEADERS.series]),
    ...analytics.series.map((day) => csvLine([day.date, ...COUNT_FIELDS.map((field) => day[field])])),
    '',
    csvLine([...ANALYTICS_CSV_HEADERS.songs]),
    ...analytics.songs.map((song) =>
      csvLine([song.title, song.slug, song.plays, song.claps, song.total_plays, song.total_claps]),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
