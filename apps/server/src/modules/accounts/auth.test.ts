import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_HASH_COST, TOKEN_TOUCH_INTERVAL_MS } from '@indiwave/domain/constants';
import { sessionReplySchema } from '@indiwave/domain/contract/auth';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { TEST_PASSWORD, buildUser, findIndianPlace, findNamedId, signIn, tokenHeader } from '../../../test/factories.ts';
import { createManualClock } from '../../platform/clock/clock.port.ts';

const clock = createManualClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ platform: { clock } });
});
afterAll(async () => t.close());

const login = (payload: object, remoteAddress = '10.1.0.1') => t.app.inject({ method: 'POST', url: '/api/obtain_auth_token', payload, remoteAddress });
const checkSession = (key?: string) => t.app.inject({ url: '/api/check_session', headers: key ? tokenHeader(key) : {} });

describe('POST /api/obtain_auth_token (spec 2 §7, §8)', () => {
  it('signs in and answers every field of the session reply (spec 1 §3.2, spec 2 §3)', async () => {
    const place = await findIndianPlace(t.db);
    const singer = await findNamedId(t.db, 'artist_categories', 'Singer');
    const user = await buildUser(t.db, { type: 'Artist', email: 'asha@example.com', country_id: place.country, state_id: place.state, city_id: place.city, artistTypeIds: [singer] });
    const res = await login({ email: 'Asha@Example.com ', password: TEST_PASSWORD, source: 'web' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(sessionReplySchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      success: true,
      category: 'artist',
      result: {
        id: user.id,
        is_type: 'Artist',
        slug_username: user.slug,
        profile: { first_name: 'Test', last_name: 'User', profile_pic: null, cover_pic: null, country: 'India' },
        artist_type: [{ id: singer, name: 'Singer' }],
        genre_id: [],
        email: 'asha@example.com',
        ismail_verify: true,
        ismobile_verify: false,
        has_usable_password: true,
        is_pro: 0,
        sds_e: null,
        songs_count: 0,
        videos_count: 0,
        is_new_user: false,
        is_show_update_form: false,
        state: 'Maharashtra',
        city: 'Mumbai',
        is_from_india: true,
        is_dashboard_sg_read: false,
        is_claps_sg_read: false,
        is_schedule_sg_read: false,
        ip: '10.1.0.1',
      },
    });
    for (const field of ['token', 'band_name', 'mobile', 'iswhatsapp_verify', 'whatsapp_number', 'authorize_for_tv']) expect(body.result).toHaveProperty(field);
  });

  it('issues a random 256-bit key at each sign-in and stores only its SHA-256', async () => {
    const user = await buildUser(t.db);
    const first = await signIn(t.app, user.email);
    const second = await signIn(t.app, user.email);
    expect(first).not.toBe(second);
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    const rows = await t.db.selectFrom('auth_tokens').select('key_hash').where('user_id', '=', user.id).execute();
    expect(rows.map((r) => r.key_hash).sort()).toEqual([first, second].map((k) => crypto.createHash('sha256').update(k).digest('hex')).sort());
  });

  it("answers the same 'Your email and/or password do not match New to the product?' for a wrong password and an unknown e-mail", async () => {
    const user = await buildUser(t.db);
    const wrong = await login({ email: user.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody-here@example.com', password: TEST_PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: MESSAGES.loginFailed });
    }
    expect(MESSAGES.loginFailed).toBe('Your email and/or password do not match New to the product?');
  });

  it('a social account without a password cannot sign in with one', async () => {
    const user = await buildUser(t.db, { password: null });
    const res = await login({ email: user.email, password: 'anything-at-all' });
    expect(res.json()).toEqual({ success: false, error: MESSAGES.loginFailed });
  });

  it('checks the e-mail and password fields with the spec messages', async () => {
    expect((await login({ password: 'x' })).json().fields).toEqual({ email: MESSAGES.emailRequired });
    expect((await login({ email: '  ', password: 'x' })).json().fields.email).toBe(MESSAGES.emailRequired);
    expect((await login({ email: 'not-an-email', password: 'x' })).json().fields.email).toBe(MESSAGES.emailInvalid);
    expect((await login({ email: 'a@example.com' })).json().fields.password).toBe(MESSAGES.passwordRequired);
  });

  it('hashes passwords with argon2id at m=19456, t=2, p=1', async () => {
    await buildUser(t.db, { email: 'hash-check@example.com' });
    const row = await t.db.selectFrom('users').select('password_hash').where('email', '=', 'hash-check@example.com').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${PASSWORD_HASH_COST.memoryCost},t=${PASSWORD_HASH_COST.timeCost},p=${PASSWORD_HASH_COST.parallelism}\\$`));
  });
});

describe('sessions: check_session, logout, check_pro (spec 1 §4, §7)', () => {
  it('check_session answers the session with the same key; without one it is 401 in the envelope', async () => {
    const user = await buildUser(t.db);
    const key = await signIn(t.app, user.email);
    const res = await checkSession(key);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ id: user.id, token: key });
    expect(res.headers['cache-control']).toBe('no-store');
    for (const bad of [undefined, 'not-a-real-key-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa']) {
      const refused = await checkSession(bad);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ success: false, error: MESSAGES.signInRequired });
    }
    const bearer = await t.app.inject({ url: '/api/check_session', headers: { authorization: `Bearer ${key}` } });
    expect(bearer.statusCode).toBe(401);
  });

  it('logout revokes that key only; the other sessions stay', async () => {
    const user = await buildUser(t.db);
    const phone = await signIn(t.app, user.email);
    const laptop = await signIn(t.app, user.email);
    const res = await t.app.inject({ url: '/api/logout', headers: tokenHeader(phone) });
    expect(res.json()).toEqual({ success: true, message: MESSAGES.loggedOut });
    expect((await checkSession(phone)).statusCode).toBe(401);
    expect((await checkSession(laptop)).statusCode).toBe(200);
    const row = await t.db.selectFrom('auth_tokens').select('revoked_at').where('key_hash', '=', crypto.createHash('sha256').update(phone).digest('hex')).executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
  });

  it('logout without a session still succeeds, so the web app can always clear itself', async () => {
    expect((await t.app.inject({ url: '/api/logout' })).json()).toMatchObject({ success: true });
  });

  it('a password change revokes the other sessions and keeps the one that asked', async () => {
    const user = await buildUser(t.db);
    const current = await signIn(t.app, user.email);
    const other = await signIn(t.app, user.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/indiwaveuser/change_password',
      headers: tokenHeader(current),
      payload: { old_password: TEST_PASSWORD, new_password: 'NewSecret9', confirm_new_password: 'NewSecret9' },
    });
    expect(res.json()).toEqual({ success: true, message: MESSAGES.passwordChanged });
    expect((await checkSession(current)).statusCode).toBe(200);
    expect((await checkSession(other)).statusCode).toBe(401);
    expect((await login({ email: user.email, password: TEST_PASSWORD })).statusCode).toBe(400);
    expect((await login({ email: user.email, password: 'NewSecret9' })).statusCode).toBe(200);
  });

  it('last use is written at most once a minute', async () => {
    const user = await buildUser(t.db);
    const key = await signIn(t.app, user.email);
    const lastUsed = () => t.db.selectFrom('auth_tokens').select('last_used_at').where('user_id', '=', user.id).executeTakeFirstOrThrow().then((r) => r.last_used_at);
    const signedInAt = await lastUsed();
    clock.advance(TOKEN_TOUCH_INTERVAL_MS / 2);
    await checkSession(key);
    expect(await lastUsed()).toBe(signedInAt);
    clock.advance(TOKEN_TOUCH_INTERVAL_MS);
    await checkSession(key);
    expect(await lastUsed()).toBe(clock.now().toISOString());
  });

  it('check_pro answers pro 0: no subscription exists yet', async () => {
    const user = await buildUser(t.db);
    const key = await signIn(t.app, user.email);
    expect((await t.app.inject({ url: '/api/check_pro', headers: tokenHeader(key) })).json()).toEqual({ success: true, pro: 0, expdays: null });
    expect((await t.app.inject({ url: '/api/check_pro' })).statusCode).toBe(401);
  });

  it('a band is an Artist with the Band category: category band', async () => {
    const band = await findNamedId(t.db, 'artist_categories', 'Band');
    const user = await buildUser(t.db, { type: 'Artist', artistTypeIds: [band] });
    const res = await login({ email: user.email, password: TEST_PASSWORD });
    expect(res.json()).toMatchObject({ category: 'band', result: { artist_type: [{ name: 'Band' }] } });
  });
});

describe('GET /api/auth/providers', () => {
  it('offers no social buttons without client ids', async () => {
    expect((await t.app.inject({ url: '/api/auth/providers' })).json()).toEqual({ success: true, google: null, facebook: null });
  });
});

describe('GET/POST screen guides (spec 2 §7)', () => {
  it('reads the flags and marks one as seen; the session carries them', async () => {
    const user = await buildUser(t.db);
    const key = await signIn(t.app, user.email);
    expect((await t.app.inject({ url: '/api/screen_guides', headers: tokenHeader(key) })).json()).toEqual({
      success: true,
      result: { is_dashboard_sg_read: false, is_claps_sg_read: false, is_schedule_sg_read: false },
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/update_screen_guide', headers: tokenHeader(key), payload: { name: 'claps' } });
    expect(res.json().result).toEqual({ is_dashboard_sg_read: false, is_claps_sg_read: true, is_schedule_sg_read: false });
    await t.app.inject({ method: 'POST', url: '/api/update_screen_guide', headers: tokenHeader(key), payload: { name: 'claps' } });
    expect((await checkSession(key)).json().result).toMatchObject({ is_claps_sg_read: true, is_dashboard_sg_read: false });
    const bad = await t.app.inject({ method: 'POST', url: '/api/update_screen_guide', headers: tokenHeader(key), payload: { name: 'tour' } });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/update_screen_guide', payload: { name: 'claps' } })).statusCode).toBe(401);
  });
});
