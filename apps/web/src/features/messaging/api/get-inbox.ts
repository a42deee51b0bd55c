import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_LIMIT } from '@indiwave/domain/constants';
import { messagingRoutes } from '@indiwave/domain/contract/messaging';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { findNextOffset } from '../paging.ts';

/** GET message_inbox?offset&limit: one's conversations, most recent first. */
export function getInbox(offset: number, limit: number, signal?: AbortSignal) {
  return callApi(messagingRoutes.inbox, { query: { offset, limit }, signal });
}

/** Query options of the inbox, a page at a time ('Show more'). */
export function getInboxQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.account.inbox(),
    queryFn: ({ pageParam, signal }) => getInbox(pageParam, DEFAULT_LIMIT, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, offset) => findNextOffset({ offset, limit: DEFAULT_LIMIT, count: last.count }),
  });
}

/** Fetches the inbox. */
export function useInbox() {
  return useInfiniteQuery(getInboxQueryOptions());
}

/** Every reply with `unread_count` keeps the message icon's badge current. */
export function storeUnreadMessages(queryClient: QueryClient, unreadCount: number): void {
  queryClient.setQueryData(queryKeys.account.unreadMessages(), unreadCount);
}
