import { queryOptions, useQuery } from '@tanstack/react-query';
import { workstationRoutes } from '@indiwave/domain/contract/workstation';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET dashboard: the signed-in artist's figures, to-do, latest achievements and activity. */
export function getDashboard(signal?: AbortSignal) {
  return callApi(workstationRoutes.dashboard, { signal }).then((reply) => reply.result);
}

/** Query options of the dashboard; refetched when the artist comes back to the tab, so a finished to-do vanishes. */
export function getDashboardQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.account.dashboard(),
    queryFn: ({ signal }) => getDashboard(signal),
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/** The signed-in artist's dashboard. */
export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
