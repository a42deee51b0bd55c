/**
 * Whether a `message` event should refresh the open conversations. Only a new message does (more
 * unread than the badge knew, or a first count): refetching a conversation reads it, so a read
 * elsewhere (fewer unread) must not, and neither may the event of one's own 'Mark as unread',
 * which arrives before its reply.
 */
export function shouldRefreshConversations(previous: number | undefined, next: number, isMarkingUnread: boolean): boolean {
  if (isMarkingUnread) return false;
  return previous === undefined || next > previous;
}
