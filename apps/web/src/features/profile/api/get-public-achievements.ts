import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACHIEVEMENTS_LIST_MAX } from '@indiwave/domain/constants';
import { workstationRoutes } from '@indiwave/domain/contract/workstation';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET achievements?slug: an artist's public achievements, newest first (the e-Press Kit's panel). */
export function getPublicAchievements(slug: string, signal?: AbortSignal) {
  return callApi(workstationRoutes.achievements, { query: { slug, limit: ACHIEVEMENTS_LIST_MAX }, signal });
}

/** Query options of an artist's public achievements. */
export function getPublicAchievementsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: queryKeys.workstation.achievements(slug),
    queryFn: ({ signal }) => getPublicAchievements(slug, signal),
  });
}

/** An artist's public achievements; disabled without a slug. */
export function usePublicAchievements(slug: string | null) {
  return useQuery({ ...getPublicAchievementsQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}
