import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { membershipRoutes } from '@indiwave/domain/contract/membership';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET subscription/plan: the Pro plan as this person pays it (a coupon's discount too), and their Pro state. */
export function getPlanQueryOptions(viewerId: number | null, coupon = '') {
  return queryOptions({
    queryKey: queryKeys.membership.plan(viewerId ?? 0, coupon),
    queryFn: async ({ signal }) => (await callApi(membershipRoutes.plan, { query: { coupon: coupon || undefined }, signal })).result,
    retry: false,
  });
}

/** The plan of the subscription pages and dialogs; the previous answer stays while a coupon is checked. */
export function useSubscriptionPlan(viewerId: number | null, coupon = '') {
  return useQuery({ ...getPlanQueryOptions(viewerId, coupon), placeholderData: keepPreviousData });
}
