import { useQuery } from '@tanstack/react-query';
import { UNREAD_POLL_INTERVAL_MS } from '@indiwave/domain/constants';
import { queryKeys } from '../../lib/query-keys.ts';

/**
 * Unread messages for the message icon, polled every 180 s (spec 1 §9) and pushed by the live
 * stream; null while unknown or when the call failed, which hides the badge (spec 1 §8). The
 * call and its contract load on first use.
 */
export function useMessageBadgeCount(isEnabled: boolean): number | null {
  const query = useQuery({
    queryKey: queryKeys.account.unreadMessages(),
    queryFn: ({ signal }) => import('./api/get-unread-messages-count.ts').then(({ getUnreadMessagesCount }) => getUnreadMessagesCount(signal)),
    enabled: isEnabled,
    refetchInterval: UNREAD_POLL_INTERVAL_MS,
    retry: false,
  });
  if (!isEnabled || query.isError || query.data === undefined) return null;
  return query.data;
}
