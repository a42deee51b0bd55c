import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceRoutes } from '@indiwave/domain/contract/reference';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET artistcat: the artist categories (skills or areas of interest, spec 2 §2.1 register step 3). */
export function getArtistCategories(signal?: AbortSignal) {
  return callApi(referenceRoutes.artistcat, { signal }).then((reply) => reply.results);
}

/** Query options for the artist categories (skills or areas of interest, spec 2 §2.1 register step 3); reference data, fetched once per visit. */
export function getArtistCategoriesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.reference.artistCategories(),
    queryFn: ({ signal }) => getArtistCategories(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Fetches the artist categories (skills or areas of interest, spec 2 §2.1 register step 3). */
export function useArtistCategories() {
  return useQuery(getArtistCategoriesQueryOptions());
}
