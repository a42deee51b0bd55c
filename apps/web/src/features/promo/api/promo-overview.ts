import { queryOptions, useQuery } from '@tanstack/react-query';
import { promoRoutes } from '@indiwave/domain/contract/promo';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET promo/overview: how often the artist used each tool, and whether the assistant is there. */
export function getPromoOverviewQueryOptions() {
  return queryOptions({ queryKey: queryKeys.account.promoPart('overview'), queryFn: async ({ signal }) => (await callApi(promoRoutes.overview, { signal })).result });
}

/** The tools page's usage counts. */
export function usePromoOverview(isEnabled = true) {
  return useQuery({ ...getPromoOverviewQueryOptions(), enabled: isEnabled });
}

/** GET promo/songs: the artist's songs and upcoming albums. */
export function usePromoSongs(isEnabled = true) {
  return useQuery({ enabled: isEnabled, queryKey: queryKeys.account.promoPart('songs'), queryFn: ({ signal }) => callApi(promoRoutes.songs, { signal }) });
}

/** GET promo/assistant_status (public): the writing assistant shows only when configured. */
export function useAssistantStatus() {
  return useQuery({ queryKey: queryKeys.promo.assistantStatus(), queryFn: async ({ signal }) => (await callApi(promoRoutes.assistantStatus, { signal })).result, staleTime: 5 * 60_000 });
}

/** POST promo/track: counts a use of a tool the browser does itself (share cards). */
export async function trackToolUse(tool: 'share_card'): Promise<void> {
  await callApi(promoRoutes.trackUse, { body: { tool } });
}
