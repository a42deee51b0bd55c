import net from 'node:net';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import type { Platform } from '../src/platform/platform.ts';
import { createTestApp, type TestApp } from './build-app.ts';
import { buildUser, signIn, tokenHeader } from './factories.ts';

/** A free port on loopback (the OS picks it: listen on 0, then let go). */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The real app listening on a loopback port that is also its PUBLIC_URL, so a gateway (the
 * sandbox, or a stand-in) can post its webhooks to it over HTTP.
 */
export async function createListeningTestApp(options: { config?: Partial<Config>; platform?: Partial<Platform> } = {}): Promise<TestApp & { baseUrl: string }> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ ...options, config: { publicUrl: baseUrl, port, ...options.config } });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, baseUrl };
}

/**
 * Makes a person a Pro member straight in the database (for other modules' tests of Pro
 * gates): a membership that ends at `expiresAt` (far ahead by default, so tests on a moved clock still see it).
 */
export async function grantPro(db: Database, userId: number, expiresAt = '2099-12-31T00:00:00.000Z'): Promise<void> {
  const now = new Date().toISOString();
  await db.insertInto('membership_terms').values({ user_id: userId, order_id: null, source: 'grant', paid_at: now, starts_at: now, ends_at: expiresAt, revoked_at: null, created_at: now }).execute();
  await db
    .insertInto('memberships')
    .values({ user_id: userId, started_at: now, expires_at: expiresAt, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ expires_at: expiresAt, updated_at: now }))
    .execute();
}

/** An artist or band with a verified e-mail in India (rupee prices), signed in. */
export async function buildBuyer(app: App, db: Database, type: 'Artist' | 'Band' | 'Listener' = 'Artist', overrides: { isEmailVerified?: boolean; isFromIndia?: boolean; first_name?: string } = {}) {
  const country = overrides.isFromIndia === false
    ? (await db.selectFrom('countries').select('id').where('iso_code', '=', 'US').executeTakeFirstOrThrow()).id
    : (await db.selectFrom('countries').select('id').where('iso_code', '=', 'IN').executeTakeFirstOrThrow()).id;
  const user = await buildUser(db, { type, country_id: country, is_email_verified: overrides.isEmailVerified === false ? 0 : 1, first_name: overrides.first_name ?? 'Buyer' });
  return { ...user, key: await signIn(app, user.email) };
}

/** Inserts a coupon (defaults: 10% off anything, active, unlimited). */
export async function buildCoupon(db: Database, overrides: Partial<{ code: string; percent_off: number | null; amount_off: number | null; scope: string; artist_id: number | null; user_id: number | null; starts_at: string | null; expires_at: string | null; max_redemptions: number | null; redemptions: number; is_active: number }> = {}): Promise<string> {
  const now = new Date().toISOString();
  const code = overrides.code ?? `TEST${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  await db
    .insertInto('coupons')
    .values({ code, description: '', percent_off: 10, amount_off: null, scope: 'any', artist_id: null, user_id: null, starts_at: null, expires_at: null, max_redemptions: null, redemptions: 0, is_active: 1, created_at: now, updated_at: now, ...overrides })
    .execute();
  return code;
}

/** Sets a song's or album's price (and makes an album a digital download). */
export async function setPrice(db: Database, type: 'song' | 'album', id: number, paise: number): Promise<string> {
  if (type === 'song') {
    await db.updateTable('songs').set({ price_paise: paise }).where('id', '=', id).execute();
    return (await db.selectFrom('songs').select('sku').where('id', '=', id).executeTakeFirstOrThrow()).sku;
  }
  await db.updateTable('albums').set({ price_paise: paise, is_digital: 1 }).where('id', '=', id).execute();
  return (await db.selectFrom('albums').select('sku').where('id', '=', id).executeTakeFirstOrThrow()).sku;
}

/** Calls the API as a signed-in person (or a visitor with null). */
export function callAs(app: App, key: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return app.inject({ method, url, headers: key ? tokenHeader(key) : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

/** Reads the hidden fields of the sandbox's return form and the path it posts to. */
export function readReturnForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form id="sandbox-return" method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action, html).toBeTruthy();
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[decodeEntities(match[1])] = decodeEntities(match[2]);
  return { action: decodeEntities(action ?? ''), fields };
}

function decodeEntities(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/**
 * Pays a checkout through the sandbox as a buyer's browser would: opens the gateway's page,
 * presses Pay or Fail, and follows the return form to our callback. Answers the callback's reply.
 */
export async function payThroughSandbox(app: App, checkoutUrl: string, outcome: 'success' | 'failure' = 'success') {
  const page = await app.inject({ method: 'GET', url: checkoutUrl });
  expect(page.statusCode, page.body).toBe(200);
  const gatewayOrderId = decodeURIComponent(checkoutUrl.split('/').pop() ?? '');
  const pressed = await app.inject({ method: 'POST', url: `/api/sandbox_gateway/pay/${encodeURIComponent(gatewayOrderId)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `outcome=${outcome}` });
  expect(pressed.statusCode, pressed.body).toBe(200);
  const form = readReturnForm(pressed.body);
  const callback = await app.inject({ method: 'POST', url: form.action, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form.fields).toString() });
  return { page, form, callback, gatewayOrderId };
}
