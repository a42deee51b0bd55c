import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceRoutes } from '@indiwave/domain/contract/reference';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET cities/:stateId: the cities of a state (spec 2 §3). */
export function getCities(stateId: number, signal?: AbortSignal) {
  return callApi(referenceRoutes.cities, { params: { stateId }, signal }).then((reply) => reply.results);
}

/** Query options for a state's cities. */
export function getCitiesQueryOptions(stateId: number) {
  return queryOptions({
    queryKey: queryKeys.reference.cities(stateId),
    queryFn: ({ signal }) => getCities(stateId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The cities of a state; nothing is fetched until a state is chosen. */
export function useCities(stateId: number | null) {
  return useQuery({ ...getCitiesQueryOptions(stateId ?? 0), enabled: stateId !== null && stateId > 0 });
}
