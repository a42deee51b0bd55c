import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { opportunitiesRoutes } from '@indiwave/domain/contract/opportunities';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** How many open opportunities a category page loads at once. */
const LIST_LIMIT = 50;

/** GET opportunity-v2: the open opportunities of a category (0: all) and every category's count. */
export function useOpportunities(category: number) {
  return useQuery({
    queryKey: queryKeys.opportunities.list(category),
    queryFn: ({ signal }) => callApi(opportunitiesRoutes.list, { query: { category, limit: LIST_LIMIT }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET opportunity_rhs: up to 10 open ones closing soonest, leaving out the page being read. */
export function useOpportunitySidebar(exclude = '') {
  return useQuery({
    queryKey: queryKeys.opportunities.sidebar(exclude),
    queryFn: async ({ signal }) => (await callApi(opportunitiesRoutes.sidebar, { query: { exclude: exclude || undefined }, signal })).results,
  });
}

/** GET opportunity_upcoming: announced, not open yet. */
export function useUpcomingOpportunities() {
  return useQuery({ queryKey: queryKeys.opportunities.upcoming(), queryFn: async ({ signal }) => (await callApi(opportunitiesRoutes.upcoming, { signal })).results });
}

/** GET opportunity_winners: the newest winners across opportunities. */
export function useRecentWinners() {
  return useQuery({ queryKey: queryKeys.opportunities.winners(), queryFn: async ({ signal }) => (await callApi(opportunitiesRoutes.winners, { signal })).results });
}

/** GET opportunity_homepage: the home page's strip. */
export function useHomepageOpportunities() {
  return useQuery({ queryKey: queryKeys.opportunities.homepage(), queryFn: ({ signal }) => callApi(opportunitiesRoutes.homepage, { signal }) });
}

/** GET opportunity_detail/:slug: the brief, its winners and the viewer's save and application. */
export function useOpportunity(slug: string) {
  return useQuery({
    queryKey: queryKeys.opportunities.detail(slug),
    queryFn: async ({ signal }) => (await callApi(opportunitiesRoutes.detail, { params: { slug }, signal })).result,
    retry: false,
  });
}
