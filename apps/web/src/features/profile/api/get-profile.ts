import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileRoutes } from '@indiwave/domain/contract/profile';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET {product}user/profile?slug: a person's e-Press Kit (an unknown slug fails with status 500, 'User not found'). */
export function getProfile(slug: string, signal?: AbortSignal) {
  return callApi(profileRoutes.profile, { query: { slug }, signal }).then((reply) => reply.result);
}

/** Query options of a profile; a failure is final (the page goes to /404). */
export function getProfileQueryOptions(slug: string) {
  return queryOptions({ queryKey: queryKeys.profile.detail(slug), queryFn: ({ signal }) => getProfile(slug, signal), retry: false });
}

/** Fetches a profile / e-Press Kit by slug. */
export function useProfile(slug: string) {
  return useQuery(getProfileQueryOptions(slug));
}
