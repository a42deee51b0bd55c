import { useQuery } from '@tanstack/react-query';
import { UNREAD_POLL_INTERVAL_MS } from '@indiwave/domain/constants';
import { queryKeys } from '../../lib/query-keys.ts';

/** The bell's counts as cached: unread notifications and unread team broadcasts (spec 1 §3.4). */
export type BellCounts = { unread_count: number; brd_count: number };

/** The bell's number: unread notifications and unread broadcasts together. */
export function countBellUnread(counts: BellCounts | undefined): number {
  return counts ? counts.unread_count + counts.brd_count : 0;
}

/**
 * The bell's unread count, polled every 180 s (spec 1 §9) and pushed by the live stream; null
 * while unknown or when the call failed, which hides the badge (spec 1 §8). The call and its
 * contract load on first use, so the shell's first JavaScript stays small.
 */
export function useNotificationBadgeCount(isEnabled: boolean): number | null {
  const query = useQuery({
    queryKey: queryKeys.account.notificationCounts(),
    queryFn: ({ signal }) => import('./api/get-unread-counts.ts').then(({ getUnreadCounts }) => getUnreadCounts(signal)),
    enabled: isEnabled,
    refetchInterval: UNREAD_POLL_INTERVAL_MS,
    retry: false,
  });
  if (!isEnabled || query.isError || !query.data) return null;
  return countBellUnread(query.data);
}
