import { queryOptions, useQuery } from '@tanstack/react-query';
import { VERSION_POLL_INTERVAL_MS } from '@indiwave/domain/constants';
import { systemRoutes } from '@indiwave/domain/contract/system';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Asks the server which web build it serves. */
export function getVersion(signal?: AbortSignal) {
  return callApi(systemRoutes.version, { signal });
}

/**
 * The version query: every VERSION_POLL_INTERVAL_MS and whenever the window regains focus
 * (someone coming back to an old tab after a deploy is the case that matters).
 */
export function versionQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.system.version(),
    queryFn: ({ signal }) => getVersion(signal),
    staleTime: 0,
    refetchInterval: VERSION_POLL_INTERVAL_MS,
    refetchOnWindowFocus: 'always',
    // A missed poll is harmless: the next one or the next focus asks again.
    retry: false,
  });
}

/** The server's current version, polled. */
export function useServerVersion(): string | undefined {
  return useQuery(versionQueryOptions()).data?.version;
}
