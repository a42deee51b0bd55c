import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { workstationRoutes } from '@indiwave/domain/contract/workstation';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { toAnalyticsQuery, type AnalyticsRange } from '../analytics/analytics-range.ts';

/** GET analytics: the signed-in artist's statistics over a preset or custom range. */
export function getAnalytics(range: AnalyticsRange, signal?: AbortSignal) {
  return callApi(workstationRoutes.analytics, { query: toAnalyticsQuery(range), signal }).then((reply) => reply.result);
}

/** Query options of the analytics of a range; the previous range stays on screen while the next loads. */
export function getAnalyticsQueryOptions(range: AnalyticsRange) {
  const key = new URLSearchParams(toAnalyticsQuery(range)).toString();
  return queryOptions({
    queryKey: queryKeys.account.analytics(key),
    queryFn: ({ signal }) => getAnalytics(range, signal),
    placeholderData: keepPreviousData,
  });
}

/** The artist's statistics over a range. */
export function useAnalytics(range: AnalyticsRange) {
  return useQuery(getAnalyticsQueryOptions(range));
}
