import { useCallback } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { authRoutes } from '@indiwave/domain/contract/auth';
import { closeAccountDialog, endAuthFlow } from '../../../lib/account-dialogs.ts';
import { callApi } from '../../../lib/api-client.ts';
import { setSessionUser } from '../../../lib/session.ts';

/** GET logout: revokes the session key the request carries. */
export function logout() {
  return callApi(authRoutes.logout);
}

type SignOutDeps = { navigate: NavigateFunction; queryClient?: QueryClient };

/**
 * Clears the local session (cached user, the signed-in user's cached data, open account
 * dialogs), then goes to /404 and home (spec 1 §4: the pages start again as a visitor's).
 */
export function signOutLocally({ navigate, queryClient }: SignOutDeps): void {
  setSessionUser(null);
  closeAccountDialog();
  endAuthFlow();
  queryClient?.removeQueries({ queryKey: ['account'] });
  void Promise.resolve(navigate('/404', { replace: true })).then(() => navigate('/', { replace: true }));
}

/**
 * Logs out (spec 1 §4, §8): asks the server to revoke the key, and clears the local session
 * whatever the answer — a failed call must never leave someone signed in on this device.
 */
export async function signOut(deps: SignOutDeps): Promise<void> {
  try {
    await logout();
  } catch {
    // Clearing locally is what matters; the key dies on the server anyway after 60 idle days.
  }
  signOutLocally(deps);
}

/** The Logout action of the header menus. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => signOut({ navigate, queryClient }), [navigate, queryClient]);
}
