import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffRoutes } from '@indiwave/domain/contract/staff';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET admin/me: the caller's role; a 403 here means the session's role is gone. */
export function getStaffMe(signal?: AbortSignal) {
  return callApi(staffRoutes.me, { signal }).then((reply) => reply.result);
}

/** The member using the console (their role decides what the console offers). */
export function useStaffMe() {
  return useQuery(queryOptions({ queryKey: queryKeys.account.staffPart('me'), queryFn: ({ signal }) => getStaffMe(signal), staleTime: 60_000, retry: false }));
}
