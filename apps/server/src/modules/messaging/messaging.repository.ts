import { sql, type Selectable, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { MessagesTable } from '../../db/tables.ts';

export type MessageRow = Omit<Selectable<MessagesTable>, 'taken_down_at'>;
/** The other person of a conversation. */
export type PartyRow = { id: number; slug: string; first_name: string; last_name: string; profile_pic: string | null; deleted_at: string | null };
export type InboxRow = { conversation_id: number; other: PartyRow; message: MessageRow };

/**
 * A message (aliased `x`) that `userId` can see: sent and not deleted by them, or received and
 * not deleted by them. Deleting is for oneself, so each side has its own mark.
 */
function isVisibleTo(userId: number) {
  return sql<SqlBool>`((x.sender_id = ${userId} and x.sender_deleted_at is null) or (x.recipient_id = ${userId} and x.recipient_deleted_at is null))`;
}

const partyColumns = ['id', 'slug', 'first_name', 'last_name', 'profile_pic', 'deleted_at'] as const;

/** Conversations, messages and message reports. Each call is scoped to the person asking. */
export function createMessagingRepository(db: Database) {
  /** The person's conversations with the id of the newest message they can still see (null: none left). */
  const conversationsOf = (userId: number) =>
    db
      .selectFrom('conversations as c')
      .select((eb) => [
        'c.id as conversation_id',
        eb.case().when('c.user_a_id', '=', userId).then(eb.ref('c.user_b_id')).else(eb.ref('c.user_a_id')).end().as('other_id'),
        eb
          .selectFrom('messages as x')
          .select((inner) => inner.fn.max('x.id').as('id'))
          .whereRef('x.conversation_id', '=', 'c.id')
          .where(isVisibleTo(userId))
          .as('last_id'),
      ])
      .where((eb) => eb.or([eb('c.user_a_id', '=', userId), eb('c.user_b_id', '=', userId)]))
      .as('t');

  return {
    /** A person by slug; deleted accounts too (their conversations stay readable). */
    findPartyBySlug(slug: string): Promise<PartyRow | undefined> {
      return db.selectFrom('users').select(partyColumns).where('slug', '=', slug).executeTakeFirst();
    },
    findPartyById(id: number): Promise<PartyRow | undefined> {
      return db.selectFrom('users').select(partyColumns).where('id', '=', id).executeTakeFirst();
    },

    /** The conversation of a pair, if any. */
    async findConversationId(userId: number, otherId: number): Promise<number | undefined> {
      const [a, b] = userId < otherId ? [userId, otherId] : [otherId, userId];
      return (await db.selectFrom('conversations').select('id').where('user_a_id', '=', a).where('user_b_id', '=', b).executeTakeFirst())?.id;
    },

    /**
     * Stores a message in the pair's conversation (made on the first message) and says whether
     * it is the recipient's only unread one there — the first since they last read it.
     */
    async insertMessage(input: { senderId: number; recipientId: number; body: string; isTvCommunication: boolean; now: string }): Promise<{ message: MessageRow; isFirstUnread: boolean }> {
      const [a, b] = input.senderId < input.recipientId ? [input.senderId, input.recipientId] : [input.recipientId, input.senderId];
      return db.transaction().execute(async (trx) => {
        const conversation = await trx
          .insertInto('conversations')
          .values({ user_a_id: a, user_b_id: b, created_at: input.now, updated_at: input.now })
          .onConflict((oc) => oc.columns(['user_a_id', 'user_b_id']).doUpdateSet({ updated_at: input.now }))
          .returning('id')
          .executeTakeFirstOrThrow();
        const unread = await trx
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('conversation_id', '=', conversation.id)
          .where('recipient_id', '=', input.recipientId)
          .where('read_at', 'is', null)
          .where('recipient_deleted_at', 'is', null)
          .executeTakeFirstOrThrow();
        const message = await trx
          .insertInto('messages')
          .values({
            conversation_id: conversation.id,
            sender_id: input.senderId,
            recipient_id: input.recipientId,
            body: input.body,
            is_tv_communication: input.isTvCommunication ? 1 : 0,
            created_at: input.now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { message, isFirstUnread: Number(unread.count) === 0 };
      });
    },

    /** A page of the person's conversations, the one with the newest visible message first. */
    async listInbox(userId: number, offset: number, limit: number): Promise<InboxRow[]> {
      const rows = await db
        .selectFrom(conversationsOf(userId))
        .innerJoin('messages as m', 'm.id', 't.last_id')
        .innerJoin('users as u', 'u.id', 't.other_id')
        .select([
          't.conversation_id',
          'u.id as other_id',
          'u.slug',
          'u.first_name',
          'u.last_name',
          'u.profile_pic',
          'u.deleted_at',
          'm.id',
          'm.sender_id',
          'm.recipient_id',
          'm.body',
          'm.is_tv_communication',
          'm.read_at',
          'm.sender_deleted_at',
          'm.recipient_deleted_at',
          'm.created_at',
        ])
        .orderBy('m.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((row) => ({
        conversation_id: row.conversation_id,
        other: { id: row.other_id, slug: row.slug, first_name: row.first_name, last_name: row.last_name, profile_pic: row.profile_pic, deleted_at: row.deleted_at },
        message: {
          id: row.id,
          conversation_id: row.conversation_id,
          sender_id: row.sender_id,
          recipient_id: row.recipient_id,
          body: row.body,
          is_tv_communication: row.is_tv_communication,
          read_at: row.read_at,
          sender_deleted_at: row.sender_deleted_at,
          recipient_deleted_at: row.recipient_deleted_at,
          created_at: row.created_at,
        },
      }));
    },
    /** How many conversations the person still has a message in. */
    async countInbox(userId: number): Promise<number> {
      const row = await db
        .selectFrom(conversationsOf(userId))
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('t.last_id', 'is not', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /** Unread received messages per conversation, for these conversations. */
    async countUnreadByConversation(userId: number, conversationIds: number[]): Promise<Map<number, number>> {
      if (conversationIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('messages')
        .select((eb) => ['conversation_id', eb.fn.countAll<number>().as('count')])
        .where('recipient_id', '=', userId)
        .where('read_at', 'is', null)
        .where('recipient_deleted_at', 'is', null)
        .where('conversation_id', 'in', conversationIds)
        .groupBy('conversation_id')
        .execute();
      return new Map(rows.map((row) => [row.conversation_id, Number(row.count)]));
    },

    /** A page of a conversation's messages the person can see, newest first. */
    listMessages(userId: number, conversationId: number, offset: number, limit: number): Promise<MessageRow[]> {
      return db
        .selectFrom('messages as x')
        .selectAll()
        .where('x.conversation_id', '=', conversationId)
        .where(isVisibleTo(userId))
        .orderBy('x.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    async countMessages(userId: number, conversationId: number): Promise<number> {
      const row = await db
        .selectFrom('messages as x')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('x.conversation_id', '=', conversationId)
        .where(isVisibleTo(userId))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Marks what the person received in a conversation read. True when something was unread. */
    async markConversationRead(userId: number, conversationId: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('messages')
        .set({ read_at: now })
        .where('conversation_id', '=', conversationId)
        .where('recipient_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** A message the person can see, by id. */
    findVisibleMessage(userId: number, id: number): Promise<MessageRow | undefined> {
      return db
        .selectFrom('messages as x')
        .selectAll()
        .where('x.id', '=', id)
        .where(isVisibleTo(userId))
        .executeTakeFirst();
    },
    /** The newest visible message the person received in a conversation. */
    findLastReceived(userId: number, conversationId: number): Promise<MessageRow | undefined> {
      return db
        .selectFrom('messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where('recipient_id', '=', userId)
        .where('recipient_deleted_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
    async markUnread(messageId: number): Promise<void> {
      await db.updateTable('messages').set({ read_at: null }).where('id', '=', messageId).execute();
    },

    /** Removes a message from the person's side only; the other side keeps it. */
    async deleteForSide(userId: number, messageId: number, now: string): Promise<void> {
      await db.updateTable('messages').set({ sender_deleted_at: now }).where('id', '=', messageId).where('sender_id', '=', userId).where('sender_deleted_at', 'is', null).execute();
      await db.updateTable('messages').set({ recipient_deleted_at: now }).where('id', '=', messageId).where('recipient_id', '=', userId).where('recipient_deleted_at', 'is', null).execute();
    },
    /** Removes a whole conversation from the person's side only. */
    async deleteConversationForSide(userId: number, conversationId: number, now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('messages').set({ sender_deleted_at: now }).where('conversation_id', '=', conversationId).where('sender_id', '=', userId).where('sender_deleted_at', 'is', null).execute();
        await trx.updateTable('messages').set({ recipient_deleted_at: now }).where('conversation_id', '=', conversationId).where('recipient_id', '=', userId).where('recipient_deleted_at', 'is', null).execute();
      });
    },

    /** Unread messages the person received and still has. */
    async countUnread(userId: number): Promise<number> {
      const row = await db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('recipient_id', '=', userId)
        .where('read_at', 'is', null)
        .where('recipient_deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Files a report once per message and person; false when it was filed before. */
    async insertReport(values: { messageId: number; reporterId: number; complaint: string; description: string; now: string }): Promise<boolean> {
      const row = await db
        .insertInto('message_reports')
        .values({ message_id: values.messageId, reporter_id: values.reporterId, complaint: values.complaint, description: values.description, created_at: values.now })
        .onConflict((oc) => oc.columns(['message_id', 'reporter_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return Boolean(row);
    },
  };
}
export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
