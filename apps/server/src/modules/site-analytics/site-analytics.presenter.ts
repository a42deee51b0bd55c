import { DAY_MS, EVENT_ACTIONS } from '@indiwave/domain/constants';
import type { SiteAnalytics } from '@indiwave/domain/contract/site-analytics';
import type { EventCount } from './site-analytics.repository.ts';

/** Days since 1970-01-01 (UTC): how events are dated. */
export function toDayNumber(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

/** A day number as YYYY-MM-DD. */
export function toIsoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

const TOP_CLICKS = 20;

function toCtr(clicks: number, impressions: number): number {
  return impressions === 0 ? 0 : Math.round((clicks / impressions) * 10_000) / 10_000;
}

/** The staff's report: ads per page and day, ads in all, the most clicked labels. */
export function presentSiteAnalytics(counts: EventCount[], adNames: Map<number, string>, range: { from: string; to: string }): SiteAnalytics {
  const rows = new Map<string, { adv_id: number; page: string; day: number; impressions: number; clicks: number }>();
  const ads = new Map<number, { impressions: number; clicks: number }>();
  const clicks = new Map<string, { category: string; label: string; count: number }>();
  let events = 0;
  for (const count of counts) {
    events += count.count;
    if (count.action === EVENT_ACTIONS.click) {
      const key = `${count.category}\u0001${count.label}`;
      const entry = clicks.get(key) ?? { category: count.category, label: count.label, count: 0 };
      entry.count += count.count;
      clicks.set(key, entry);
    }
    if (count.ad_id === 0 || (count.action !== EVENT_ACTIONS.bannerImpression && count.action !== EVENT_ACTIONS.bannerClick)) continue;
    const key = `${count.ad_id}\u0001${count.page_key}\u0001${count.day}`;
    const row = rows.get(key) ?? { adv_id: count.ad_id, page: count.page_key, day: count.day, impressions: 0, clicks: 0 };
    const total = ads.get(count.ad_id) ?? { impressions: 0, clicks: 0 };
    if (count.action === EVENT_ACTIONS.bannerImpression) {
      row.impressions += count.count;
      total.impressions += count.count;
    } else {
      row.clicks += count.count;
      total.clicks += count.count;
    }
    rows.set(key, row);
    ads.set(count.ad_id, total);
  }
  const nameOf = (id: number) => adNames.get(id) ?? `#${id}`;
  return {
    ...range,
    rows: [...rows.values()]
      .sort((a, b) => b.day - a.day || a.adv_id - b.adv_id || a.page.localeCompare(b.page))
      .map((row) => ({ adv_id: row.adv_id, adv_name: nameOf(row.adv_id), page: row.page, day: toIsoDay(row.day), impressions: row.impressions, clicks: row.clicks, ctr: toCtr(row.clicks, row.impressions) })),
    ads: [...ads.entries()]
      .sort((a, b) => b[1].impressions - a[1].impressions || a[0] - b[0])
      .map(([id, total]) => ({ adv_id: id, adv_name: nameOf(id), impressions: total.impressions, clicks: total.clicks, ctr: toCtr(total.clicks, total.impressions) })),
    top_clicks: [...clicks.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)).slice(0, TOP_CLICKS),
    events,
  };
}
