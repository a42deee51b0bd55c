import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notificationRoutes, type Notification, type NotificationCounts } from '@indiwave/domain/contract/notifications';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type NotificationPage = { results: Notification[]; count: number };

/** POST toggle_read_unread: sets one notification read (1) or unread (0). */
export function toggleReadUnread(id: number, readActivity: 0 | 1) {
  return callApi(notificationRoutes.toggleReadUnread, { body: { id, read_activity: readActivity } });
}

/** POST hide: hides one notification. */
export function hideNotification(id: number) {
  return callApi(notificationRoutes.hide, { body: { id } });
}

/** POST mark_all_read: every notification read, broadcasts included. */
export function markAllRead() {
  return callApi(notificationRoutes.markAllRead);
}

/** The calls answer the new counts: the badge takes them at once, without waiting for a poll. */
function storeCounts(queryClient: QueryClient, counts: NotificationCounts) {
  queryClient.setQueryData(queryKeys.account.notificationCounts(), { unread_count: counts.unread_count, brd_count: counts.brd_count });
}

/** Changes the cached pages in place, so the list answers the click before the refetch. */
function updatePages(queryClient: QueryClient, update: (page: NotificationPage) => NotificationPage) {
  queryClient.setQueriesData<NotificationPage>({ queryKey: queryKeys.account.notificationPages() }, (page) => (page ? update(page) : page));
}

/** Marks a notification read or unread. */
export function useToggleReadUnread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, readActivity }: { id: number; readActivity: 0 | 1 }) => toggleReadUnread(id, readActivity),
    onSuccess: (reply) => {
      storeCounts(queryClient, reply);
      updatePages(queryClient, (page) => ({ ...page, results: page.results.map((item) => (item.id === reply.result.id ? reply.result : item)) }));
    },
  });
}

/** Hides a notification; the pages refetch so the next one moves up. */
export function useHideNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideNotification,
    onSuccess: async (reply, id) => {
      storeCounts(queryClient, reply);
      updatePages(queryClient, (page) => ({ results: page.results.filter((item) => item.id !== id), count: Math.max(0, page.count - 1) }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.notificationPages() });
    },
  });
}

/** Marks every notification read. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: (reply) => {
      storeCounts(queryClient, reply);
      updatePages(queryClient, (page) => ({ ...page, results: page.results.map((item) => ({ ...item, read_activity: 1 as const })) }));
    },
  });
}
