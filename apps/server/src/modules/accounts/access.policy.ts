import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';

/**
 * The access rules every module shares, written once (issue 13). Services call them; routes
 * never do: sign-in on a route comes from the contract's isAuthRequired (http/route.ts), and
 * staff roles from staff.policy.ts.
 */

/** Artists and bands are the creators: they upload, promote, apply, pitch and buy Pro (spec 1 §3). */
export function isCreator(type: string): boolean {
  return type === 'Artist' || type === 'Band';
}

/**
 * 403 unless the person is an artist or a band. The message is the refused action's own
 * sentence from messages.ts (upload, opportunities, TV, Pro, promo, workstation): the web
 * reads it to offer the matching upgrade dialog, so it names what the listener tried to do.
 */
export function requireCreator(person: { type: string }, message: string): void {
  if (!isCreator(person.type)) throw AppError.forbidden(message);
}

/**
 * 401 with the sign-in message unless someone is signed in: for calls that take a visitor too
 * and need sign-in only for some of what they do (the others get it from the contract).
 */
export function requireSignedIn<T>(user: T): asserts user is NonNullable<T> {
  if (user === null || user === undefined) throw AppError.unauthorized(MESSAGES.signInRequired);
}

/**
 * 403 unless the user owns the thing (its `user_id`). The message is the thing's own; without
 * one the generic refusal. Callers first find the thing as the user may see it, so someone
 * else's private item is already 404 by then.
 */
export function requireOwner(user: { id: number }, ownerId: number, message?: string): void {
  if (ownerId !== user.id) throw AppError.forbidden(message);
}
