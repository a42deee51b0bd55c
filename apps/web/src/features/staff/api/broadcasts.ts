import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { broadcastRoutes, type Broadcast, type BroadcastAudience } from '@indiwave/domain/contract/broadcasts';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** How often the list refreshes while a broadcast is on its way. */
const PROGRESS_POLL_MS = 2_000;
const isMoving = (broadcast: Broadcast) => broadcast.status === 'queued' || broadcast.status === 'sending';

/** GET admin/broadcasts: the latest, with progress; polled while one is being sent. */
export function useBroadcasts() {
  return useQuery({
    queryKey: queryKeys.account.staffPart('broadcasts'),
    queryFn: ({ signal }) => callApi(broadcastRoutes.list, { signal }).then((reply) => reply.results),
    refetchInterval: (query) => (query.state.data?.some(isMoving) ? PROGRESS_POLL_MS : false),
  });
}

/** GET admin/broadcasts/audience: how many a segment holds now. */
export function useAudienceSize(audience: BroadcastAudience, countryId: number | null) {
  return useQuery({
    queryKey: queryKeys.account.staffPart('broadcast-audience', { audience, countryId }),
    queryFn: ({ signal }) => callApi(broadcastRoutes.audience, { query: { audience, ...(countryId ? { country_id: countryId } : {}) }, signal }).then((reply) => reply.count),
  });
}

/** POST admin/broadcasts: queues one; the list (and the audit log) refresh. */
export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof broadcastRoutes.send.body>) => callApi(broadcastRoutes.send, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.staff() }),
  });
}
