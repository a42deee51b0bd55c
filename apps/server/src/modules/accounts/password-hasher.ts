import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_HASH_COST } from '@indiwave/domain/constants';

/**
 * argon2id with the OWASP minimum cost (19 MiB, 2 passes, 1 lane). argon2id is the library's
 * default algorithm; its enum is an ambient const enum that isolated modules cannot read.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_COST);
}

/** True when the password matches the stored hash; a malformed hash is a mismatch, never an error. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password, verified against when the e-mail is unknown or the account
 * has no password, so a failed sign-in costs the same time whether or not the account exists.
 */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return dummyHash;
}
