import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { OPPORTUNITY_REMAINING_LIMIT } from '@indiwave/domain/constants';
import { opportunitiesRoutes, type MyOpportunityTab } from '@indiwave/domain/contract/opportunities';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET my_opportunities: a tab of My Opportunities with the counts of all three. */
export function useMyOpportunities(tab: MyOpportunityTab, isEnabled = true) {
  return useQuery({
    queryKey: queryKeys.account.myOpportunities(tab),
    queryFn: ({ signal }) => callApi(opportunitiesRoutes.mine, { query: { tab, limit: 50 }, signal }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/**
 * GET opportunity_apply_songs / _videos: the artist's public items not in the application yet,
 * 3 at a time (spec 2 §9 'Limit 3 for remaining songs or videos'); 'Show more' loads the next 3.
 */
export function useRemainingEntries(slug: string, type: 'song' | 'video', isEnabled: boolean) {
  const route = type === 'song' ? opportunitiesRoutes.applySongs : opportunitiesRoutes.applyVideos;
  return useInfiniteQuery({
    queryKey: queryKeys.account.remainingEntries(slug, type),
    queryFn: ({ pageParam, signal }) => callApi(route, { query: { slug, offset: pageParam, limit: OPPORTUNITY_REMAINING_LIMIT }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
    enabled: isEnabled,
  });
}
