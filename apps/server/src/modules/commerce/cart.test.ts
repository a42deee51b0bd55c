import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_DOWNLOAD_TTL_S } from '@indiwave/domain/constants';
import { COMMERCE_MESSAGES, MESSAGES } from '@indiwave/domain/messages';
import type { TestApp } from '../../../test/build-app.ts';
import { buildAlbum, buildSong } from '../../../test/catalog-factories.ts';
import { buildBuyer, buildCoupon, callAs, createListeningTestApp, payThroughSandbox, readReturnForm, setPrice } from '../../../test/commerce-fixtures.ts';
import { buildSignedIn, uploadSong } from '../../../test/promo-fixtures.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';

const clock = createManualClock(new Date('2030-05-01T09:00:00.000Z'));
let t: TestApp & { baseUrl: string };
let seller: Awaited<ReturnType<typeof buildSignedIn>>;
/** A paid single with real audio (uploaded, renditions made), a paid album, a free song, a private paid song. */
const skus = { single: '', album: '', free: '', hidden: '' };
let singleSlug = '';

beforeAll(async () => {
  t = await createListeningTestApp({ platform: { clock } });
  seller = await buildSignedIn(t.app, t.db, 'Band', { band_name: 'The Sellers' });
  const uploaded = await uploadSong(t.app, seller.key, { title: 'Paid Single', price: 4900 });
  await t.platform.jobs.drain();
  singleSlug = uploaded.slug_usersong;
  const single = await t.db.selectFrom('songs').select(['id', 'sku']).where('slug', '=', singleSlug).executeTakeFirstOrThrow();
  skus.single = single.sku;
  const tracks = [await buildSong(t.db, seller.id), await buildSong(t.db, seller.id)];
  skus.album = await setPrice(t.db, 'album', (await buildAlbum(t.db, seller.id, tracks.map((track) => track.id))).id, 19_900);
  skus.free = (await t.db.selectFrom('songs').select('sku').where('id', '=', (await buildSong(t.db, seller.id)).id).executeTakeFirstOrThrow()).sku;
  skus.hidden = await setPrice(t.db, 'song', (await buildSong(t.db, seller.id, { isPublic: false })).id, 2_900);
}, 60_000);
afterAll(async () => t.close());

type Cart = { product: { sku: string; price: number; discount: number; type: string }[]; subtotal: number; discount: number; total: number; applied_coupon: string; status: string; msg: string };
const cart = async (key: string | null, body: Record<string, unknown>) => callAs(t.app, key, 'POST', '/api/cart', body);
const cartOk = async (key: string, body: Record<string, unknown>): Promise<Cart> => {
  const res = await cart(key, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Cart;
};
const ordersOf = (userId: number) => t.db.selectFrom('orders').selectAll().where('user_id', '=', userId).execute();

describe('the cart (spec 2 §4 Cart, §7 Cart, §8)', () => {
  it('a visitor is asked to sign in; the empty cart answers nothing to buy', async () => {
    expect((await cart(null, { action: 'mycart' })).statusCode).toBe(401);
    const fan = await buildBuyer(t.app, t.db, 'Listener');
    expect(await cartOk(fan.key, { action: 'mycart' })).toMatchObject({ product: [], subtotal: 0, discount: 0, total: 0, applied_coupon: '' });
    const pay = await cart(fan.key, { action: 'payment' });
    expect(pay.statusCode).toBe(400);
    expect(pay.json().error).toBe(COMMERCE_MESSAGES.cartEmpty);
    const coupon = await cart(fan.key, { action: 'apply_coupon', code: await buildCoupon(t.db) });
    expect(coupon.statusCode).toBe(400);
    expect(coupon.json().error).toBe(COMMERCE_MESSAGES.couponEmptyCart);
  });

  it('add and remove by SKU; prices are paise; the refusals change nothing', async () => {
    const fan = await buildBuyer(t.app, t.db, 'Listener');
    expect(await cartOk(fan.key, { action: 'add', sku: skus.single })).toMatchObject({ msg: COMMERCE_MESSAGES.addedToCart, subtotal: 4_900, total: 4_900 });
    const both = await cartOk(fan.key, { action: 'add', sku: skus.album.toLowerCase() });
    expect(both.product.map((line) => [line.sku, line.type, line.price])).toEqual([[skus.single, 'song', 4_900], [skus.album, 'album', 19_900]]);
    expect(both.total).toBe(24_800);
    expect((await cartOk(fan.key, { action: 'add', sku: skus.single })).msg).toBe(COMMERCE_MESSAGES.alreadyInCart);

    const refusals: [string, string][] = [[skus.free, COMMERCE_MESSAGES.itemNotForSale], [skus.hidden, COMMERCE_MESSAGES.itemUnavailable], ['SNG-NOSUCH', COMMERCE_MESSAGES.itemNotForSale]];
    for (const [sku, message] of refusals) {
      const res = await cart(fan.key, { action: 'add', sku });
      expect(res.statusCode, sku).toBe(400);
      expect(res.json().error).toBe(message);
    }
    const own = await cart(seller.key, { action: 'add', sku: skus.single });
    expect(own.json().error).toBe(COMMERCE_MESSAGES.ownItem);
    expect((await cartOk(fan.key, { action: 'mycart' })).product).toHaveLength(2);

    const removed = await cartOk(fan.key, { action: 'remove', sku: skus.single });
    expect(removed).toMatchObject({ msg: COMMERCE_MESSAGES.removedFromCart, total: 19_900 });
    expect(removed.product.map((line) => line.sku)).toEqual([skus.album]);
  });

  it('an item made private meanwhile leaves the cart, and its price with it', async () => {
    const fan = await buildBuyer(t.app, t.db, 'Listener');
    const song = await buildSong(t.db, seller.id);
    const sku = await setPrice(t.db, 'song', song.id, 1_000);
    await cartOk(fan.key, { action: 'add', sku });
    await cartOk(fan.key, { action: 'add', sku: skus.album });
    await t.db.updateTable('songs').set({ is_public: 0 }).where('id', '=', song.id).execute();
    expect(await cartOk(fan.key, { action: 'mycart' })).toMatchObject({ total: 19_900, product: [{ sku: skus.album }] });
  });

  it('a coupon is applied when its discount is above 0; removing it adds the discount back', async () => {
    const fan = await buildBuyer(t.app, t.db, 'Listener');
    await cartOk(fan.key, { action: 'add', sku: skus.single });
    await cartOk(fan.key, { action: 'add', sku: skus.album });
    const code = await buildCoupon(t.db, { percent_off: 10 });
    const applied = await cartOk(fan.key, { action: 'apply_coupon', code: ` ${code.toLowerCase()} ` });
    expect(applied).toMatchObject({ applied_coupon: code, subtotal: 24_800, discount: 2_480, total: 22_320, status: '200', msg: COMMERCE_MESSAGES.couponApplied });
    expect(applied.product.reduce((sum, line) => sum + line.discount, 0)).toBe(2_480);
    expect((await cartOk(fan.key, { action: 'mycart' })).applied_coupon).toBe(code);
    const removed = await cartOk(fan.key, { action: 'remove_coupon' });
    expect(removed).toMatchObject({ applied_coupon: '', discount: 0, total: applied.total + applied.discount, msg: COMMERCE_MESSAGES.couponRemoved });
    expect((await cartOk(fan.key, { action: 'remove_coupon' })).msg).toBe(COMMERCE_MESSAGES.noCoupon);
  });

  it('the rejection rules: unknown, not started, expired, another person\'s, used up, Pro only; the cart keeps its total', async () => {
    const fan = await buildBuyer(t.app, t.db, 'Listener');
    const other = await buildBuyer(t.app, t.db, 'Listener');
    await cartOk(fan.key, { action: 'add', sku: skus.album });
    const at = clock.now().getTime();
    const cases: [string, string][] = [
      ['NOSUCHCODE', COMMERCE_MESSAGES.couponInvalid],
      [await buildCoupon(t.db, { is_active: 0 }), COMMERCE_MESSAGES.couponInvalid],
      [await buildCoupon(t.db, { starts_at: new Date(at + 86_400_000).toISOString() }), COMMERCE_MESSAGES.couponNotStarted],
      [await buildCoupon(t.db, { expires_at: new Date(at - 1_000).toISOString() }), COMMERCE_MESSAGES.couponExpired],
      [await buildCoupon(t.db, { user_id: other.id }), COMMERCE_MESSAGES.couponForeign],
      [await buildCoupon(t.db, { max_redemptions: 1, redemptions: 1 }), COMMERCE_MESSAGES.couponUsedUp],
      [await buildCoupon(t.db, { scope: 'pro' }), COMMERCE_MESSAGES.couponNotApplicable],
      [await buildCoupon(t.db, { artist_id: other.id }), COMMERCE_MESSAGES.couponNotApplicable],
    ];
    for (const [code, message] of cases) {
      const res = await cart(fan.key, { action: 'apply_coupon', code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error, code).toBe(message);
    }
    expect((await cart(fan.key, { action: 'apply_coupon', code: '' })).json().error).toBe(COMMERCE_MESSAGES.couponRequired);
    expect(await cartOk(fan.key, { action: 'mycart' })).toMatchObject({ applied_coupon: '', discount: 0, total: 19_900 });
  });
});

describe('paying for the cart (issue 17 items 3–5)', () => {
  it('pays once in the sandbox: one order, fulfilled once, the cart emptied, the coupon redeemed, the files downloadable', async () => {
    const fan = await buildBuyer(t.app, t.db, 'Listener');
    await cartOk(fan.key, { action: 'add', sku: skus.single });
    await cartOk(fan.key, { action: 'add', sku: skus.album });
    const code = await buildCoupon(t.db, { percent_off: 10 });
    await cartOk(fan.key, { action: 'apply_coupon', code });

    // Three Pay clicks at once open one order and one gateway order.
    const clicks = await Promise.all([1, 2, 3].map(() => cart(fan.key, { action: 'payment', return_path: `/songs/${singleSlug}` })));
    const replies = clicks.map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { status: number; url: string; order: string; message: string };
    });
    expect(new Set(replies.map((reply) => reply.order)).size).toBe(1);
    expect(new Set(replies.map((reply) => reply.url)).size).toBe(1);
    expect(replies[0]).toMatchObject({ status: 200, message: COMMERCE_MESSAGES.pay });
    expect(await ordersOf(fan.id)).toHaveLength(1);

    const { callback, form } = await payThroughSandbox(t.app, replies[0].url);
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe(`/my-orders?order=${replies[0].order}`);
    await t.platform.payments.sandbox?.flushWebhooks();
    // The browser posts its return again (a reload): nothing more happens.
    const again = await t.app.inject({ method: 'POST', url: form.action, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form.fields).toString() });
    expect(again.statusCode).toBe(303);

    const [order] = await ordersOf(fan.id);
    expect(order).toMatchObject({ status: 'fulfilled', kind: 'cart', subtotal: 24_800, discount: 2_480, total: 22_320, coupon_code: code, gateway: 'sandbox' });
    const events = await t.db.selectFrom('order_events').select(['to_status', 'source']).where('order_id', '=', order.id).orderBy('id').execute();
    expect(events.map((event) => event.to_status)).toEqual(['created', 'paid', 'fulfilled']);
    expect(await t.db.selectFrom('purchases').select(['item_type']).where('user_id', '=', fan.id).execute()).toHaveLength(2);
    expect((await t.db.selectFrom('coupons').select('redemptions').where('code', '=', code).executeTakeFirstOrThrow()).redemptions).toBe(1);
    expect(await cartOk(fan.key, { action: 'mycart' })).toMatchObject({ product: [], total: 0, applied_coupon: '' });
    // Owned now: adding it again is refused.
    expect((await cart(fan.key, { action: 'add', sku: skus.single })).json().error).toBe(COMMERCE_MESSAGES.alreadyOwned);

    const mine = (await callAs(t.app, fan.key, 'GET', '/api/my_orders')).json();
    expect(mine).toMatchObject({ count: 1, results: [{ id: order.public_id, status: 'fulfilled', status_label: 'Completed', total: 22_320, items: [{ sku: skus.single, can_download: true, slug: singleSlug }, { sku: skus.album, can_download: true }] }] });
    const detail = (await callAs(t.app, fan.key, 'GET', `/api/my_orders/${order.public_id}`)).json().result;
    expect(detail.invoice_number).toMatch(/^INV-2030-/);
    expect(detail.invoice.taxable_value + detail.invoice.tax).toBe(22_320);

    const links = await callAs(t.app, fan.key, 'POST', `/api/my_orders/${order.public_id}/downloads`, { sku: skus.single });
    expect(links.statusCode, links.body).toBe(200);
    const [file] = links.json().result.files as { mp3_url: string; original_url: string }[];
    const mp3 = await t.app.inject({ url: file.mp3_url });
    expect(mp3.statusCode).toBe(200);
    expect(mp3.headers['content-type']).toBe('audio/mpeg');
    expect(mp3.headers['content-disposition']).toContain('attachment');
    expect(mp3.rawPayload.length).toBeGreaterThan(1_000);
    expect((await t.app.inject({ url: file.original_url })).statusCode).toBe(200);
    expect((await callAs(t.app, fan.key, 'POST', `/api/my_orders/${order.public_id}/downloads`, { sku: skus.album })).json().result.files).toHaveLength(2);

    // A tampered link is refused; an expired one too; another person cannot see the order.
    const tampered = file.mp3_url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await t.app.inject({ url: tampered })).statusCode).toBe(403);
    const stranger = await buildBuyer(t.app, t.db, 'Listener');
    expect((await callAs(t.app, stranger.key, 'GET', `/api/my_orders/${order.public_id}`)).statusCode).toBe(404);
    expect((await callAs(t.app, stranger.key, 'POST', `/api/my_orders/${order.public_id}/downloads`, { sku: skus.single })).statusCode).toBe(404);
    clock.advance(PURCHASE_DOWNLOAD_TTL_S * 1000 + 1_000);
    const expired = await t.app.inject({ url: file.mp3_url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error).toBe(COMMERCE_MESSAGES.downloadLinkExpired);
    clock.advance(-(PURCHASE_DOWNLOAD_TTL_S * 1000 + 1_000));

    // The artist sees the sale: what each line brought in after the coupon.
    const sales = (await callAs(t.app, seller.key, 'GET', '/api/my_sales')).json();
    const ofOrder = sales.results.filter((sale: { order: string }) => sale.order === order.public_id);
    expect(ofOrder.map((sale: { sku: string; earned: number }) => [sale.sku, sale.earned]).sort()).toEqual([[skus.album, 17_910], [skus.single, 4_410]].sort());
    expect(sales.currency).toBe('INR');
    expect(sales.earned).toBeGreaterThanOrEqual(22_320);
    expect((await callAs(t.app, fan.key, 'GET', '/api/my_sales')).json()).toMatchObject({ count: 0, earned: 0, results: [] });
  });

  it('a failed payment leaves the cart as it was, with the gateway\'s message on the order', async () => {
    const fan = await buildBuyer(t.app, t.db, 'Listener');
    await cartOk(fan.key, { action: 'add', sku: skus.album });
    const reply = (await cart(fan.key, { action: 'payment', return_path: '/albums/x' })).json() as { url: string; order: string };
    const { callback } = await payThroughSandbox(t.app, reply.url, 'failure');
    expect(callback.headers.location).toBe(`/albums/x?cart=1&order=${reply.order}`);
    await t.platform.payments.sandbox?.flushWebhooks();
    const detail = (await callAs(t.app, fan.key, 'GET', `/api/my_orders/${reply.order}`)).json().result;
    expect(detail).toMatchObject({ status: 'failed', status_label: 'Payment failed' });
    expect(detail.failure_reason).toBeTruthy();
    expect(await cartOk(fan.key, { action: 'mycart' })).toMatchObject({ total: 19_900, product: [{ sku: skus.album }] });
    expect(await t.db.selectFrom('purchases').select('id').where('user_id', '=', fan.id).execute()).toHaveLength(0);
    // Paying again makes a new order.
    const retry = (await cart(fan.key, { action: 'payment' })).json() as { order: string };
    expect(retry.order).not.toBe(reply.order);
  });

  it('a forged callback signature changes nothing; the signed webhook pays the order once', async () => {
    const fan = await buildBuyer(t.app, t.db, 'Listener');
    await cartOk(fan.key, { action: 'add', sku: skus.album });
    const reply = (await cart(fan.key, { action: 'payment' })).json() as { url: string; order: string };
    const gatewayOrderId = decodeURIComponent(reply.url.split('/').pop() ?? '');
    const pressed = await t.app.inject({ method: 'POST', url: `/api/sandbox_gateway/pay/${encodeURIComponent(gatewayOrderId)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=success' });
    const form = readReturnForm(pressed.body);
    const forged = { ...form.fields, razorpay_signature: '0'.repeat(64) };
    await t.app.inject({ method: 'POST', url: form.action, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(forged).toString() });
    // The gateway's own signed webhook is what pays the order, once; the forged return moved nothing.
    await t.platform.payments.sandbox?.flushWebhooks();
    const [order] = await ordersOf(fan.id);
    const events = await t.db.selectFrom('order_events').select(['to_status', 'source']).where('order_id', '=', order.id).orderBy('id').execute();
    expect(events.filter((event) => event.source === 'callback')).toEqual([]);
    expect(events.map((event) => `${event.to_status}:${event.source}`)).toEqual(['created:checkout', 'paid:webhook', 'fulfilled:webhook']);
    expect(await t.db.selectFrom('purchases').select('id').where('user_id', '=', fan.id).execute()).toHaveLength(1);
  });

  it('a total of 0 (a 100% coupon) is fulfilled at once: Download, no gateway', async () => {
    const fan = await buildBuyer(t.app, t.db, 'Listener');
    await cartOk(fan.key, { action: 'add', sku: skus.album });
    const code = await buildCoupon(t.db, { percent_off: 100, scope: 'cart' });
    expect(await cartOk(fan.key, { action: 'apply_coupon', code })).toMatchObject({ total: 0, discount: 19_900, applied_coupon: code });
    const res = await cart(fan.key, { action: 'payment' });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json();
    expect(reply).toMatchObject({ status: 200, message: COMMERCE_MESSAGES.download, url: `/my-orders?order=${reply.order}` });
    const [order] = await ordersOf(fan.id);
    expect(order).toMatchObject({ status: 'fulfilled', gateway: 'free', total: 0 });
    expect((await callAs(t.app, fan.key, 'POST', `/api/my_orders/${order.public_id}/downloads`, { sku: skus.album })).statusCode).toBe(200);
  });
});

describe('prices set by their artist (issue 17 item 7)', () => {
  it('a negative or fractional price is refused by the server', async () => {
    const refusals = [-100, 49.5, 'abc'];
    for (const price of refusals) {
      const edit = await callAs(t.app, seller.key, 'POST', '/api/uploadsongdetails', { upload_id: 'x', title: 'P', genre: [1], language: [1], price });
      expect(edit.statusCode, String(price)).toBe(400);
      expect(edit.json().fields.price, String(price)).toBe(MESSAGES.priceInvalid);
    }
  });
});
