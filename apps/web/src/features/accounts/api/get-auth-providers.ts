import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRoutes } from '@indiwave/domain/contract/auth';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET auth/providers: the client ids of the configured social sign-ins (null when absent). */
export function getAuthProviders(signal?: AbortSignal) {
  return callApi(authRoutes.authProviders, { signal });
}

/** Query options for the social providers; they only change with a redeploy. */
export function getAuthProvidersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.session.providers(),
    queryFn: ({ signal }) => getAuthProviders(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Which social sign-in buttons may show. */
export function useAuthProviders() {
  return useQuery(getAuthProvidersQueryOptions());
}
