import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceRoutes } from '@indiwave/domain/contract/reference';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET mood: the moods of songs and videos. */
export function getMoods(signal?: AbortSignal) {
  return callApi(referenceRoutes.mood, { signal }).then((reply) => reply.results);
}

/** Query options for the moods of songs and videos; reference data, fetched once per visit. */
export function getMoodsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.reference.moods(),
    queryFn: ({ signal }) => getMoods(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Fetches the moods of songs and videos. */
export function useMoods() {
  return useQuery(getMoodsQueryOptions());
}
