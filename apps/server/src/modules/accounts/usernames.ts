import crypto from 'node:crypto';
import { USERNAME_MAX, USERNAME_MIN, USERNAME_SUGGESTION_TRIES } from '@indiwave/domain/constants';
import { isReservedSlug } from '@indiwave/domain/rules/reserved-slugs';
import { toSlug } from '@indiwave/domain/rules/slug';
import type { UsersRepository } from './users.repository.ts';

/** True when the slug can be this user's: not reserved, not another account's. */
export async function isUsernameAvailable(users: UsersRepository, slug: string, brandSlug: string, exceptUserId?: number): Promise<boolean> {
  if (isReservedSlug(slug, brandSlug)) return false;
  return (await users.listTakenSlugs([slug], exceptUserId)).length === 0;
}

/** The username form of any text: lower case letters, digits and hyphens, 3 to 50 long. */
function toUsernameBase(text: string): string {
  let base = toSlug(text).slice(0, USERNAME_MAX - 5).replace(/-+$/, '');
  if (base.length < USERNAME_MIN) base = `${base || 'artist'}${'0'.repeat(USERNAME_MIN)}`.slice(0, USERNAME_MIN + 3);
  return base;
}

/**
 * A free username close to the wanted one: the text itself, then with a random number of
 * growing length. All candidates of a round are checked in one query.
 */
export async function suggestUsername(users: UsersRepository, wanted: string, brandSlug: string, exceptUserId?: number): Promise<string> {
  const base = toUsernameBase(wanted);
  const candidates = [base];
  for (let i = 0; candidates.length < USERNAME_SUGGESTION_TRIES; i++) {
    const digits = 2 + Math.floor(i / 3);
    candidates.push(`${base}${crypto.randomInt(10 ** (digits - 1), 10 ** digits)}`);
  }
  const usable = candidates.filter((c) => c.length <= USERNAME_MAX && !isReservedSlug(c, brandSlug));
  const taken = new Set(await users.listTakenSlugs(usable, exceptUserId));
  const free = usable.find((c) => !taken.has(c));
  // Twelve taken candidates are practically impossible; a long random tail always is free.
  return free ?? `${base.slice(0, 30)}${crypto.randomBytes(6).toString('hex')}`;
}
