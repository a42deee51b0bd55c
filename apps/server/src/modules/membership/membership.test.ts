import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRO_STATE } from '@indiwave/domain/constants';
import { COMMERCE_MESSAGES } from '@indiwave/domain/messages';
import type { TestApp } from '../../../test/build-app.ts';
import { buildBuyer, callAs, createListeningTestApp, grantPro, payThroughSandbox } from '../../../test/commerce-fixtures.ts';
import { signIn, tokenHeader } from '../../../test/factories.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';

const DAY = 86_400_000;
const clock = createManualClock(new Date('2030-03-01T10:00:00.000Z'));
let t: TestApp & { baseUrl: string };

beforeAll(async () => {
  t = await createListeningTestApp({ platform: { clock } });
});
afterAll(async () => t.close());

const checkPro = async (key: string) => (await t.app.inject({ url: '/api/check_pro', headers: tokenHeader(key) })).json() as { pro: number; expdays: number | null };
const plan = async (key: string | null, query = '') => callAs(t.app, key, 'GET', `/api/subscription/plan${query}`);

/** Buys a year of Pro through the sandbox; answers the callback's redirect. */
async function buyPro(key: string, body: Record<string, unknown> = {}) {
  const res = await callAs(t.app, key, 'POST', '/api/subscription/payment', body);
  expect(res.statusCode, res.body).toBe(200);
  const reply = res.json() as { status: number; url: string; order: string; message: string };
  expect(reply).toMatchObject({ status: 200, message: 'Pay' });
  const paid = await payThroughSandbox(t.app, reply.url);
  await t.platform.payments.sandbox?.flushWebhooks();
  return { ...paid, order: reply.order };
}

describe('Pro membership (spec 1 §4, spec 2 §9, READING)', () => {
  it('a visitor sees Rs 4000 struck through, Rs 2000/Year, renewal Rs 1600', async () => {
    const res = await plan(null);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ sku: 'PRO-1Y', currency: 'INR', list_price: 400_000, price: 200_000, renewal_price: 160_000, renewal_percent: 20, is_renewal: false, amount: 200_000, total: 200_000, pro: 0, expdays: null, can_pay: true });
  });

  it('someone outside India pays in dollars through the international gateway setting', async () => {
    const abroad = await buildBuyer(t.app, t.db, 'Artist', { isFromIndia: false });
    expect((await plan(abroad.key)).json().result).toMatchObject({ currency: 'USD', price: 2_500, list_price: 5_000, renewal_price: 2_000 });
  });

  it('an artist buys Pro through the sandbox: active for a year from payment, check_pro and the session say so', async () => {
    const artist = await buildBuyer(t.app, t.db, 'Artist');
    expect(await checkPro(artist.key)).toEqual({ success: true, pro: PRO_STATE.none, expdays: null });
    const { page, callback, order } = await buyPro(artist.key);
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('Rs 2000');
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe(`/subscription/indiwave-pro?order=${order}`);
    expect(await checkPro(artist.key)).toEqual({ success: true, pro: PRO_STATE.active, expdays: 365 });
    const session = (await t.app.inject({ url: '/api/check_session', headers: tokenHeader(artist.key) })).json().result;
    expect(session).toMatchObject({ is_pro: 1, sds_e: 365 });
    const detail = (await callAs(t.app, artist.key, 'GET', `/api/my_orders/${order}`)).json().result;
    expect(detail).toMatchObject({ status: 'fulfilled', kind: 'pro', total: 200_000, items: [{ sku: 'PRO-1Y', type: 'pro' }] });
    expect(detail.invoice_number).toMatch(/^INV-2030-\d{7}$/);
    // The callback and the sandbox's webhook both arrived: the year was granted once.
    const terms = await t.db.selectFrom('membership_terms').selectAll().where('user_id', '=', artist.id).execute();
    expect(terms).toHaveLength(1);
    expect(terms[0].ends_at).toBe('2031-03-01T10:00:00.000Z');
    const events = await t.db.selectFrom('order_events').select(['to_status', 'source']).innerJoin('orders', 'orders.id', 'order_events.order_id').where('orders.public_id', '=', order).execute();
    expect(events.filter((e) => e.to_status === 'fulfilled')).toHaveLength(1);
    expect(events.map((e) => e.to_status)).toEqual(['created', 'paid', 'fulfilled']);
  });

  it('days to expiry come from the server clock; renewing early adds a year to the current end at Rs 1600', async () => {
    const artist = await buildBuyer(t.app, t.db, 'Band');
    await buyPro(artist.key);
    clock.advance(350 * DAY + 12 * 3_600_000);
    // Sessions idle for 60 days end: sign in again on the moved clock.
    artist.key = await signIn(t.app, artist.email);
    expect(await checkPro(artist.key)).toMatchObject({ pro: 1, expdays: 15 });
    const quote = (await plan(artist.key)).json().result;
    expect(quote).toMatchObject({ is_renewal: true, amount: 160_000, is_renewal_due: true, expdays: 15 });
    const { order } = await buyPro(artist.key);
    expect((await callAs(t.app, artist.key, 'GET', `/api/my_orders/${order}`)).json().result.total).toBe(160_000);
    // The current end (2031-03-01) plus a year: 2032-03-01, a leap year's 366 days on.
    expect(await checkPro(artist.key)).toMatchObject({ pro: 1, expdays: 15 + 366 });
    clock.advance(-(350 * DAY + 12 * 3_600_000));
  });

  it('an expired membership reads 2 with 0 days; renewing starts a year from the payment', async () => {
    const artist = await buildBuyer(t.app, t.db, 'Artist');
    await buyPro(artist.key);
    clock.advance(366 * DAY);
    artist.key = await signIn(t.app, artist.email);
    expect(await checkPro(artist.key)).toEqual({ success: true, pro: PRO_STATE.expired, expdays: 0 });
    expect((await plan(artist.key)).json().result).toMatchObject({ pro: 2, is_renewal: true, amount: 160_000, is_renewal_due: false });
    await buyPro(artist.key);
    // From 2031-03-02 to 2032-03-02: 366 days (29 February 2032).
    expect(await checkPro(artist.key)).toMatchObject({ pro: 1, expdays: 366 });
    clock.advance(-366 * DAY);
  });

  it('who may buy Pro follows the non-Pro handler: visitors sign in, listeners upgrade, unverified e-mails verify', async () => {
    expect((await callAs(t.app, null, 'POST', '/api/subscription/payment', {})).statusCode).toBe(401);
    const listener = await buildBuyer(t.app, t.db, 'Listener');
    const refused = await callAs(t.app, listener.key, 'POST', '/api/subscription/payment', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(COMMERCE_MESSAGES.proForArtists);
    const unverified = await buildBuyer(t.app, t.db, 'Artist', { isEmailVerified: false });
    const refusedToo = await callAs(t.app, unverified.key, 'POST', '/api/subscription/payment', {});
    expect(refusedToo.statusCode).toBe(403);
    expect(refusedToo.json().error).toBe(COMMERCE_MESSAGES.proNeedsVerifiedEmail);
    expect(await t.db.selectFrom('orders').select('id').where('user_id', 'in', [listener.id, unverified.id]).execute()).toHaveLength(0);
  });
});

describe('Pro gates (issue 17: the promo tools)', () => {
  it('a non-Pro artist may read the tools but not make something new; an expired member neither', async () => {
    const artist = await buildBuyer(t.app, t.db, 'Artist');
    expect((await callAs(t.app, artist.key, 'GET', '/api/promo/presaves')).statusCode).toBe(200);
    const refused = await callAs(t.app, artist.key, 'POST', '/api/promo/presave', { type: 'song', slug: 'no-such-song' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(COMMERCE_MESSAGES.proRequired);
    await grantPro(t.db, artist.id, new Date(clock.now().getTime() - 1).toISOString());
    expect((await callAs(t.app, artist.key, 'POST', '/api/promo/presave', { type: 'song', slug: 'no-such-song' })).statusCode).toBe(403);
    await grantPro(t.db, artist.id);
    // Past the gate: the unknown song is what stops it now.
    expect((await callAs(t.app, artist.key, 'POST', '/api/promo/presave', { type: 'song', slug: 'no-such-song' })).statusCode).toBe(404);
  });
});
