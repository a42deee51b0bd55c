import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_RATE_LIMIT } from '@indiwave/domain/constants';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { makePicture, uploadContentImage } from '../../../test/content-fixtures.ts';
import { buildPerson, type Person } from '../../../test/social.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';
import { createRateLimiter } from '../../http/rate-limit.ts';
import { createSiteAnalyticsRepository } from './site-analytics.repository.ts';
import { createSiteAnalyticsService } from './site-analytics.service.ts';

const clock = createManualClock(new Date('2030-06-10T09:00:00.000Z'));
let t: TestApp;
let staff: Person;
let adId: number;

beforeAll(async () => {
  t = await createTestApp({ platform: { clock } });
  staff = await buildPerson(t.db, clock, { staff_role: 'staff' });
  const image = (await uploadContentImage(t.app, staff.headers, 'banner', await makePicture(1200, 150))).json().result.key;
  adId = (await t.app.inject({ method: 'POST', url: '/api/staff/ads', headers: staff.headers, payload: { name: 'Summer sale', placement: 'banner', image, landing_url: '/subscription' } })).json().result.id;
});
afterAll(() => t.close());

let address = 0;
/** Each call comes from its own address unless one is given, so the flood limit stays out of the way. */
function postEvents(events: unknown[], options: { headers?: Record<string, string>; ip?: string } = {}) {
  return t.app.inject({ method: 'POST', url: '/api/events', headers: options.headers, remoteAddress: options.ip ?? `10.9.${Math.floor(++address / 250)}.${address % 250}`, payload: { events } });
}
const countRaw = async () => Number((await t.db.selectFrom('site_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const impression = (pv: string) => ({ category: 'Banner', action: 'Banner_Impression', label: 'Summer sale', page: 'songs', ad: adId, pv });
const click = (pv: string) => ({ category: 'Banner', action: 'Banner_Clicks', label: 'Summer sale', page: 'songs', ad: adId, pv });

describe('POST events (first-party analytics)', () => {
  it('stores clicks and total-clap events compactly', async () => {
    const before = await countRaw();
    const res = await postEvents([
      { category: 'header', action: 'click', label: 'Sign in', page: 'home' },
      { category: 'song', action: 'total-clap', label: 'monsoon', value: 12, page: 'song' },
    ]);
    expect(res.json()).toEqual({ success: true, accepted: 2 });
    expect(await countRaw()).toBe(before + 2);
  });

  it('stores nothing for a visitor with Do Not Track or Global Privacy Control', async () => {
    const before = await countRaw();
    expect((await postEvents([impression('dnt-page-view-1')], { headers: { dnt: '1' } })).json()).toEqual({ success: true, accepted: 0 });
    expect((await postEvents([impression('gpc-page-view-1')], { headers: { 'sec-gpc': '1' } })).json()).toEqual({ success: true, accepted: 0 });
    expect(await countRaw()).toBe(before);
  });

  it('counts a banner impression and its click once per impression, however often they are sent', async () => {
    const before = await countRaw();
    const ip = '10.20.30.40';
    expect((await postEvents([impression('pageview-once-1'), impression('pageview-once-1'), click('pageview-once-1')], { ip })).json().accepted).toBe(2);
    expect((await postEvents([impression('pageview-once-1'), click('pageview-once-1')], { ip })).json().accepted).toBe(0);
    // Without its page view or its ad, a banner event cannot be counted once: it is not counted.
    expect((await postEvents([{ category: 'Banner', action: 'Banner_Impression', label: 'x', page: 'songs' }], { ip })).json().accepted).toBe(0);
    expect(await countRaw()).toBe(before + 2);
  });

  it('throttles a flood from one address (429 with Retry-After) and keeps what came before', async () => {
    const ip = '10.66.66.66';
    for (let i = 0; i < EVENTS_RATE_LIMIT.max; i++) expect((await postEvents([{ category: 'x', action: 'click', label: `flood ${i % 2}`, page: 'home' }], { ip })).statusCode).toBe(200);
    const refused = await postEvents([{ category: 'x', action: 'click', label: 'one too many', page: 'home' }], { ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 400 to what it cannot read, storing nothing', async () => {
    const before = await countRaw();
    expect((await postEvents([])).statusCode).toBe(400);
    expect((await postEvents(Array.from({ length: 51 }, () => ({ category: 'a', action: 'click', page: 'home' })))).statusCode).toBe(400);
    expect((await postEvents([{ action: 'click' }])).statusCode).toBe(400);
    expect(await countRaw()).toBe(before);
  });
});

describe('the daily roll-up and the staff view', () => {
  it('rolls completed days up once, and shows impressions, clicks and CTR per ad, page and day', async () => {
    const day1 = clock.now().toISOString().slice(0, 10);
    for (let i = 0; i < 4; i++) await postEvents([impression(`rollup-view-${i}`), ...(i === 0 ? [click(`rollup-view-${i}`)] : [])]);
    await postEvents([{ ...impression('rollup-view-home'), page: 'home' }]);
    clock.advance(24 * 3_600_000);
    const day2 = clock.now().toISOString().slice(0, 10);
    await postEvents([impression('rollup-view-next-day'), click('rollup-view-next-day')]);
    const before = await countRaw();
    expect(await rollUp()).toBe(before - 2);
    expect(await countRaw()).toBe(2);
    // Only today's rows remain raw; a second roll-up counts nothing again.
    expect(await rollUp()).toBe(0);
    const report = (await t.app.inject({ url: `/api/staff/site_analytics?from=${day1}&to=${day2}`, headers: staff.headers })).json().result;
    const row = (day: string, page: string) => report.rows.find((r: { adv_id: number; day: string; page: string }) => r.adv_id === adId && r.day === day && r.page === page);
    expect(row(day1, 'songs')).toMatchObject({ adv_name: 'Summer sale', impressions: 4 + 1, clicks: 1 + 1 });
    expect(row(day1, 'home')).toMatchObject({ impressions: 1, clicks: 0, ctr: 0 });
    expect(row(day2, 'songs')).toMatchObject({ impressions: 1, clicks: 1, ctr: 1 });
    const total = report.ads.find((ad: { adv_id: number }) => ad.adv_id === adId);
    expect(total.ctr).toBeCloseTo(total.clicks / total.impressions, 3);
    expect(report.top_clicks).toContainEqual({ category: 'header', label: 'Sign in', count: 1 });
    // The campaign list shows the same totals.
    const listed = (await t.app.inject({ url: '/api/staff/ads', headers: staff.headers })).json().results.find((ad: { id: number }) => ad.id === adId);
    expect(listed).toMatchObject({ impressions: total.impressions, clicks: total.clicks });
  });

  it('is for staff only', async () => {
    expect((await t.app.inject({ url: '/api/staff/site_analytics' })).statusCode).toBe(401);
    const listener = await buildPerson(t.db, clock, { type: 'Listener' });
    expect((await t.app.inject({ url: '/api/staff/site_analytics', headers: listener.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/staff/site_analytics?from=2030-01-02&to=2030-01-01', headers: staff.headers })).statusCode).toBe(400);
  });
});

/** Runs the roll-up as another instance on the same database would (the app's own runs hourly). */
function rollUp(): Promise<number> {
  const limits = createRateLimiter(t.db, clock, 1);
  return createSiteAnalyticsService({ repository: createSiteAnalyticsRepository(t.db), limits, secretKey: 'another-instance', now: () => clock.now(), logger: t.app.log }).rollUpPending();
}
