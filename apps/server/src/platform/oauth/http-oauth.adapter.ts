import type { Logger } from 'pino';
import { OAUTH_TIMEOUT_MS } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import type { OAuthPort, OAuthProfile, OAuthProvider } from './oauth.port.ts';

type Json = Record<string, unknown>;

/** GET a provider URL and read its JSON; null for any non-2xx answer (an invalid token). */
async function fetchJson(url: string, headers: Record<string, string> = {}): Promise<Json | null> {
  const response = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(OAUTH_TIMEOUT_MS) });
  if (!response.ok) return null;
  const body = (await response.json()) as unknown;
  return body && typeof body === 'object' ? (body as Json) : null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Splits a display name when the provider gave no first and last names. */
function splitName(name: string): [string, string] {
  const parts = name.split(/\s+/).filter(Boolean);
  return [parts[0] ?? '', parts.slice(1).join(' ')];
}

/**
 * Google and Facebook over HTTP, at configurable base URLs (tests point them at a stand-in on
 * loopback). Besides reading the profile, each check makes sure the token was issued to OUR
 * app: a token some other site obtained for its own client id must not sign anyone in here.
 *
 * Google: GET {base}/oauth2/v3/tokeninfo?access_token= (audience = GOOGLE_CLIENT_ID), then
 * GET {base}/oauth2/v3/userinfo with `Authorization: Bearer`.
 * Facebook: GET {base}/app?access_token= (id = FACEBOOK_APP_ID), then
 * GET {base}/me?fields=id,name,email,first_name,last_name&access_token=.
 */
export function createHttpOAuthPort(config: Config['oauth'], logger?: Logger): OAuthPort {
  async function verifyGoogle(token: string, clientId: string): Promise<OAuthProfile | null> {
    const base = config.google.baseUrl;
    const info = await fetchJson(`${base}/oauth2/v3/tokeninfo?access_token=${encodeURIComponent(token)}`);
    if (!info || (text(info.aud) !== clientId && text(info.azp) !== clientId)) return null;
    const user = await fetchJson(`${base}/oauth2/v3/userinfo`, { authorization: `Bearer ${token}` });
    const sub = text(user?.sub);
    // The profile must be the token's own subject.
    if (!user || !sub || (text(info.sub) !== '' && text(info.sub) !== sub)) return null;
    const [first, last] = splitName(text(user.name));
    const email = text(user.email).toLowerCase();
    return {
      provider: 'GOOGLE',
      providerUserId: sub,
      email: email || null,
      isEmailVerified: Boolean(email) && (user.email_verified === true || user.email_verified === 'true'),
      firstName: text(user.given_name) || first,
      lastName: text(user.family_name) || last,
    };
  }

  async function verifyFacebook(token: string, appId: string): Promise<OAuthProfile | null> {
    const base = config.facebook.baseUrl;
    const app = await fetchJson(`${base}/app?access_token=${encodeURIComponent(token)}`);
    if (!app || text(app.id) !== appId) return null;
    const me = await fetchJson(`${base}/me?fields=id,name,email,first_name,last_name&access_token=${encodeURIComponent(token)}`);
    const id = text(me?.id);
    if (!me || !id) return null;
    const [first, last] = splitName(text(me.name));
    const email = text(me.email).toLowerCase();
    return {
      provider: 'FACEBOOK',
      providerUserId: id,
      email: email || null,
      // Facebook returns only an address its user has confirmed.
      isEmailVerified: Boolean(email),
      firstName: text(me.first_name) || first,
      lastName: text(me.last_name) || last,
    };
  }

  return {
    clientIds: () => ({ google: config.google.clientId ?? null, facebook: config.facebook.appId ?? null }),

    async verifyAccessToken(provider: OAuthProvider, accessToken: string): Promise<OAuthProfile | null> {
      const clientId = provider === 'GOOGLE' ? config.google.clientId : config.facebook.appId;
      if (!clientId) throw AppError.badRequest(MESSAGES.socialProviderUnavailable);
      try {
        return provider === 'GOOGLE' ? await verifyGoogle(accessToken, clientId) : await verifyFacebook(accessToken, clientId);
      } catch (error) {
        // Unreachable provider or a reply that is not JSON: nobody is signed in on a guess.
        logger?.warn({ err: error, provider }, 'social token check failed');
        return null;
      }
    },
  };
}
