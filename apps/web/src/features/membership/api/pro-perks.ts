import { useQuery } from '@tanstack/react-query';
import { proPerksRoutes } from '@indiwave/domain/contract/pro-perks';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET pro_perks with its cache-busting timestamp (spec 1 §7): the sessions, partner coupons and
 * resources, masked by the server unless the viewer is an active Pro member.
 */
export function useProPerks(viewerId: number, isPro: boolean) {
  return useQuery({
    queryKey: queryKeys.membership.proPerks(viewerId, isPro),
    queryFn: ({ signal }) => callApi(proPerksRoutes.read, { query: { t: String(Date.now()) }, signal }),
  });
}
