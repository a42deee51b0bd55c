import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_SOURCE } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { createTestApp, type TestApp } from '../../../test/build-app.ts';
import { buildUser, signIn, tokenHeader } from '../../../test/factories.ts';
import { startOAuthStandIn, type OAuthStandIn } from '../../../test/oauth-stand-in.ts';

const GOOGLE_CLIENT_ID = 'indiwave-web.apps.googleusercontent.com';
const FACEBOOK_APP_ID = '1234567890';

let provider: OAuthStandIn;
let t: TestApp;
beforeAll(async () => {
  provider = await startOAuthStandIn({ googleClientId: GOOGLE_CLIENT_ID, facebookAppId: FACEBOOK_APP_ID });
  t = await createTestApp({
    config: {
      oauth: {
        google: { clientId: GOOGLE_CLIENT_ID, baseUrl: provider.url },
        facebook: { appId: FACEBOOK_APP_ID, baseUrl: provider.url },
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const socialLogin = (query: Record<string, string>) => t.app.inject({ url: `/api/social_login?${new URLSearchParams(query)}` });

describe('GET /api/social_login through a stand-in Google and Facebook (spec 1 §4, spec 2 §4)', () => {
  it('offers both buttons once their client ids are configured', async () => {
    expect((await t.app.inject({ url: '/api/auth/providers' })).json()).toEqual({
      success: true,
      google: { client_id: GOOGLE_CLIENT_ID },
      facebook: { app_id: FACEBOOK_APP_ID },
    });
  });

  it('a new Google user gets an account to finish at /register: is_new_user and is_show_update_form', async () => {
    provider.addGoogleToken('g-new', { sub: 'g-100', email: 'Meera@Gmail.com', email_verified: true, given_name: 'Meera', family_name: 'Rao' });
    const res = await socialLogin({ access_token: 'g-new', provider: 'GOOGLE', register_from: '5', social_login_action: 'login', source: 'web' });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result).toMatchObject({
      is_new_user: true,
      is_show_update_form: true,
      is_type: 'Listener',
      email: 'meera@gmail.com',
      ismail_verify: true,
      has_usable_password: false,
      profile: { first_name: 'Meera', last_name: 'Rao' },
    });
    expect(result.slug_username).toMatch(/^meera-rao/);
    const row = await t.db.selectFrom('users').select(['register_from', 'needs_update_form']).where('id', '=', result.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ register_from: REGISTER_SOURCE.google, needs_update_form: 1 });
    expect(provider.requests).toEqual(expect.arrayContaining(['GET /oauth2/v3/tokeninfo', 'GET /oauth2/v3/userinfo']));

    // Signing in again with the same Google identity finds the same account, no longer new.
    provider.addGoogleToken('g-new-2', { sub: 'g-100', email: 'meera@gmail.com', email_verified: true });
    const again = (await socialLogin({ access_token: 'g-new-2', provider: 'GOOGLE' })).json().result;
    expect(again).toMatchObject({ id: result.id, is_new_user: false, is_show_update_form: true });
  });

  it('an existing account with the same e-mail is linked, not duplicated', async () => {
    const user = await buildUser(t.db, { email: 'linked@example.com', is_email_verified: 0 });
    provider.addGoogleToken('g-link', { sub: 'g-200', email: 'linked@example.com', email_verified: true, given_name: 'L' });
    const { result } = (await socialLogin({ access_token: 'g-link', provider: 'google' })).json();
    expect(result).toMatchObject({ id: user.id, is_new_user: false, is_show_update_form: false, ismail_verify: true, has_usable_password: true });
    const links = await t.db.selectFrom('social_accounts').select(['provider', 'provider_user_id']).where('user_id', '=', user.id).execute();
    expect(links).toEqual([{ provider: 'GOOGLE', provider_user_id: 'g-200' }]);
  });

  it('an e-mail the provider does not vouch for never takes over an existing account', async () => {
    await buildUser(t.db, { email: 'victim@example.com' });
    provider.addGoogleToken('g-unverified', { sub: 'g-300', email: 'victim@example.com', email_verified: false });
    const res = await socialLogin({ access_token: 'g-unverified', provider: 'GOOGLE' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MESSAGES.emailTakenPopup);
  });

  it('a token issued to another app, or an unknown token, signs nobody in', async () => {
    provider.addGoogleToken('g-foreign', { sub: 'g-400', email: 'foreign@gmail.com', email_verified: true, aud: 'someone-else.apps.googleusercontent.com' });
    provider.addFacebookToken('f-foreign', { id: 'f-400', email: 'foreign@fb.com', app_id: '999' });
    for (const query of [
      { access_token: 'g-foreign', provider: 'GOOGLE' },
      { access_token: 'f-foreign', provider: 'FACEBOOK' },
      { access_token: 'made-up', provider: 'GOOGLE' },
    ]) {
      const res = await socialLogin(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: MESSAGES.socialTokenInvalid });
    }
    expect(await t.db.selectFrom('users').select('id').where('email', 'like', 'foreign@%').execute()).toEqual([]);
  });

  it('accepts the popup shape (token, provider, from): a new Facebook user has register_from 2', async () => {
    provider.addFacebookToken('f-new', { id: 'f-100', email: 'kabir@fb.com', first_name: 'Kabir', last_name: 'Singh', name: 'Kabir Singh' });
    const res = await socialLogin({ token: 'f-new', provider: 'facebook', from: 'popup' });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result).toMatchObject({ is_new_user: true, email: 'kabir@fb.com', profile: { first_name: 'Kabir', last_name: 'Singh' } });
    const row = await t.db.selectFrom('users').select('register_from').where('id', '=', result.id).executeTakeFirstOrThrow();
    expect(row.register_from).toBe(REGISTER_SOURCE.facebook);
    expect(provider.requests).toEqual(expect.arrayContaining(['GET /app', 'GET /me']));
  });

  it('refuses a missing token or an unknown provider with 400', async () => {
    expect((await socialLogin({ provider: 'GOOGLE' })).json()).toMatchObject({ success: false, error: MESSAGES.socialTokenInvalid });
    expect((await socialLogin({ access_token: 'x', provider: 'TWITTER' })).statusCode).toBe(400);
  });

  it('finishing at /register: the artist form updates the social account, e-mail read-only, password optional', async () => {
    provider.addGoogleToken('g-finish', { sub: 'g-500', email: 'finish@gmail.com', email_verified: true, given_name: 'Finn' });
    const session = (await socialLogin({ access_token: 'g-finish', provider: 'GOOGLE' })).json().result;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/registration/save',
      headers: tokenHeader(session.token),
      payload: {
        formType: 1,
        register_type: 'artist',
        register_from: 5,
        formData: { fname: 'Finn Beats', username: 'finnbeats', email: 'someone-else@example.com', mobile: '' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      id: session.id,
      token: session.token,
      is_type: 'Artist',
      slug_username: 'finnbeats',
      email: 'finish@gmail.com',
      is_show_update_form: false,
      has_usable_password: false,
      profile: { first_name: 'Finn Beats' },
    });
    // Finished once: the form cannot be replayed.
    const again = await t.app.inject({ method: 'POST', url: '/api/v2/registration/save', headers: tokenHeader(session.token), payload: { formType: 1, formData: { fname: 'X', username: 'finnbeats2' } } });
    expect(again.json()).toMatchObject({ success: false, error: MESSAGES.alreadyRegistered });
    // Without a password, change_password takes only the new one and its confirmation.
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/indiwaveuser/change_password',
      headers: tokenHeader(session.token),
      payload: { new_password: 'FirstPass1', confirm_new_password: 'FirstPass1' },
    });
    expect(change.json()).toEqual({ success: true, message: MESSAGES.passwordChanged });
    expect(await signIn(t.app, 'finish@gmail.com', 'FirstPass1')).toBeTruthy();
  });

  it('finishing without a session: access_token and provider on the save create the account directly', async () => {
    provider.addGoogleToken('g-direct', { sub: 'g-600', email: 'direct@gmail.com', email_verified: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/registration/save',
      payload: { formType: 4, register_type: 'listener', register_from: 5, access_token: 'g-direct', provider: 'GOOGLE', formData: { fname: 'Dia', lname: 'Mirza' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ is_type: 'Listener', email: 'direct@gmail.com', ismail_verify: true, is_show_update_form: false });
    expect((await socialLogin({ access_token: 'g-direct', provider: 'GOOGLE' })).json().result.id).toBe(res.json().result.id);
  });

  it('a Facebook account without an e-mail gets one from the /register form, which must then be verified', async () => {
    provider.addFacebookToken('f-no-email', { id: 'f-700', first_name: 'Noor', last_name: 'Ali' });
    const session = (await socialLogin({ access_token: 'f-no-email', provider: 'FACEBOOK' })).json().result;
    expect(session).toMatchObject({ email: '', is_new_user: true, ismail_verify: false });
    const missing = await t.app.inject({ method: 'POST', url: '/api/v2/registration/save', headers: tokenHeader(session.token), payload: { formType: 4, formData: { fname: 'Noor' } } });
    expect(missing.json().fields).toEqual({ email: MESSAGES.emailRequired });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/registration/save',
      headers: tokenHeader(session.token),
      payload: { formType: 4, formData: { fname: 'Noor', lname: 'Ali', email: 'noor@example.com' } },
    });
    expect(res.json().result).toMatchObject({ email: 'noor@example.com', ismail_verify: false, is_type: 'Listener' });
    const mail = await t.db.selectFrom('mail_outbox').select('subject').where('to_address', '=', 'noor@example.com').executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^\d{6} is your Indiwave verification code$/);
  });
});

describe('social sign-in without configuration', () => {
  it('answers that the provider is not available', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ url: '/api/social_login?access_token=x&provider=GOOGLE' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(MESSAGES.socialProviderUnavailable);
    } finally {
      await bare.close();
    }
  });
});
