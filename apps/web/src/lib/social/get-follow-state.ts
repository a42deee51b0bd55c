import { queryOptions, useQuery } from '@tanstack/react-query';
import { socialRoutes } from '@indiwave/domain/contract/social';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET follow_state: whether the viewer follows each of the slugs. */
export function getFollowState(slugs: readonly string[], signal?: AbortSignal) {
  return callApi(socialRoutes.followState, { query: { slugs: slugs.join(',') }, signal }).then((reply) => reply.result);
}

/** Query options of the viewer's follow flags for some artists. */
export function getFollowStateQueryOptions(slugs: readonly string[]) {
  const key = [...slugs].sort().join(',');
  return queryOptions({ queryKey: queryKeys.social.followState(key), queryFn: ({ signal }) => getFollowState(slugs, signal) });
}

/** The viewer's follow flags for some artists (only asked for when signed in). */
export function useFollowState(slugs: readonly string[], isEnabled = true) {
  return useQuery({ ...getFollowStateQueryOptions(slugs), enabled: isEnabled && slugs.length > 0 });
}
