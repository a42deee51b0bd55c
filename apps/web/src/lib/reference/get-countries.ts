import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceRoutes } from '@indiwave/domain/contract/reference';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET country: every country with its states and dialling code (spec 2 §3). */
export function getCountries(signal?: AbortSignal) {
  return callApi(referenceRoutes.country, { signal }).then((reply) => reply.results);
}

/** Query options for the countries; reference data, fetched once per visit. */
export function getCountriesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.reference.countries(),
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The countries with their states. */
export function useCountries() {
  return useQuery(getCountriesQueryOptions());
}
