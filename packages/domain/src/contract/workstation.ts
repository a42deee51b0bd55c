/**
 * The artist workstation: dashboard, analytics and achievements (spec 1 §2.1, §2.3, §6; spec 2
 * §7 'Dashboard, analytics (song, video, profile views, following)', 'GET achievements', §8
 * 'Limit 5 for … dashboard todo and achievements'; issue 8). The spec does not show the shapes:
 * these are ours (docs/decisions.md 'Workstation').
 *
 * Calls (all under /api):
 * - `GET /dashboard` — the signed-in artist's or band's landing: headline figures with their
 *   7- and 28-day changes, the to-do list (DASHBOARD_TODO_LIMIT, 5), the latest achievements
 *   (ACHIEVEMENTS_LIMIT, 5), recent activity on their music, and their slug for the e-Press Kit
 *   promo dialog (/{slug}).
 * - `GET /achievements?limit=&slug=` — achievements, newest first: the signed-in user's when
 *   `slug` is absent (401 for a visitor), an artist's public list (the e-Press Kit) with `slug`.
 * - `GET /analytics?range=7|28|90` or `?from=YYYY-MM-DD&to=YYYY-MM-DD` — the signed-in artist's
 *   statistics over a range (custom ranges at most ANALYTICS_RANGE_MAX_DAYS, 366 days).
 * - `GET /analytics/export_csv` (same query) — the daily series and the per-song table as a
 *   `text/csv` attachment (`analytics-<from>-<to>.csv`).
 *
 * Access: a visitor gets 401; a listener 403 with WORKSTATION_MESSAGES.artistsOnly (the web
 * offers the upgrade dialog, as for uploads). Nobody reads another person's dashboard or
 * analytics: the calls take no user parameter.
 *
 * Counting (docs/decisions.md): days are UTC calendar days. A window of N days ends today
 * (included): the last 7 days are today and the 6 days before. `previous` is the N days before
 * that, so the web shows `+current` and the change in percent ((current − previous) / previous,
 * none when previous is 0). Plays count every play of the artist's songs (and videos for
 * video_plays), signed in or not, the artist's own plays included, as the catalogue's play
 * counts do. Profile views count one view per visitor per day of the artist's e-Press Kit
 * (/{slug}), the artist's own visits left out. Listener cities and countries come from the
 * listener's profile; plays of visitors and of people without a city count as unknown (null).
 * Traffic sources: the player's `source` of activity_logger ('page' by default).
 */
import { z } from 'zod';
import {
  ACHIEVEMENTS_LIMIT,
  ACHIEVEMENTS_LIST_MAX,
  ANALYTICS_DEFAULT_RANGE_DAYS,
  ANALYTICS_RANGE_MAX_DAYS,
  TRAFFIC_SOURCES,
} from '../constants.ts';
import { ACHIEVEMENT_TEXTS, DASHBOARD_TODO_TEXTS, MESSAGES, WORKSTATION_MESSAGES } from '../messages.ts';
import { slugSchema } from './catalog.ts';
import { rangeDays } from '../rules/day-range.ts';
import { defineRoute, listOf } from './route.ts';

// ---------------------------------------------------------------------------------------------
// Codes
// ---------------------------------------------------------------------------------------------

/** What a to-do item asks (each vanishes once done). Titles and descriptions: DASHBOARD_TODO_TEXTS. */
export const TODO_KEYS = Object.keys(DASHBOARD_TODO_TEXTS) as (keyof typeof DASHBOARD_TODO_TEXTS)[];
export const todoKeySchema = z.enum(
  TODO_KEYS as [keyof typeof DASHBOARD_TODO_TEXTS, ...(keyof typeof DASHBOARD_TODO_TEXTS)[]],
);
export type TodoKey = z.infer<typeof todoKeySchema>;

/** Achievement codes. Titles and descriptions: ACHIEVEMENT_TEXTS. */
export const ACHIEVEMENT_CODES = Object.keys(ACHIEVEMENT_TEXTS) as (keyof typeof ACHIEVEMENT_TEXTS)[];
export const achievementCodeSchema = z.enum(
  ACHIEVEMENT_CODES as [keyof typeof ACHIEVEMENT_TEXTS, ...(keyof typeof ACHIEVEMENT_TEXTS)[]],
);
export type AchievementCode = z.infer<typeof achievementCodeSchema>;

/** Where a play came from: 'page' (default), 'embed' (the embed player), 'share' (a share link), 'search'. */
export const trafficSourceSchema = z.enum(TRAFFIC_SOURCES, { error: MESSAGES.invalidInput });
export type TrafficSource = z.infer<typeof trafficSourceSchema>;

// ---------------------------------------------------------------------------------------------
// Dashboard
// ---------------------------------------------------------------------------------------------

/** A count in a window of N days ending today, and in the N days before it. */
export const windowChangeSchema = z.object({
  /** In the window (today and the N − 1 days before). For followers: gained − lost (may be negative). */
  current: z.number().int(),
  /** In the N days before the window. */
  previous: z.number().int(),
});
export type WindowChange = z.infer<typeof windowChangeSchema>;

/** A headline figure: its total and its change over the last 7 and 28 days. */
export const figureSchema = z.object({
  /** All time (followers, songs, videos: as they are now). */
  total: z.number().int(),
  last_7: windowChangeSchema,
  last_28: windowChangeSchema,
});
export type Figure = z.infer<typeof figureSchema>;

/** The headline figures. songs/videos count the artist's uploads (windows: uploaded in the window). */
export const dashboardFiguresSchema = z.object({
  plays: figureSchema,
  claps: figureSchema,
  followers: figureSchema,
  profile_views: figureSchema,
  songs: figureSchema,
  videos: figureSchema,
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

/** A next useful step. */
export const todoItemSchema = z.object({
  key: todoKeySchema,
  title: z.string(),
  description: z.string(),
  /**
   * Where it is done: a path of the web app ('/upload/tracks', '/upload/videos', '/upload/albums',
   * '/{slug}' for the e-Press Kit editor, '/settings' for verify_email — the web may open the
   * Verify Email dialog instead).
   */
  link: z.string(),
});
export type TodoItem = z.infer<typeof todoItemSchema>;

/** An achievement as lists show it. */
export const achievementSchema = z.object({
  code: achievementCodeSchema,
  title: z.string(),
  description: z.string(),
  /** When it was awarded (ISO-8601 UTC). */
  awarded_at: z.string(),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** What happened on the artist's music: a clap, a follow, a comment, a playlist add. */
export const activityItemSchema = z.object({
  kind: z.enum(['clap', 'follow', 'comment', 'playlist_add']),
  /** Who did it. */
  actor: z.object({ slug: z.string(), name: z.string(), profile_pic: z.string().nullable() }),
  /** What it was about (null for a follow). type: 'song' | 'album' | 'playlist' | 'video'. */
  item: z.object({ type: z.string(), slug: z.string(), title: z.string() }).nullable(),
  /** Claps given (clap), 1 otherwise. */
  count: z.number().int(),
  /** A comment's text (comment), null otherwise. */
  text: z.string().nullable(),
  /** ISO-8601 UTC. */
  created_at: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** GET dashboard's result. */
export const dashboardSchema = z.object({
  user: z.object({
    /** slug_username: the e-Press Kit is /{slug} (the promo dialog's button). */
    slug: z.string(),
    /** Band name, or first + last name. */
    name: z.string(),
    type: z.enum(['Artist', 'Band']),
    profile_pic: z.string().nullable(),
    is_email_verified: z.boolean(),
  }),
  figures: dashboardFiguresSchema,
  /** At most DASHBOARD_TODO_LIMIT (5), in the order they are best done. */
  todo: z.array(todoItemSchema),
  /** How many to-do items remain in all (todo shows the first 5). */
  todo_count: z.number().int(),
  /** The latest ACHIEVEMENTS_LIMIT (5), newest first. */
  achievements: z.array(achievementSchema),
  /** Latest activity on the artist's music, newest first (DASHBOARD_ACTIVITY_LIMIT, 10). */
  activity: z.array(activityItemSchema),
  /** The day the figures were counted at (YYYY-MM-DD, UTC). */
  today: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---------------------------------------------------------------------------------------------
// Achievements
// ---------------------------------------------------------------------------------------------

/** GET achievements. */
export const achievementsQuerySchema = z.object({
  /** An artist's slug_username for their public list (e-Press Kit); absent: the signed-in user's. */
  slug: slugSchema.optional(),
  /** How many, newest first: ACHIEVEMENTS_LIMIT (5) by default, at most ACHIEVEMENTS_LIST_MAX (50). */
  limit: z.coerce
    .number({ error: MESSAGES.invalidInput })
    .int(MESSAGES.invalidInput)
    .min(1, MESSAGES.invalidInput)
    .max(ACHIEVEMENTS_LIST_MAX, MESSAGES.invalidInput)
    .default(ACHIEVEMENTS_LIMIT),
});

// ---------------------------------------------------------------------------------------------
// Analytics
// ---------------------------------------------------------------------------------------------

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isoDateSchema = z
  .string({ error: WORKSTATION_MESSAGES.analyticsRangeInvalid })
  .regex(DATE_PATTERN, WORKSTATION_MESSAGES.analyticsRangeInvalid)
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    WORKSTATION_MESSAGES.analyticsRangeInvalid,
  );


/**
 * GET analytics / analytics/export_csv. Either `range` (7, 28 or 90 days ending today; 28 by
 * default) or both `from` and `to` (YYYY-MM-DD, UTC, from ≤ to, at most 366 days; they win over
 * `range`). One without the other, a reversed or a too long range: 400.
 */
export const analyticsQuerySchema = z
  .object({
    range: z
      .enum(['7', '28', '90'], { error: WORKSTATION_MESSAGES.analyticsRangeInvalid })
      .default(String(ANALYTICS_DEFAULT_RANGE_DAYS) as '28'),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.from === undefined) !== (q.to === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: WORKSTATION_MESSAGES.analyticsRangeInvalid,
        path: [q.from === undefined ? 'from' : 'to'],
      });
      return;
    }
    if (q.from === undefined || q.to === undefined) return;
    const days = rangeDays(q.from, q.to);
    if (days < 1) ctx.addIssue({ code: 'custom', message: WORKSTATION_MESSAGES.analyticsRangeInvalid, path: ['to'] });
    else if (days > ANALYTICS_RANGE_MAX_DAYS)
      ctx.addIssue({ code: 'custom', message: WORKSTATION_MESSAGES.analyticsRangeMax, path: ['to'] });
  });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** The counts of one day (or of the whole range in `totals`). */
export const analyticsCountsSchema = z.object({
  /** Plays of the artist's songs. */
  song_plays: z.number().int(),
  /** Plays of the artist's videos. */
  video_plays: z.number().int(),
  /** Claps on the artist's songs, albums, playlists and videos. */
  claps: z.number().int(),
  followers_gained: z.number().int(),
  followers_lost: z.number().int(),
  profile_views: z.number().int(),
});
export type AnalyticsCounts = z.infer<typeof analyticsCountsSchema>;

/** A day of the series: every day of the range is present, in order, zeros included. */
export const analyticsDaySchema = analyticsCountsSchema.extend({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

/** A row of the per-song table (and of top_songs). */
export const analyticsSongSchema = z.object({
  /** slug_usersong. */
  slug: z.string(),
  title: z.string(),
  /** Plays and claps in the range. */
  plays: z.number().int(),
  claps: z.number().int(),
  /** All-time plays and claps. */
  total_plays: z.number().int(),
  total_claps: z.number().int(),
});
export type AnalyticsSong = z.infer<typeof analyticsSongSchema>;

/** GET analytics' result. */
export const analyticsSchema = z.object({
  range: z.object({
    /** YYYY-MM-DD, both included. */
    from: z.string(),
    to: z.string(),
    days: z.number().int(),
  }),
  totals: analyticsCountsSchema,
  series: z.array(analyticsDaySchema),
  /** Song and video plays by the listener's city, most first (ANALYTICS_TOP_LIMIT, 10); city and country null = unknown. */
  cities: z.array(z.object({ city: z.string().nullable(), country: z.string().nullable(), plays: z.number().int() })),
  /** Song and video plays by the listener's country, most first (10); null = unknown. */
  countries: z.array(z.object({ country: z.string().nullable(), plays: z.number().int() })),
  /** The songs most played in the range (10; songs with plays only). */
  top_songs: z.array(analyticsSongSchema),
  /** Song and video plays by traffic source: all four sources, in TRAFFIC_SOURCES order. */
  sources: z.array(z.object({ source: trafficSourceSchema, plays: z.number().int() })),
  /** Every song of the artist (newest first), with its plays and claps in the range. */
  songs: z.array(analyticsSongSchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const workstationRoutes = {
  dashboard: defineRoute({
    method: 'GET',
    path: '/dashboard',
    summary:
      "The signed-in artist's or band's dashboard: figures with 7/28-day changes, to-do, achievements, activity (403 for listeners)",
    isAuthRequired: true,
    response: z.object({ success: z.literal(true), result: dashboardSchema }),
  }),
  achievements: defineRoute({
    method: 'GET',
    path: '/achievements',
    summary:
      "Achievements, newest first: the signed-in user's, or an artist's public list with slug (limit 5 by default)",
    isAuthRequired: false,
    query: achievementsQuerySchema,
    response: z.object({ success: z.literal(true), results: z.array(achievementSchema), count: z.number().int() }),
  }),
  analytics: defineRoute({
    method: 'GET',
    path: '/analytics',
    summary:
      "The signed-in artist's statistics over 7/28/90 days or from–to (≤ 366 days): series, cities, sources, songs (403 for listeners)",
    isAuthRequired: true,
    query: analyticsQuerySchema,
    response: z.object({ success: z.literal(true), result: analyticsSchema }),
  }),
  analyticsCsv: defineRoute({
    method: 'GET',
    path: '/analytics/export_csv',
    summary: 'The analytics daily series and per-song table as a CSV attachment (same query as analytics)',
    isAuthRequired: true,
    query: analyticsQuerySchema,
    /** A text/csv attachment (not JSON), like the tech rider download. */
    response: z.unknown(),
  }),
} as const;

/** The CSV's two sections' header rows (the web need not parse it; tests read it). */
export const ANALYTICS_CSV_HEADERS = {
  series: ['date', 'song_plays', 'video_plays', 'claps', 'followers_gained', 'followers_lost', 'profile_views'],
  songs: ['song', 'slug', 'plays', 'claps', 'total_plays', 'total_claps'],
} as const;

/** An achievement as the staff console's catalogue lists it: what awards it and how many hold it. */
export const achievementRuleSchema = z.object({
  code: achievementCodeSchema,
  title: z.string(),
  description: z.string(),
  /** What awards it, in words (from the code's rule and ACHIEVEMENT_*_THRESHOLDS). */
  rule: z.string(),
  /** People who hold it. */
  holders: z.number().int(),
});
export type AchievementRule = z.infer<typeof achievementRuleSchema>;

/** The staff console's achievements catalogue (issue 21 item 5): read-only, since the rules are code. */
export const achievementCatalogueRoutes = {
  staffAchievements: defineRoute({
    method: 'GET',
    path: '/staff/achievements',
    summary: 'Staff: every achievement, what awards it and how many people hold it (read-only: the rules live in code).',
    isAuthRequired: true,
    staffRole: 'staff',
    response: listOf(achievementRuleSchema),
  }),
} as const;
