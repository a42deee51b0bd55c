import crypto from 'node:crypto';

/** The path prefix of signed media URLs: /media/private/<key>?exp=…&sig=… */
export const PRIVATE_MEDIA_PREFIX = 'private/';

function signKey(secretKey: string, key: string, expiresAt: number): string {
  // Bound to its purpose, so a signature made for something else never opens media.
  return crypto.createHmac('sha256', secretKey).update(`media:${key}:${expiresAt}`).digest('base64url');
}

/**
 * A signed, expiring URL of a media key (HMAC-SHA-256 under SECRET_KEY, so any instance can
 * check it). The expiry is rounded up to the hour, so the URL stays the same for a while and
 * the browser's cache keeps working.
 */
export function toSignedMediaUrl(secretKey: string, key: string, now: Date, ttlSeconds: number): string {
  const expiresAt = Math.ceil((now.getTime() / 1000 + ttlSeconds) / 3600) * 3600;
  return `/media/${PRIVATE_MEDIA_PREFIX}${key}?exp=${expiresAt}&sig=${signKey(secretKey, key, expiresAt)}`;
}

/** Checks a signed URL's parts: 'valid', 'expired' or 'invalid' (missing or tampered). */
export function verifyMediaSignature(secretKey: string, key: string, exp: unknown, sig: unknown, now: Date): 'valid' | 'expired' | 'invalid' {
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return 'invalid';
  const expected = Buffer.from(signKey(secretKey, key, Number(exp)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'invalid';
  return Number(exp) * 1000 > now.getTime() ? 'valid' : 'expired';
}
