import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOAuthStandIn, type OAuthStandIn } from '../../../test/oauth-stand-in.ts';
import { createHttpOAuthPort } from './http-oauth.adapter.ts';

let provider: OAuthStandIn;
beforeAll(async () => {
  provider = await startOAuthStandIn({ googleClientId: 'our-client', facebookAppId: 'our-app' });
});
afterAll(async () => provider.close());

const port = () =>
  createHttpOAuthPort({ google: { clientId: 'our-client', baseUrl: provider.url }, facebook: { appId: 'our-app', baseUrl: provider.url } });

describe('HTTP OAuth adapter against a stand-in provider on loopback', () => {
  it('reads a Google profile; the e-mail counts as verified only when Google says so', async () => {
    provider.addGoogleToken('g1', { sub: '42', email: 'Pia@Gmail.com', email_verified: true, name: 'Pia Das' });
    provider.addGoogleToken('g2', { sub: '43', email: 'raj@gmail.com', email_verified: false, given_name: 'Raj' });
    expect(await port().verifyAccessToken('GOOGLE', 'g1')).toEqual({ provider: 'GOOGLE', providerUserId: '42', email: 'pia@gmail.com', isEmailVerified: true, firstName: 'Pia', lastName: 'Das' });
    expect(await port().verifyAccessToken('GOOGLE', 'g2')).toMatchObject({ providerUserId: '43', isEmailVerified: false, firstName: 'Raj', lastName: '' });
  });

  it('reads a Facebook profile, with or without an e-mail', async () => {
    provider.addFacebookToken('f1', { id: '7', email: 'om@fb.com', first_name: 'Om', last_name: 'Puri' });
    provider.addFacebookToken('f2', { id: '8', name: 'Tara Sutaria' });
    expect(await port().verifyAccessToken('FACEBOOK', 'f1')).toEqual({ provider: 'FACEBOOK', providerUserId: '7', email: 'om@fb.com', isEmailVerified: true, firstName: 'Om', lastName: 'Puri' });
    expect(await port().verifyAccessToken('FACEBOOK', 'f2')).toMatchObject({ email: null, isEmailVerified: false, firstName: 'Tara', lastName: 'Sutaria' });
  });

  it('refuses tokens of other apps, unknown tokens and an unreachable provider', async () => {
    provider.addGoogleToken('g-other', { sub: '1', email: 'a@b.com', email_verified: true, aud: 'other-client' });
    provider.addFacebookToken('f-other', { id: '2', app_id: 'other-app' });
    expect(await port().verifyAccessToken('GOOGLE', 'g-other')).toBeNull();
    expect(await port().verifyAccessToken('FACEBOOK', 'f-other')).toBeNull();
    expect(await port().verifyAccessToken('GOOGLE', 'nope')).toBeNull();
    const dead = createHttpOAuthPort({ google: { clientId: 'our-client', baseUrl: 'http://127.0.0.1:9' }, facebook: { appId: 'our-app', baseUrl: 'http://127.0.0.1:9' } });
    expect(await dead.verifyAccessToken('GOOGLE', 'g1')).toBeNull();
  });

  it('an unconfigured provider is refused before any request', async () => {
    const bare = createHttpOAuthPort({ google: { baseUrl: provider.url }, facebook: { baseUrl: provider.url } });
    expect(bare.clientIds()).toEqual({ google: null, facebook: null });
    await expect(bare.verifyAccessToken('GOOGLE', 'g1')).rejects.toMatchObject({ status: 400 });
  });
});
