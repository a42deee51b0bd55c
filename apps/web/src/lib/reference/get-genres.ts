import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceRoutes } from '@indiwave/domain/contract/reference';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET genre: the music genres. */
export function getGenres(signal?: AbortSignal) {
  return callApi(referenceRoutes.genre, { signal }).then((reply) => reply.results);
}

/** Query options for the music genres; reference data, fetched once per visit. */
export function getGenresQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.reference.genres(),
    queryFn: ({ signal }) => getGenres(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Fetches the music genres. */
export function useGenres() {
  return useQuery(getGenresQueryOptions());
}
