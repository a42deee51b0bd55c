import type { AuthContext } from '../../lib/account-dialogs.ts';
import type { SignInProvider } from '../../lib/session.ts';

/** The providers' authorization pages (OAuth 2.0 implicit grant: the token comes back in the fragment). */
export const AUTHORIZE_URLS: Record<SignInProvider, string> = {
  GOOGLE: 'https://accounts.google.com/o/oauth2/v2/auth',
  FACEBOOK: 'https://www.facebook.com/v21.0/dialog/oauth',
};

/** Where the providers send people back: the app's root, registered with both providers. */
export function getSocialRedirectUri(origin: string = window.location.origin): string {
  return `${origin}/`;
}

const PENDING_KEY = 'socialSignIn';
/** A sign-in not finished within this time is forgotten. */
const PENDING_MAX_AGE_MS = 15 * 60_000;

/** A sign-in sent to a provider, remembered in this tab until it comes back. */
export type PendingSocialSignIn = { state: string; provider: SignInProvider; context: AuthContext; createdAt: number };

/**
 * True inside Instagram's and Facebook's in-app browsers (spec 2 §2.1), where Google refuses
 * to sign in and Facebook's dialog misbehaves: the social buttons hide there.
 */
export function isInAppBrowser(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /Instagram|FBAN|FBAV|FB_IAB|FBIOS|FB4A/i.test(userAgent);
}

/** The provider's authorization address for our client, asking for a token, the e-mail and the name. */
export function buildAuthorizeUrl(provider: SignInProvider, clientId: string, redirectUri: string, state: string): string {
  const params = new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, response_type: 'token', state });
  if (provider === 'GOOGLE') {
    params.set('scope', 'openid email profile');
    params.set('prompt', 'select_account');
  } else {
    params.set('scope', 'email,public_profile');
  }
  return `${AUTHORIZE_URLS[provider]}?${params.toString()}`;
}

function createState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends the person to the provider to sign in. A random state is kept in this tab and must
 * come back with the token: a token planted by someone else's link is never used (login CSRF).
 */
export function startSocialSignIn(provider: SignInProvider, clientId: string, context: AuthContext): void {
  const pending: PendingSocialSignIn = { state: createState(), provider, context, createdAt: Date.now() };
  try {
    window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  } catch {
    // Without session storage the return cannot be checked; the provider is not even asked.
    return;
  }
  window.location.assign(buildAuthorizeUrl(provider, clientId, getSocialRedirectUri(), pending.state));
}

/** What came back from a provider: in the fragment (implicit grant), or as query parameters (spec 1 §2.2). */
export type SocialReturn = { accessToken: string; state: string; provider?: SignInProvider; redirectUrl?: string };

function readProvider(value: string | null): SignInProvider | undefined {
  const upper = value?.trim().toUpperCase();
  return upper === 'GOOGLE' || upper === 'FACEBOOK' ? upper : undefined;
}

/** Reads a provider's return from the address (fragment first), or null when there is none. */
export function readSocialReturn(hash: string, search: string): SocialReturn | null {
  for (const raw of [hash.replace(/^#/, ''), search.replace(/^\?/, '')]) {
    const params = new URLSearchParams(raw);
    const accessToken = params.get('access_token');
    if (!accessToken) continue;
    return {
      accessToken,
      state: params.get('state') ?? '',
      provider: readProvider(params.get('provider')),
      redirectUrl: params.get('redirect_url') ?? undefined,
    };
  }
  return null;
}

/**
 * The pending sign-in the return belongs to, taken out of storage (usable once); null when
 * the state does not match, is missing or is too old.
 */
export function takePendingSocialSignIn(state: string, now: number = Date.now()): PendingSocialSignIn | null {
  let pending: PendingSocialSignIn | null = null;
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY);
    window.sessionStorage.removeItem(PENDING_KEY);
    pending = raw ? (JSON.parse(raw) as PendingSocialSignIn) : null;
  } catch {
    return null;
  }
  if (!pending || !state || pending.state !== state) return null;
  if (now - pending.createdAt > PENDING_MAX_AGE_MS) return null;
  return pending;
}
