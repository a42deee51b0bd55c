import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_LIMIT } from '@indiwave/domain/constants';
import { messagingRoutes } from '@indiwave/domain/contract/messaging';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { findNextOffset } from '../paging.ts';
import { storeUnreadMessages } from './get-inbox.ts';

/** GET show_message?slug&offset&limit: a page of a conversation (oldest first); marks what one received read. */
export function showMessage(slug: string, offset: number, limit: number, signal?: AbortSignal) {
  return callApi(messagingRoutes.showMessage, { query: { slug, offset, limit }, signal });
}

/** Query options of a conversation: page 0 is the newest; 'Load older messages' goes back. */
export function getConversationQueryOptions(slug: string, onRead?: (unreadCount: number) => void) {
  return infiniteQueryOptions({
    queryKey: queryKeys.account.conversation(slug),
    queryFn: async ({ pageParam, signal }) => {
      const reply = await showMessage(slug, pageParam, DEFAULT_LIMIT, signal);
      onRead?.(reply.unread_count);
      return reply;
    },
    initialPageParam: 0,
    getNextPageParam: (last, _all, offset) => findNextOffset({ offset, limit: DEFAULT_LIMIT, count: last.count }),
    retry: false,
    // Opening a conversation reads it: always ask, never show a cached one as if it were read.
    staleTime: 0,
  });
}

/** Opens a conversation; reading it updates the badge and the inbox's unread marks. */
export function useConversation(slug: string | null) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    ...getConversationQueryOptions(slug ?? '', (unreadCount) => {
      if (queryClient.getQueryData(queryKeys.account.unreadMessages()) !== unreadCount) {
        storeUnreadMessages(queryClient, unreadCount);
        void queryClient.invalidateQueries({ queryKey: queryKeys.account.inbox() });
      }
    }),
    enabled: Boolean(slug),
  });
}
