import type { SessionReply } from '@indiwave/domain/contract/auth';
import { getSessionUser, setSessionUser, type SessionUser, type SignInProvider } from '../../../lib/session.ts';
import { toSessionUser } from '../session-user.ts';

/**
 * Refreshes the cached user from a session reply (registration steps, settings saves, the
 * upgrade): every call that changes what the app caches about the user answers with it.
 * `provider` marks a fresh social sign-in.
 */
export function storeSessionReply(reply: SessionReply, provider?: SignInProvider): SessionUser {
  const user = toSessionUser(reply, getSessionUser(), provider);
  setSessionUser(user);
  return user;
}
