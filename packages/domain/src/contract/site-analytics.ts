/**
 * First-party analytics events (spec 1 §7 'Analytics events are sent for clicks and for
 * total-clap, Banner_Impression and Banner_Clicks'; spec 2 §7 'for every click (category,
 * action, label)'). No third party sees them.
 *
 * - `POST /api/events`: a batch of at most EVENTS_BATCH_MAX events, sent by the browser with
 *   sendBeacon when the page is hidden (or every EVENTS_FLUSH_MS). Nothing is stored for a
 *   request carrying `DNT: 1` or `Sec-GPC: 1`. A banner's impression and click count once per
 *   impression (the page view's id `pv` with the ad). An address posting more than
 *   EVENTS_RATE_LIMIT batches gets 429.
 * - `GET /api/staff/site_analytics?from=&to=`: staff only; impressions, clicks and CTR per ad,
 *   page and day (UTC), the ads' totals, and the most clicked labels.
 */
import { z } from 'zod';
import { EVENT_TEXT_MAX, EVENTS_BATCH_MAX, PAGE_KEYS, SITE_ANALYTICS_RANGE_MAX_DAYS } from '../constants.ts';
import { CONTENT_MESSAGES } from '../messages.ts';
import { defineRoute } from './route.ts';

const text = z.string().trim().max(EVENT_TEXT_MAX * 4).transform((v) => v.slice(0, EVENT_TEXT_MAX));

/** One event as the browser sends it. */
export const siteEventSchema = z.object({
  category: text.pipe(z.string().min(1)),
  action: text.pipe(z.string().min(1)),
  label: text.default(''),
  /** total-clap's count, for instance. */
  value: z.number().int().min(0).max(1_000_000_000).optional(),
  /** The page key it happened on (spec 1 §3.8 pageType). */
  page: z.enum(PAGE_KEYS).catch('other'),
  /** The campaign, for Banner_Impression and Banner_Clicks. */
  ad: z.number().int().positive().optional(),
  /** The page view's random id: an ad's impression and click count once in it. */
  pv: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/).optional(),
});
export type SiteEvent = z.input<typeof siteEventSchema>;

export const siteEventsBodySchema = z.object({
  events: z.array(siteEventSchema, { error: CONTENT_MESSAGES.eventsInvalid }).min(1, CONTENT_MESSAGES.eventsInvalid).max(EVENTS_BATCH_MAX, CONTENT_MESSAGES.eventsInvalid),
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string({ error: CONTENT_MESSAGES.rangeInvalid })
  .regex(DATE, CONTENT_MESSAGES.rangeInvalid)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), CONTENT_MESSAGES.rangeInvalid);

export const siteAnalyticsQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    const days = Math.round((Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000) + 1;
    if (days < 1 || days > SITE_ANALYTICS_RANGE_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: CONTENT_MESSAGES.rangeInvalid });
  });

const adRow = z.object({
  adv_id: z.number().int(),
  adv_name: z.string(),
  page: z.string(),
  /** YYYY-MM-DD, UTC. */
  day: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** clicks / impressions, 0 without impressions. */
  ctr: z.number(),
});

export const siteAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(adRow),
  ads: z.array(adRow.omit({ page: true, day: true })),
  top_clicks: z.array(z.object({ category: z.string(), label: z.string(), count: z.number().int() })),
  events: z.number().int(),
});
export type SiteAnalytics = z.infer<typeof siteAnalyticsSchema>;

export const siteAnalyticsRoutes = {
  postEvents: defineRoute({
    method: 'POST',
    path: '/events',
    summary: 'A batch of first-party analytics events (clicks, total-clap, Banner_Impression, Banner_Clicks)',
    isAuthRequired: false,
    body: siteEventsBodySchema,
    response: z.object({ success: z.literal(true), accepted: z.number().int() }),
  }),
  staffSiteAnalytics: defineRoute({
    method: 'GET',
    path: '/staff/site_analytics',
    staffRole: 'staff',
    summary: 'Staff: impressions, clicks and CTR per ad, page and day; the most clicked labels',
    isAuthRequired: true,
    query: siteAnalyticsQuerySchema,
    response: z.object({ success: z.literal(true), result: siteAnalyticsSchema }),
  }),
} as const;
