import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { EVENT_ACTIONS, EVENTS_RATE_LIMIT, SITE_ANALYTICS_DEFAULT_DAYS } from '@indiwave/domain/constants';
import type { SiteAnalytics, siteEventSchema } from '@indiwave/domain/contract/site-analytics';
import type { z } from 'zod';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { requireStaff, type StaffActor } from '../staff/staff.policy.ts';
import { presentSiteAnalytics, toDayNumber, toIsoDay } from './site-analytics.presenter.ts';
import type { SiteAnalyticsRepository } from './site-analytics.repository.ts';

type SiteEvent = z.output<typeof siteEventSchema>;

/** Who sent a batch, as far as counting cares. */
export type EventSender = { ip: string; isTrackingRefused: boolean };

/** Dictionaries stay small; a process forgets them when they grow past this (they refill from the table). */
const DICTIONARY_MAX = 20_000;
/** Completed days are rolled up this often (and once at start). */
const ROLLUP_EVERY_MS = 60 * 60_000;

/** The banner actions that count once per impression. */
const ONCE_ACTIONS = new Set<string>([EVENT_ACTIONS.bannerImpression, EVENT_ACTIONS.bannerClick]);

/**
 * First-party analytics events (issue 20; spec 1 §7): batches from the browser, stored as four
 * integers a row (day, name, page, ad), rolled up per day into counts, shown to the team as
 * impressions, clicks and CTR per ad, page and day. A request with Do Not Track or Global
 * Privacy Control stores nothing; an address sending too many batches is refused (429); a
 * banner's impression and its click count once per page view.
 */
export function createSiteAnalyticsService(deps: { repository: SiteAnalyticsRepository; limits: RateLimiter; secretKey: string; now: () => Date; logger: FastifyBaseLogger }) {
  const { repository } = deps;
  const names = new Map<string, number>();
  const pages = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let rolling: Promise<unknown> = Promise.resolve();

  const nameKey = (event: { category: string; action: string; label: string }) => `${event.category}\u0001${event.action}\u0001${event.label}`;

  async function resolveIds(events: SiteEvent[]): Promise<{ nameIds: Map<string, number>; pageIds: Map<string, number> }> {
    const missingNames = new Map<string, { category: string; action: string; label: string }>();
    for (const event of events) if (!names.has(nameKey(event))) missingNames.set(nameKey(event), { category: event.category, action: event.action, label: event.label });
    const missingPages = [...new Set(events.map((event) => event.page))].filter((page) => !pages.has(page));
    if (names.size + missingNames.size > DICTIONARY_MAX) names.clear();
    if (missingNames.size > 0) for (const [key, id] of await repository.ensureNames([...missingNames.values()])) names.set(key, id);
    if (missingPages.length > 0) for (const [key, id] of await repository.ensurePages(missingPages)) pages.set(key, id);
    return { nameIds: names, pageIds: pages };
  }

  /** The once-only key of a banner event: the page view, the ad and the action, under our secret. */
  function toOnceKey(event: SiteEvent, ip: string): string {
    return crypto.createHmac('sha256', deps.secretKey).update(`${ip}|${event.pv}|${event.ad}|${event.action}`).digest('base64url').slice(0, 32);
  }

  async function rollUpPending(): Promise<number> {
    const today = toDayNumber(deps.now());
    let rolled = 0;
    for (const day of await repository.listPendingDays(today)) {
      const events = await repository.rollUpDay(day, deps.now().toISOString());
      if (events !== null) rolled += events;
    }
    // A page view never spans two days: yesterday's keys may still meet a late click; older ones are done.
    await repository.pruneOnce(today - 1);
    return rolled;
  }

  return {
    /** POST events: stores a batch; answers how many events were counted. */
    async ingest(sender: EventSender, events: SiteEvent[]): Promise<number> {
      if (sender.isTrackingRefused) return 0;
      await deps.limits.consume(`events:ip:${sender.ip}`, EVENTS_RATE_LIMIT);
      const day = toDayNumber(deps.now());
      // A banner event without its ad or page view cannot be counted once: it is not counted.
      const kept = events.filter((event) => !ONCE_ACTIONS.has(event.action) || (event.ad !== undefined && event.pv !== undefined));
      if (kept.length === 0) return 0;
      const onceKeys = new Map<SiteEvent, string>();
      for (const event of kept) if (ONCE_ACTIONS.has(event.action)) onceKeys.set(event, toOnceKey(event, sender.ip));
      // Dictionary ids first, outside the batch's transaction: a rolled-back batch never leaves an id cached that is not stored.
      const { nameIds, pageIds } = await resolveIds(kept);
      const counted = await repository.inBatch(async (batch) => {
        const fresh = await batch.claimOnce([...new Set(onceKeys.values())], day);
        const seen = new Set<string>();
        const once = kept.filter((event) => {
          const key = onceKeys.get(event);
          if (key === undefined) return true;
          if (!fresh.has(key) || seen.has(key)) return false;
          seen.add(key);
          return true;
        });
        await batch.insertEvents(
          once.flatMap((event) => {
            const nameId = nameIds.get(nameKey(event));
            const pageId = pageIds.get(event.page);
            return nameId === undefined || pageId === undefined ? [] : [{ day, name_id: nameId, page_id: pageId, ad_id: event.ad ?? 0 }];
          }),
        );
        return once;
      });
      return counted.length;
    },

    /** Rolls up every completed day still in raw rows; answers how many events it counted. */
    rollUpPending,

    /** GET staff/site_analytics: impressions, clicks and CTR per ad, page and day; the most clicked labels. */
    async readReport(actor: StaffActor, query: { from?: string; to?: string }): Promise<SiteAnalytics> {
      requireStaff(actor);
      const today = toDayNumber(deps.now());
      const to = query.to ? toDayNumber(new Date(`${query.to}T00:00:00Z`)) : today;
      const from = query.from ? toDayNumber(new Date(`${query.from}T00:00:00Z`)) : to - SITE_ANALYTICS_DEFAULT_DAYS + 1;
      const counts = await repository.countEvents({ from, to });
      const adNames = await repository.listAdNames([...new Set(counts.filter((row) => row.ad_id > 0).map((row) => row.ad_id))]);
      return presentSiteAnalytics(counts, adNames, { from: toIsoDay(from), to: toIsoDay(to) });
    },

    /** Impressions and clicks so far by campaign (the staff's campaign list). */
    async readAdTotals(ids: number[]): Promise<Map<number, { impressions: number; clicks: number }>> {
      const totals = new Map<number, { impressions: number; clicks: number }>();
      if (ids.length === 0) return totals;
      const counts = await repository.countEvents({ from: 0, to: toDayNumber(deps.now()) }, { actions: [...ONCE_ACTIONS], adIds: ids });
      for (const row of counts) {
        const total = totals.get(row.ad_id) ?? { impressions: 0, clicks: 0 };
        if (row.action === EVENT_ACTIONS.bannerImpression) total.impressions += row.count;
        else total.clicks += row.count;
        totals.set(row.ad_id, total);
      }
      return totals;
    },

    /** Starts the hourly roll-up of completed days (and runs it once now). */
    start(): void {
      const run = () => {
        rolling = rollUpPending().catch((error: unknown) => deps.logger.error({ err: error }, 'analytics roll-up failed'));
      };
      run();
      timer = setInterval(run, ROLLUP_EVERY_MS);
      timer.unref();
    },

    /** Stops the roll-up and waits for one in progress. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await rolling;
    },
  };
}
export type SiteAnalyticsService = ReturnType<typeof createSiteAnalyticsService>;
