import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_CODE_MIN } from '@indiwave/domain/constants';
import { COMMERCE_MESSAGES, MESSAGES } from '@indiwave/domain/messages';
import type { TestApp } from '../../../test/build-app.ts';
import { buildSong } from '../../../test/catalog-factories.ts';
import { buildBuyer, callAs, createListeningTestApp, payThroughSandbox, setPrice } from '../../../test/commerce-fixtures.ts';
import { buildSignedIn } from '../../../test/promo-fixtures.ts';
import { buildPerson, type Person } from '../../../test/social.ts';

/**
 * The console's Coupons and Refunds screens (issue 21 item 5, issue 17): the team creates and
 * ends coupons, finds paid orders by id or e-mail and refunds them; each change has its audit line.
 */

let t: TestApp & { baseUrl: string };
let staff: Person;
let seller: Awaited<ReturnType<typeof buildSignedIn>>;

beforeAll(async () => {
  t = await createListeningTestApp();
  staff = await buildPerson(t.db, t.platform.clock, { type: 'Listener', staff_role: 'staff', first_name: 'Refund', last_name: 'Desk' });
  seller = await buildSignedIn(t.app, t.db, 'Band', { band_name: 'The Coupon Band' });
}, 60_000);
afterAll(async () => t.close());

const asStaff = (method: 'GET' | 'POST', url: string, payload?: unknown) => callAs(t.app, staff.key, method, url, payload);
const auditLines = (targetType: string, targetKey: string) =>
  t.db.selectFrom('audit_log').select(['action', 'actor_id', 'before_json', 'after_json', 'reason']).where('target_type', '=', targetType).where('target_key', '=', targetKey).orderBy('id').execute();

/** A listener who bought a priced song through the sandbox gateway: the order is fulfilled. */
async function buildPaidOrder(): Promise<{ buyer: Awaited<ReturnType<typeof buildBuyer>>; order: string; sku: string }> {
  const sku = await setPrice(t.db, 'song', (await buildSong(t.db, seller.id)).id, 4_900);
  const buyer = await buildBuyer(t.app, t.db, 'Listener');
  expect((await callAs(t.app, buyer.key, 'POST', '/api/cart', { action: 'add', sku })).statusCode).toBe(200);
  const payment = (await callAs(t.app, buyer.key, 'POST', '/api/cart', { action: 'payment' })).json() as { url: string; order: string };
  await payThroughSandbox(t.app, payment.url);
  await t.platform.payments.sandbox?.flushWebhooks();
  return { buyer, order: payment.order, sku };
}

describe('coupons in the console', () => {
  it('creates a coupon, answering it as listed; bad input is refused per field and changes nothing', async () => {
    const created = await asStaff('POST', '/api/coupons', { code: 'monsoon25', description: 'Monsoon sale', percent_off: 25, scope: 'cart', artist: seller.slug, max_redemptions: 10 });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().result).toEqual({ code: 'MONSOON25', description: 'Monsoon sale', percent_off: 25, amount_off: null, scope: 'cart', artist: seller.slug, user: null, starts_at: null, expires_at: null, max_redemptions: 10, redemptions: 0, is_active: true });

    const tooShort = await asStaff('POST', '/api/coupons', { code: 'ab'.slice(0, COUPON_CODE_MIN - 1), percent_off: 10 });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().fields.code).toBe(COMMERCE_MESSAGES.couponInvalid);
    const both = await asStaff('POST', '/api/coupons', { code: 'BOTHOFF', percent_off: 10, amount_off: 1_000 });
    expect(both.statusCode).toBe(400);
    expect(Object.keys(both.json().fields)).toContain('percent_off');
    const taken = await asStaff('POST', '/api/coupons', { code: 'Monsoon25', amount_off: 1_000 });
    expect(taken.json()).toMatchObject({ success: false, error: COMMERCE_MESSAGES.couponCodeTaken, fields: { code: COMMERCE_MESSAGES.couponCodeTaken } });
    const nobody = await asStaff('POST', '/api/coupons', { code: 'NOBODY1', percent_off: 10, user: 'no-such-person' });
    expect(nobody.json().fields.user).toBe(MESSAGES.userNotFound);
    const codes = (await asStaff('GET', '/api/coupons')).json().results.map((coupon: { code: string }) => coupon.code);
    expect(codes).toContain('MONSOON25');
    expect(codes).not.toContain('BOTHOFF');
    expect(codes).not.toContain('NOBODY1');
  });

  it('ends a coupon: refused in carts from then on, once only, with an audit line holding before and after', async () => {
    const created = await asStaff('POST', '/api/coupons', { code: 'ENDME10', description: 'To be ended', percent_off: 10 });
    expect(created.statusCode, created.body).toBe(200);
    const { buyer } = await buildPaidOrder();
    const sku = await setPrice(t.db, 'song', (await buildSong(t.db, seller.id)).id, 2_900);
    await callAs(t.app, buyer.key, 'POST', '/api/cart', { action: 'add', sku });

    // A listener may not end it.
    expect((await callAs(t.app, buyer.key, 'POST', '/api/coupons/ENDME10/end')).statusCode).toBe(403);
    const ended = await asStaff('POST', '/api/coupons/endme10/end');
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ success: true, message: COMMERCE_MESSAGES.couponEnded, result: { code: 'ENDME10', is_active: false } });
    const again = await asStaff('POST', '/api/coupons/ENDME10/end');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(COMMERCE_MESSAGES.couponAlreadyEnded);
    expect((await asStaff('POST', '/api/coupons/NOSUCHCODE/end')).statusCode).toBe(404);

    const applied = await callAs(t.app, buyer.key, 'POST', '/api/cart', { action: 'apply_coupon', code: 'ENDME10' });
    expect(applied.statusCode).toBe(400);
    expect(applied.json().error).toBe(COMMERCE_MESSAGES.couponInvalid);

    const lines = await auditLines('coupon', 'ENDME10');
    expect(lines.map((line) => line.action)).toEqual(['coupon.create', 'coupon.end']);
    expect(lines.every((line) => line.actor_id === staff.id)).toBe(true);
    expect(JSON.parse(lines[1].before_json ?? 'null')).toEqual({ is_active: true });
    expect(JSON.parse(lines[1].after_json ?? 'null')).toEqual({ is_active: false });
  });
});

describe('refunds in the console', () => {
  it('finds paid orders by e-mail or id, newest first and paged; refunds one with a reason; lists it as refunded with who, when and why', async () => {
    const first = await buildPaidOrder();
    const second = await buildPaidOrder();
    // The same buyer buys again: two orders under one e-mail.
    const sku = await setPrice(t.db, 'song', (await buildSong(t.db, seller.id)).id, 3_900);
    await callAs(t.app, first.buyer.key, 'POST', '/api/cart', { action: 'add', sku });
    const later = (await callAs(t.app, first.buyer.key, 'POST', '/api/cart', { action: 'payment' })).json() as { url: string; order: string };
    await payThroughSandbox(t.app, later.url);
    await t.platform.payments.sandbox?.flushWebhooks();

    const byEmail = await asStaff('GET', `/api/staff/orders?q=${encodeURIComponent(first.buyer.email.toUpperCase())}`);
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(byEmail.json().count).toBe(2);
    expect(byEmail.json().results.map((order: { id: string }) => order.id)).toEqual([later.order, first.order]);
    expect(byEmail.json().results[0]).toMatchObject({ status: 'fulfilled', buyer: { email: first.buyer.email }, refund: null, total: 3_900 });
    const paged = (await asStaff('GET', `/api/staff/orders?q=${encodeURIComponent(first.buyer.email)}&offset=1&limit=1`)).json();
    expect(paged).toMatchObject({ count: 2, results: [{ id: first.order }] });
    const byId = (await asStaff('GET', `/api/staff/orders?q=${second.order.toLowerCase()}`)).json();
    expect(byId.results.map((order: { id: string }) => order.id)).toEqual([second.order]);
    const one = await asStaff('GET', `/api/staff/orders/${second.order}`);
    expect(one.json().result).toMatchObject({ id: second.order, buyer: { email: second.buyer.email }, items: [{ sku: second.sku }], gateway: 'sandbox' });
    expect((await asStaff('GET', '/api/staff/orders/IW0000000000000000')).statusCode).toBe(404);
    // Only the team sees them.
    expect((await callAs(t.app, first.buyer.key, 'GET', '/api/staff/orders')).statusCode).toBe(403);
    expect((await callAs(t.app, null, 'GET', `/api/staff/orders/${first.order}`)).statusCode).toBe(401);

    const refunded = await asStaff('POST', '/api/orders/refund', { order: first.order, reason: 'Bought twice by mistake' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ message: COMMERCE_MESSAGES.orderRefunded, result: { status: 'refunded' } });
    const twice = await asStaff('POST', '/api/orders/refund', { order: first.order, reason: 'again' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe(COMMERCE_MESSAGES.orderRefunded);

    const stillPaid = (await asStaff('GET', `/api/staff/orders?q=${encodeURIComponent(first.buyer.email)}`)).json();
    expect(stillPaid.results.map((order: { id: string }) => order.id)).toEqual([later.order]);
    const refundedList = (await asStaff('GET', '/api/staff/orders?status=refunded')).json();
    const listed = refundedList.results.find((order: { id: string }) => order.id === first.order);
    expect(listed).toMatchObject({ status: 'refunded', refund: { reason: 'Bought twice by mistake' } });
    expect(listed.refund.by).toContain(staff.email);
    expect(listed.refund.at).toBe(listed.refunded_at);

    const [line] = await auditLines('order', first.order);
    expect(line).toMatchObject({ action: 'order.refund', actor_id: staff.id, reason: 'Bought twice by mistake' });
    expect(JSON.parse(line.before_json ?? 'null')).toEqual({ status: 'fulfilled' });
    expect(JSON.parse(line.after_json ?? 'null')).toMatchObject({ status: 'refunded' });
  });
});
