import { useQuery } from '@tanstack/react-query';
import { achievementCatalogueRoutes } from '@indiwave/domain/contract/workstation';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET staff/achievements: every achievement, what awards it and how many hold it. */
export function useAchievementRules() {
  return useQuery({ queryKey: queryKeys.workstation.achievementRules(), queryFn: async ({ signal }) => (await callApi(achievementCatalogueRoutes.staffAchievements, { signal })).results });
}
