/**
 * The console's figures (issue 21): per UTC day, sign-ups, uploads (songs, albums, videos),
 * plays, reports filed, the reports still open at the day's end and how long the oldest of them
 * had waited then (the queue's age). Counted in the database, the same on SQLite and PostgreSQL.
 */
import { z } from 'zod';
import { FIGURES_DAYS_DEFAULT, FIGURES_DAYS_MAX } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { defineRoute } from './route.ts';

export const figuresDaySchema = z.object({
  /** The UTC day, YYYY-MM-DD. */
  day: z.string(),
  signups: z.number().int(),
  uploads: z.number().int(),
  plays: z.number().int(),
  reports_filed: z.number().int(),
  /** Reports and appeals open at the end of the day (now, for today). */
  open_reports: z.number().int(),
  /** Hours the oldest of them had waited by then; null when none was open. */
  oldest_open_hours: z.number().nullable(),
});
export type FiguresDay = z.infer<typeof figuresDaySchema>;

export const figuresRoutes = {
  figures: defineRoute({
    method: 'GET',
    path: '/admin/figures',
    summary: 'The console dashboard: sign-ups, uploads, plays, reports filed, open reports and the queue age, per day',
    isAuthRequired: true,
    staffRole: 'staff',
    query: z.object({
      days: z.coerce.number({ error: MESSAGES.invalidInput }).int(MESSAGES.invalidInput).min(1, MESSAGES.invalidInput).max(FIGURES_DAYS_MAX, MESSAGES.invalidInput).default(FIGURES_DAYS_DEFAULT),
    }),
    response: z.object({ success: z.literal(true), results: z.array(figuresDaySchema) }),
  }),
} as const;
