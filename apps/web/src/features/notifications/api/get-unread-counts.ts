import { notificationRoutes } from '@indiwave/domain/contract/notifications';
import { callApi } from '../../../lib/api-client.ts';

/** GET notification/unread: the bell's counts, unread_count and brd_count (spec 1 §3.4). */
export function getUnreadCounts(signal?: AbortSignal) {
  return callApi(notificationRoutes.unread, { signal }).then(({ unread_count, brd_count }) => ({ unread_count, brd_count }));
}
