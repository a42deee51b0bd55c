import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notificationRoutes } from '@indiwave/domain/contract/notifications';
import { callApi } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { shouldRefreshConversations } from './live-cache.ts';
import { openLiveStream } from './live-stream.ts';

/** POST notifications/stream_ticket: a short-lived ticket, because EventSource cannot send the Authorization header. */
export function fetchStreamTicket(): Promise<string> {
  return callApi(notificationRoutes.streamTicket).then((reply) => reply.ticket);
}

/**
 * Keeps the signed-in person's tab live (issue 7): the stream's counts go straight into the
 * badges' cache and the open lists refetch, so a new follower or message shows within a second
 * without a reload. Renders nothing; mounted only while someone is signed in.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    return openLiveStream(
      {
        onNotification: (counts) => {
          // A count call still under way was answered before this push: it must not overwrite it.
          void queryClient.cancelQueries({ queryKey: queryKeys.account.notificationCounts() });
          queryClient.setQueryData(queryKeys.account.notificationCounts(), counts);
          void queryClient.invalidateQueries({ queryKey: queryKeys.account.notificationPages() });
        },
        onMessage: ({ unread_count }) => {
          const previous = queryClient.getQueryData<number>(queryKeys.account.unreadMessages());
          void queryClient.cancelQueries({ queryKey: queryKeys.account.unreadMessages() });
          queryClient.setQueryData(queryKeys.account.unreadMessages(), unread_count);
          void queryClient.invalidateQueries({ queryKey: queryKeys.account.inbox() });
          const isMarkingUnread = queryClient.isMutating({ mutationKey: queryKeys.account.markMessageUnread() }) > 0;
          if (shouldRefreshConversations(previous, unread_count, isMarkingUnread)) {
            void queryClient.invalidateQueries({ queryKey: queryKeys.account.conversations() });
          }
        },
      },
      {
        fetchTicket: fetchStreamTicket,
        openEventSource: (url) => new EventSource(url),
        setTimer: (run, ms) => window.setTimeout(run, ms),
        clearTimer: (id) => window.clearTimeout(id),
      },
    );
  }, [queryClient]);

  return null;
}
