import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACHIEVEMENTS_LIST_MAX } from '@indiwave/domain/constants';
import { workstationRoutes } from '@indiwave/domain/contract/workstation';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET achievements (no slug): the signed-in user's own list, newest first. */
export function getAchievements(options: { limit: number }, signal?: AbortSignal) {
  return callApi(workstationRoutes.achievements, { query: { limit: options.limit }, signal });
}

/** Query options of the artist's own achievements (the full list of /mydashboard/achievements). */
export function getOwnAchievementsQueryOptions(limit: number = ACHIEVEMENTS_LIST_MAX) {
  return queryOptions({
    queryKey: queryKeys.account.ownAchievements(limit),
    queryFn: ({ signal }) => getAchievements({ limit }, signal),
  });
}

/** The signed-in artist's achievements. */
export function useOwnAchievements() {
  return useQuery(getOwnAchievementsQueryOptions());
}
