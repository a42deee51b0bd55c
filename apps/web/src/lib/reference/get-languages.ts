import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceRoutes } from '@indiwave/domain/contract/reference';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET language: the languages of songs. */
export function getLanguages(signal?: AbortSignal) {
  return callApi(referenceRoutes.language, { signal }).then((reply) => reply.results);
}

/** Query options for the languages of songs; reference data, fetched once per visit. */
export function getLanguagesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.reference.languages(),
    queryFn: ({ signal }) => getLanguages(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Fetches the languages of songs. */
export function useLanguages() {
  return useQuery(getLanguagesQueryOptions());
}
