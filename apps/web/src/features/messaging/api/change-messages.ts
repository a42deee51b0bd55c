import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagingRoutes, type ComposeMessageForm } from '@indiwave/domain/contract/messaging';
import type { z } from 'zod';
import type { reportMessageSchema } from '@indiwave/domain/contract/messaging';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { storeUnreadMessages } from './get-inbox.ts';

/** POST message_compose: sends a message by the recipient's slug, or a TV communication to the team. */
export function composeMessage(form: ComposeMessageForm) {
  return callApi(messagingRoutes.compose, { body: form });
}

/** GET mark_message_unread: a received message (`id`) or a conversation's newest received one (`slug`) becomes unread. */
export function markMessageUnread(target: { id: number } | { slug: string }) {
  return callApi(messagingRoutes.markMessageUnread, { query: target });
}

/** POST delete_message: removes a message (`id`) or a whole conversation (`slug`) for oneself. */
export function deleteMessage(target: { id: number } | { slug: string }) {
  return callApi(messagingRoutes.deleteMessage, { body: target });
}

/** POST report_abuse_message: reports a received message to the team. */
export function reportMessage(report: z.input<typeof reportMessageSchema>) {
  return callApi(messagingRoutes.reportAbuseMessage, { body: report });
}

/** Sends a message; the inbox and that conversation refetch. */
export function useComposeMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: composeMessage,
    onSuccess: async (reply) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.account.inbox() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.account.conversation(reply.user.slug_username) }),
      ]);
    },
  });
}

/** Marks a message or a conversation unread; the conversation is left, so opening it reads it again. */
export function useMarkMessageUnread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.account.markMessageUnread(),
    mutationFn: markMessageUnread,
    onSuccess: async (reply) => {
      storeUnreadMessages(queryClient, reply.unread_count);
      // Stale but not refetched now: refetching reads the conversation and would undo this.
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.conversations(), refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.inbox() });
    },
  });
}

/** Deletes a message or a conversation for oneself. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: async (reply, target) => {
      storeUnreadMessages(queryClient, reply.unread_count);
      if ('slug' in target) queryClient.removeQueries({ queryKey: queryKeys.account.conversation(target.slug) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.messaging() });
    },
  });
}

/** Reports a message. */
export function useReportMessage() {
  return useMutation({ mutationFn: reportMessage });
}
