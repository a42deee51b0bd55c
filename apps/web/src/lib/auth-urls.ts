import { REDIRECT_HOSTS } from './config';

/** True when a host is one of the brand's (a listed host or a subdomain of one). */
function isAllowedHost(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase();
  return allowed.some((item) => name === item || name.endsWith(`.${item}`));
}

/** True for an absolute https/http address on an allowed host (never javascript:, never elsewhere). */
export function isAllowedExternalUrl(value: string, allowed: readonly string[] = REDIRECT_HOSTS): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && isAllowedHost(url.hostname, allowed);
  } catch {
    return false;
  }
}

// Any origin serves: only "does it stay on the origin it is resolved against" matters.
const PROBE_ORIGIN = 'https://app.invalid';

/**
 * True for a path of this app: '/x', never '//host' or '/\host', which browsers read as another
 * site, and nothing with control characters: the URL parser drops tabs and newlines, so
 * '/\t/evil.example' would become '//evil.example' (issue 14 item 8). The path must also stay on
 * the origin once resolved as the browser resolves it.
 */
export function isAppPath(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || /[\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** The external address with loginSuccess=1 appended (spec 2 §2.1). */
export function appendLoginSuccess(value: string): string {
  const url = new URL(value);
  url.searchParams.set('loginSuccess', '1');
  return url.toString();
}

/**
 * The redirect target of `?login={target}` (spec 1 §2.2: a given target is where sign-in goes),
 * or undefined. A target is kept only when it is a path of the app or an allowed external
 * address; the header's sign-in link passes the page itself, so signing in keeps one's place.
 */
export function readLoginTarget(value: string | null): string | undefined {
  if (!value) return undefined;
  const target = value.trim();
  if (isAllowedExternalUrl(target)) return target;
  return isAppPath(target) ? target : undefined;
}

/** The query parameters of the sign-in dialog and the social return, never kept in a page's address. */
export const AUTH_PARAMS = ['login', 'register', 'redirect_url', 'provider', 'access_token'] as const;

/** The page's address without the sign-in parameters (and the social return's `state` with its token). */
export function stripAuthParams(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  if (params.has('access_token')) params.delete('state');
  for (const name of AUTH_PARAMS) params.delete(name);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}`;
}

/** True when the address carries a provider's return (or its error), so the social sign-in handler should load. */
export function hasSocialReturn(hash: string, search: string): boolean {
  return /(^|[#&?])(access_token|error)=/.test(hash) || new URLSearchParams(search).has('access_token');
}
