import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagingRoutes } from '@indiwave/domain/contract/messaging';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET admin_account: the team account that receives TV communications. */
export function getTeamAccount(signal?: AbortSignal) {
  return callApi(messagingRoutes.adminAccount, { signal }).then((reply) => reply.result);
}

/** Query options of the team account; it does not change while the app runs. */
export function getTeamAccountQueryOptions() {
  return queryOptions({ queryKey: queryKeys.messaging.teamAccount(), queryFn: ({ signal }) => getTeamAccount(signal), staleTime: Infinity });
}

/** Fetches the team account. */
export function useTeamAccount() {
  return useQuery(getTeamAccountQueryOptions());
}
