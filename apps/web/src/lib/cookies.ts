/** Sets a first-party cookie for the whole site, kept `days` days (spec 1 §9 cookie lifetimes). */
export function setCookie(name: string, value: string, days: number): void {
  const maxAge = Math.round(days * 24 * 60 * 60);
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; SameSite=Lax`;
}

/** The value of a cookie, or null when it is not set. */
export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}
