import { messagingRoutes } from '@indiwave/domain/contract/messaging';
import { callApi } from '../../../lib/api-client.ts';

/** GET unread_messages_count: all of one's unread messages (spec 1 §3.4 unread_count). */
export function getUnreadMessagesCount(signal?: AbortSignal) {
  return callApi(messagingRoutes.unreadMessagesCount, { signal }).then((reply) => reply.unread_count);
}
