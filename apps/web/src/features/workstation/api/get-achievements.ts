import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACHIEVEMENTS_LIST_MAX } from '@indiwave/domain/constants';
import { workstationRoutes } from '@indiwave/domain/contract/workstation';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET achievements: the signed-in user's (no slug) or an artist's public list (slug), newest first. */
export function getAchievements(options: { slug?: string; limit: number }, signal?: AbortSignal) {
  return callApi(workstationRoutes.achievements, { query: { slug: options.slug, limit: options.limit }, signal });
}

/** Query options of the artist's own achievements (the full list of /mydashboard/achievements). */
export function getOwnAchievementsQueryOptions(limit: number = ACHIEVEMENTS_LIST_MAX) {
  return queryOptions({
    queryKey: queryKeys.account.ownAchievements(limit),
    queryFn: ({ signal }) => getAchievements({ limit }, signal),
  });
}

/** Query options of an artist's public achievements (the e-Press Kit). */
export function getPublicAchievementsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: queryKeys.workstation.achievements(slug),
    queryFn: ({ signal }) => getAchievements({ slug, limit: ACHIEVEMENTS_LIST_MAX }, signal),
  });
}

/** The signed-in artist's achievements. */
export function useOwnAchievements() {
  return useQuery(getOwnAchievementsQueryOptions());
}

/** An artist's public achievements; disabled without a slug. */
export function usePublicAchievements(slug: string | null) {
  return useQuery({ ...getPublicAchievementsQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}
