import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { notificationRoutes } from '@indiwave/domain/contract/notifications';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET notifications?offset&limit: one page of one's notifications, newest first, and how many there are. */
export function getNotifications(offset: number, limit: number, signal?: AbortSignal) {
  return callApi(notificationRoutes.notifications, { query: { offset, limit }, signal }).then(({ results, count }) => ({ results, count }));
}

/** Query options of a page of notifications. */
export function getNotificationsQueryOptions(offset: number, limit: number) {
  return queryOptions({
    queryKey: queryKeys.account.notificationPage(offset, limit),
    queryFn: ({ signal }) => getNotifications(offset, limit, signal),
    // Live updates keep the pages fresh; the previous page stays on screen while the next loads.
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** Fetches a page of notifications; disabled when `isEnabled` is false (the dropdown while closed). */
export function useNotifications(offset: number, limit: number, isEnabled = true) {
  return useQuery({ ...getNotificationsQueryOptions(offset, limit), enabled: isEnabled });
}
