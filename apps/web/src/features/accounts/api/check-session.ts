import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SESSION_CHECK_INTERVAL_MS } from '@indiwave/domain/constants';
import { authRoutes } from '@indiwave/domain/contract/auth';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { getSessionUser, setSessionUser } from '../../../lib/session.ts';
import { toSessionUser } from '../session-user.ts';
import { signOutLocally } from './logout.ts';

/** GET check_session: the signed-in user, or 401 when the key is missing or revoked. */
export function checkSession(signal?: AbortSignal) {
  return callApi(authRoutes.checkSession, { signal });
}

/**
 * True when a failed check means the session is over (spec 1 §4, §8): a 401, or any reply of
 * the server saying no. A lost connection or a server error proves nothing about the session,
 * so those keep the person signed in until the next check.
 */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status > 0 && error.status < 500;
}

/**
 * One session check: refreshes the cached user from the reply, or signs out when the session
 * has ended. Returns whether the person is still signed in.
 */
export async function runSessionCheck(onEnded: () => void, signal?: AbortSignal): Promise<boolean> {
  const before = getSessionUser();
  if (!before) return false;
  try {
    const reply = await checkSession(signal);
    const current = getSessionUser();
    // Signed out (or in as someone else) while the call was out: this reply is stale.
    if (!current || current.token !== before.token) return current !== null;
    setSessionUser({ ...toSessionUser(reply, current), token: current.token });
    return true;
  } catch (error) {
    if ((error as Error).name === 'AbortError') return true;
    if (!isSessionEnded(error)) return true;
    if (getSessionUser()?.token !== before.token) return true;
    onEnded();
    return false;
  }
}

/**
 * Checks the session every 90 seconds while someone is signed in (spec 1 §7, §9); a failed
 * check or a 401 signs out: the cached user is cleared, then /404, then home (spec 1 §4).
 */
export function useSessionCheck(intervalMs: number = SESSION_CHECK_INTERVAL_MS) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    const handleEnded = () => signOutLocally({ navigate, queryClient });
    const timer = window.setInterval(() => void runSessionCheck(handleEnded, controller.signal), intervalMs);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [intervalMs, navigate, queryClient]);
}
