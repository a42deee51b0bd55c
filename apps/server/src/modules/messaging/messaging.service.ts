import type { FastifyBaseLogger } from 'fastify';
import { MESSAGE_COMPOSE_RATE_LIMIT, MESSAGE_REPORT_RATE_LIMIT } from '@indiwave/domain/constants';
import type { InboxItem, Message, MessageParty } from '@indiwave/domain/contract/messaging';
import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/parse-with.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { FanoutPort } from '../../platform/fanout/fanout.port.ts';
import type { MailPort } from '../../platform/mail/mail.port.ts';
import { publishLiveEvent } from '../live/live-events.ts';
import type { Notifier } from '../notifications/notifier.service.ts';
import type { TeamAccountService } from '../notifications/team-account.service.ts';
import { presentMessage, presentParty } from './messaging.presenter.ts';
import type { MessagingRepository, PartyRow } from './messaging.repository.ts';
import { presentReportMail } from './message-report-mail.presenter.ts';

export type MessagingServiceDeps = {
  repository: MessagingRepository;
  notifier: Notifier;
  team: TeamAccountService;
  limits: RateLimiter;
  fanout: FanoutPort;
  mail: MailPort;
  supportEmail: string;
  brandName: string;
  logger: FastifyBaseLogger;
  now: () => string;
  /** Puts a new message report in the team's moderation queue (issue 21). */
  fileReport?: (input: { messageId: number; reporterId: number; complaint: string; description: string; ip: string }) => Promise<unknown>;
};

/** One message or one whole conversation (by the other person's slug). */
export type MessageTarget = { id?: number; slug?: string };

/**
 * Two-person conversations (spec 2 §7 Messaging). Everything is scoped to the person asking:
 * they see, mark, delete and report only messages of their own conversations; any other id
 * is 404 'This message does not exist.'. Changes send the new unread count to their open tabs.
 */
export function createMessagingService(deps: MessagingServiceDeps) {
  const { repository, notifier, team } = deps;

  async function publishUnread(userId: number): Promise<number> {
    const count = await repository.countUnread(userId);
    publishLiveEvent(deps.fanout, { userId, name: 'message', data: { unread_count: count } });
    return count;
  }

  async function findParty(slug: string): Promise<PartyRow> {
    const party = await repository.findPartyBySlug(slug);
    if (!party) throw AppError.notFound(MESSAGES.recipientNotFound);
    return party;
  }

  /** The recipient of a compose: the team for TV communications, else a live person by slug. */
  async function resolveRecipient(receipient: string | undefined, isTvCommunication: boolean): Promise<PartyRow> {
    if (isTvCommunication) {
      const teamAccount = await team.getTeam();
      if (receipient && receipient !== teamAccount.slug) throw fieldError('tv_communication', MESSAGES.tvCommunicationTeamOnly);
      return { ...teamAccount, deleted_at: null };
    }
    if (!receipient) throw fieldError('receipient', MESSAGES.recipientRequired);
    const party = await repository.findPartyBySlug(receipient);
    if (!party || party.deleted_at !== null) throw AppError.notFound(MESSAGES.recipientNotFound);
    return party;
  }

  async function findConversationWith(userId: number, slug: string): Promise<number> {
    const party = await findParty(slug);
    const conversationId = await repository.findConversationId(userId, party.id);
    if (!conversationId) throw AppError.notFound(MESSAGES.messageNotFound);
    return conversationId;
  }

  return {
    /**
     * Sends a message: 20 per 10 minutes per sender (429 with Retry-After), never to oneself,
     * to a live person by slug or, with tv_communication, to the team. The recipient hears of
     * it at once (notification, live events) and by e-mail for the first unread message.
     */
    async composeMessage(senderId: number, input: { receipient?: string; body: string; tv_communication: boolean }): Promise<{ result: Message; user: MessageParty }> {
      // Counted before the recipient is looked up, so the limit also slows probing for slugs.
      await deps.limits.consume(`message-compose:${senderId}`, MESSAGE_COMPOSE_RATE_LIMIT);
      const recipient = await resolveRecipient(input.receipient, input.tv_communication);
      if (recipient.id === senderId) throw fieldError('receipient', MESSAGES.messageToSelf);
      const { message, isFirstUnread } = await repository.insertMessage({
        senderId,
        recipientId: recipient.id,
        body: input.body,
        isTvCommunication: input.tv_communication,
        now: deps.now(),
      });
      await notifier.message(senderId, recipient.id, { isFirstUnread, isTvCommunication: input.tv_communication });
      await publishUnread(recipient.id);
      const teamId = (await team.getTeam()).id;
      return { result: presentMessage(message, senderId), user: presentParty(recipient, teamId) };
    },

    /**
     * A TV communication between an artist and the team, sent by the TV module: an artist's
     * pitch note (`toTeam`) or the team's word on a pitch (from the team). Not counted against
     * the compose limit; pitches have rules of their own.
     */
    async sendTvCommunication(input: { userId: number; body: string; direction: 'toTeam' | 'fromTeam' }): Promise<void> {
      const teamId = (await team.getTeam()).id;
      const [senderId, recipientId] = input.direction === 'toTeam' ? [input.userId, teamId] : [teamId, input.userId];
      if (senderId === recipientId) return;
      const { isFirstUnread } = await repository.insertMessage({ senderId, recipientId, body: input.body, isTvCommunication: true, now: deps.now() });
      await notifier.message(senderId, recipientId, { isFirstUnread, isTvCommunication: true });
      await publishUnread(recipientId);
    },

    /** A page of one's conversations and the unread total. */
    async listInbox(userId: number, offset: number, limit: number): Promise<{ results: InboxItem[]; count: number; unread_count: number }> {
      const [rows, count, unreadCount, teamAccount] = await Promise.all([
        repository.listInbox(userId, offset, limit),
        repository.countInbox(userId),
        repository.countUnread(userId),
        team.getTeam(),
      ]);
      const unread = await repository.countUnreadByConversation(userId, rows.map((row) => row.conversation_id));
      return {
        results: rows.map((row) => ({
          user: presentParty(row.other, teamAccount.id),
          last_message: presentMessage(row.message, userId, { isPreview: true }),
          unread_count: unread.get(row.conversation_id) ?? 0,
        })),
        count,
        unread_count: unreadCount,
      };
    },

    /**
     * A page of the conversation with `slug` (empty when there is none yet, so a first
     * message can be written from it), oldest first; what one received there becomes read.
     */
    async showConversation(userId: number, slug: string, offset: number, limit: number): Promise<{ user: MessageParty; results: Message[]; count: number; unread_count: number }> {
      const party = await findParty(slug);
      const teamId = (await team.getTeam()).id;
      const conversationId = party.id === userId ? undefined : await repository.findConversationId(userId, party.id);
      if (!conversationId) return { user: presentParty(party, teamId), results: [], count: 0, unread_count: await repository.countUnread(userId) };
      const [rows, count] = await Promise.all([repository.listMessages(userId, conversationId, offset, limit), repository.countMessages(userId, conversationId)]);
      let unreadCount: number;
      if (await repository.markConversationRead(userId, conversationId, deps.now())) {
        unreadCount = await publishUnread(userId);
        await notifier.readMessageNotification(userId, party.id);
      } else {
        unreadCount = await repository.countUnread(userId);
      }
      return { user: presentParty(party, teamId), results: rows.reverse().map((row) => presentMessage(row, userId)), count, unread_count: unreadCount };
    },

    /** Marks a received message (`id`) or the newest one received from `slug` unread. */
    async markUnread(userId: number, target: MessageTarget): Promise<number> {
      const message = target.id !== undefined
        ? await repository.findVisibleMessage(userId, target.id)
        : await repository.findLastReceived(userId, await findConversationWith(userId, target.slug ?? ''));
      if (!message || message.recipient_id !== userId) throw AppError.notFound(MESSAGES.messageNotFound);
      await repository.markUnread(message.id);
      return publishUnread(userId);
    },

    /** Removes a message or a whole conversation from one's own side; the other person keeps theirs. */
    async deleteForSelf(userId: number, target: MessageTarget): Promise<{ message: string; unread_count: number }> {
      if (target.id !== undefined) {
        const message = await repository.findVisibleMessage(userId, target.id);
        if (!message) throw AppError.notFound(MESSAGES.messageNotFound);
        await repository.deleteForSide(userId, message.id, deps.now());
        return { message: MESSAGES.messageDeleted, unread_count: await publishUnread(userId) };
      }
      await repository.deleteConversationForSide(userId, await findConversationWith(userId, target.slug ?? ''), deps.now());
      return { message: MESSAGES.conversationDeleted, unread_count: await publishUnread(userId) };
    },

    /** Reports a message one received; filed once (in the moderation queue too), mailed to support the first time. */
    async reportMessage(userId: number, input: { id: number; complaint: string; description: string }, ip = ''): Promise<void> {
      const message = await repository.findVisibleMessage(userId, input.id);
      if (!message || message.recipient_id !== userId) throw AppError.notFound(MESSAGES.messageNotFound);
      await deps.limits.consume(`message-report:${userId}`, MESSAGE_REPORT_RATE_LIMIT);
      const isNew = await repository.insertReport({ messageId: message.id, reporterId: userId, complaint: input.complaint, description: input.description, now: deps.now() });
      if (!isNew) return;
      await deps.fileReport?.({ messageId: message.id, reporterId: userId, complaint: input.complaint, description: input.description, ip });
      const [reporter, sender] = await Promise.all([repository.findPartyById(userId), repository.findPartyById(message.sender_id)]);
      try {
        await deps.mail.send(presentReportMail({ to: deps.supportEmail, brandName: deps.brandName, message, complaint: input.complaint, description: input.description, reporter, sender }));
      } catch (error) {
        // The report is stored; the team also finds it in message_reports.
        deps.logger.warn({ err: error, messageId: message.id }, 'message report mail not sent');
      }
    },

    /** Unread messages (spec 1 §3.4 unread_count). */
    countUnread: (userId: number): Promise<number> => repository.countUnread(userId),

    /** The team account as a conversation party, with its id (the spec's admin id and slug). */
    async describeTeam(): Promise<MessageParty & { id: number }> {
      const teamAccount = await team.getTeam();
      return { id: teamAccount.id, ...presentParty({ ...teamAccount, deleted_at: null }, teamAccount.id) };
    },
  };
}
export type MessagingService = ReturnType<typeof createMessagingService>;
