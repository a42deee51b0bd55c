import crypto from 'node:crypto';
import { OTP_LENGTH } from '@indiwave/domain/constants';

/** A new session key: 256 random bits, base64url (43 characters). Shown once, stored hashed. */
export function generateSessionKey(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** A new one-time link token: 256 random bits, base64url. */
export function generateLinkToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/**
 * SHA-256 (hex) of a high-entropy secret (session key, link token). A fast hash is enough:
 * 256 random bits cannot be guessed from their hash, and lookups by hash stay indexed.
 */
export function hashSecret(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** A six-digit code from the operating system's secure random source. */
export function generateCode(): string {
  return crypto.randomInt(0, 10 ** OTP_LENGTH).toString().padStart(OTP_LENGTH, '0');
}

/**
 * The stored form of a six-digit code: HMAC under the server's secret, bound to its purpose
 * and target. A million codes could be tried against a plain hash; without the secret they can't.
 */
export function hashCode(secretKey: string, purpose: string, target: string, code: string): string {
  return crypto.createHmac('sha256', secretKey).update(`${purpose}\n${target}\n${code}`).digest('hex');
}

/** Compares two hex digests in constant time. */
export function isSameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** The first segment of a mailed link: the user id, base64url ('uidb64'). */
export function encodeUid(userId: number): string {
  return Buffer.from(String(userId)).toString('base64url');
}

/** The user id of a link's first segment, or null when it is not one. */
export function decodeUid(uidb64: string): number | null {
  const text = Buffer.from(uidb64, 'base64url').toString('utf8');
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
}
