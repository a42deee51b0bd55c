import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountSettingsRoutes } from '@indiwave/domain/contract/account-settings';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET {product}user/personal_details: everything the settings page shows. */
export function getPersonalDetails(signal?: AbortSignal) {
  return callApi(accountSettingsRoutes.getPersonalDetails, { signal }).then((reply) => reply.result);
}

/** Query options for the signed-in person's details. */
export function getPersonalDetailsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.account.personalDetails(), queryFn: ({ signal }) => getPersonalDetails(signal) });
}

/** The signed-in person's details (names, place, genres, links, flags, pictures). */
export function usePersonalDetails() {
  return useQuery(getPersonalDetailsQueryOptions());
}
