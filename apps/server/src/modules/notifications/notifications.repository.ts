import { sql, type Insertable, type Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { NotificationsTable } from '../../db/tables.ts';

export type NotificationRow = Selectable<NotificationsTable>;
/** What a new notification holds; flags, counts and times are set here. */
export type NewNotification = Omit<Insertable<NotificationsTable>, 'id' | 'actor_count' | 'is_read' | 'is_hidden' | 'open_group_key' | 'created_at' | 'updated_at'>;

/** A person as notifications show them: name, slug, picture. */
export type PersonRow = {
  id: number;
  slug: string;
  first_name: string;
  last_name: string;
  profile_pic: string | null;
};
export type ActorRow = Omit<PersonRow, 'id'> & { notification_id: number };
/** Who a notification e-mail goes to. */
export type MailRecipientRow = PersonRow & { email: string; is_email_verified: number };

// Values selected into an INSERT … SELECT carry no column type: PostgreSQL reads an untyped
// parameter there as text, so each one is cast to the type of the column it fills.
const text = (value: string | null) => sql<string | null>`cast(${value} as text)`;
const integer = (value: number | null) => sql<number | null>`cast(${value === null ? sql.raw('null') : sql.lit(Math.trunc(value))} as integer)`;

/** The notifications, notification_actors and email_preferences tables, and the people they name. */
/** Who a bulk notification goes to: these accounts, or every live account but one (its sender). */
type BulkRecipients = { ids: number[] } | { everyoneBut: number };

/**
 * Writes one notification per picked account with a single INSERT … SELECT, then attaches its
 * sender to every row of the batch (found by its key); run it on a transaction.
 */
async function insertForUsers(db: Database, notification: Omit<NewNotification, 'recipient_id' | 'group_key'>, recipients: BulkRecipients, batchKey: string, now: string): Promise<number> {
  const users = db.selectFrom('users');
  const picked = 'ids' in recipients ? users.where('id', 'in', recipients.ids) : users.where('deleted_at', 'is', null).where('id', '!=', recipients.everyoneBut);
  const result = await db
    .insertInto('notifications')
    .columns(['recipient_id', 'type', 'verb', 'actor_id', 'actor_count', 'object_type', 'object_slug', 'object_title', 'object_image', 'body', 'link', 'group_key', 'is_read', 'is_hidden', 'created_at', 'updated_at'])
    .expression(
      picked.select([
        'id',
        text(notification.type).as('type'),
        text(notification.verb).as('verb'),
        integer(notification.actor_id ?? null).as('actor_id'),
        integer(notification.actor_id ? 1 : 0).as('actor_count'),
        text(notification.object_type).as('object_type'),
        text(notification.object_slug ?? null).as('object_slug'),
        text(notification.object_title ?? null).as('object_title'),
        text(notification.object_image ?? null).as('object_image'),
        text(notification.body ?? null).as('body'),
        text(notification.link ?? null).as('link'),
        text(batchKey).as('group_key'),
        integer(0).as('is_read'),
        integer(0).as('is_hidden'),
        text(now).as('created_at'),
        text(now).as('updated_at'),
      ]),
    )
    .executeTakeFirst();
  if (notification.actor_id) {
    await db
      .insertInto('notification_actors')
      .columns(['notification_id', 'actor_id', 'created_at'])
      .expression(db.selectFrom('notifications').select(['id', integer(notification.actor_id).as('actor_id'), text(now).as('created_at')]).where('group_key', '=', batchKey))
      .execute();
  }
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export function createNotificationsRepository(db: Database) {
  const visibleTo = (recipientId: number) => db.selectFrom('notifications').where('recipient_id', '=', recipientId).where('is_hidden', '=', 0);

  return {
    /** Which of these users exist and have not deleted their account. */
    async listLiveUserIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('users').select('id').where('id', 'in', ids).where('deleted_at', 'is', null).execute();
      return new Set(rows.map((row) => row.id));
    },

    /** A live person, for sentences and e-mails. */
    findPerson(id: number): Promise<MailRecipientRow | undefined> {
      return db
        .selectFrom('users')
        .select(['id', 'slug', 'first_name', 'last_name', 'profile_pic', 'email', 'is_email_verified'])
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    /**
     * Adds a person to the open group of `groupKey`, or opens a new group. A group is open
     * while it was made after `windowStart` and is not hidden; an older one is closed here.
     * The unique (recipient, open key) index decides between two requests opening the same
     * group at once: the loser joins the winner's. A person already in the group changes
     * nothing unless `isRepeatBumped` (a new message from the same sender brings it back).
     */
    async addToGroup(input: {
      notification: NewNotification;
      actorId: number;
      groupKey: string;
      windowStart: string;
      now: string;
      isRepeatBumped: boolean;
    }): Promise<{ id: number; isNew: boolean; isChanged: boolean }> {
      const { notification, actorId, groupKey, now } = input;
      return db.transaction().execute(async (trx) => {
        for (let attempt = 0; attempt < 3; attempt++) {
          const open = await trx
            .selectFrom('notifications')
            .select(['id', 'created_at'])
            .where('recipient_id', '=', notification.recipient_id)
            .where('open_group_key', '=', groupKey)
            .executeTakeFirst();
          if (open && open.created_at >= input.windowStart) {
            const added = await trx
              .insertInto('notification_actors')
              .values({ notification_id: open.id, actor_id: actorId, created_at: now })
              .onConflict((oc) => oc.columns(['notification_id', 'actor_id']).doNothing())
              .returning('actor_id')
              .executeTakeFirst();
            if (!added && !input.isRepeatBumped) return { id: open.id, isNew: false, isChanged: false };
            if (!added) {
              await trx.updateTable('notification_actors').set({ created_at: now }).where('notification_id', '=', open.id).where('actor_id', '=', actorId).execute();
            }
            await trx
              .updateTable('notifications')
              .set({
                actor_id: actorId,
                actor_count: added ? sql<number>`actor_count + 1` : sql<number>`actor_count`,
                object_title: notification.object_title,
                object_image: notification.object_image,
                is_read: 0,
                updated_at: now,
              })
              .where('id', '=', open.id)
              .execute();
            return { id: open.id, isNew: false, isChanged: true };
          }
          if (open) await trx.updateTable('notifications').set({ open_group_key: null }).where('id', '=', open.id).execute();
          const row = await trx
            .insertInto('notifications')
            .values({ ...notification, actor_id: actorId, actor_count: 1, group_key: groupKey, open_group_key: groupKey, is_read: 0, is_hidden: 0, created_at: now, updated_at: now })
            .onConflict((oc) => oc.columns(['recipient_id', 'open_group_key']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (row) {
            await trx.insertInto('notification_actors').values({ notification_id: row.id, actor_id: actorId, created_at: now }).execute();
            return { id: row.id, isNew: true, isChanged: true };
          }
        }
        throw new Error(`notification group ${groupKey} kept changing under us`);
      });
    },

    /** Inserts notifications that stand alone, with their person when there is one. */
    async insertNotifications(notifications: NewNotification[], now: string): Promise<number[]> {
      if (notifications.length === 0) return [];
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .insertInto('notifications')
          .values(notifications.map((n) => ({ ...n, actor_count: n.actor_id ? 1 : 0, is_read: 0, is_hidden: 0, created_at: now, updated_at: now })))
          .returning(['id', 'actor_id'])
          .execute();
        const actors = rows.flatMap((row) => (row.actor_id ? [{ notification_id: row.id, actor_id: row.actor_id, created_at: now }] : []));
        if (actors.length) await trx.insertInto('notification_actors').values(actors).execute();
        return rows.map((row) => row.id);
      });
    },

    /**
     * One notification by nobody (a notice of the team), written with the caller's database: pass
     * a transaction to make it part of the change it tells of.
     */
    async insertNotice(notification: NewNotification, now: string): Promise<number> {
      const row = await db
        .insertInto('notifications')
        .values({ ...notification, actor_id: null, actor_count: 0, is_read: 0, is_hidden: 0, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * One notification for every live account but the sender, in two statements whatever
     * the number of accounts: the batch key finds the rows to attach the sender to.
     */
    insertForEveryone(notification: Omit<NewNotification, 'recipient_id' | 'group_key'>, batchKey: string, now: string): Promise<number> {
      return db.transaction().execute((trx) => insertForUsers(trx, notification, { everyoneBut: notification.actor_id ?? 0 }, batchKey, now));
    },

    /**
     * One batch of a console broadcast (issue 21): the notification for each of these people,
     * written with `db` (the batch's transaction, which also records them as recipients).
     */
    async insertForRecipients(notification: Omit<NewNotification, 'recipient_id' | 'group_key'>, recipientIds: number[], batchKey: string, now: string): Promise<number> {
      if (recipientIds.length === 0) return 0;
      return insertForUsers(db, notification, { ids: recipientIds }, batchKey, now);
    },

    /** A page of someone's visible notifications, the most recently changed first. */
    listVisible(recipientId: number, offset: number, limit: number): Promise<NotificationRow[]> {
      return visibleTo(recipientId).selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
    },
    async countVisible(recipientId: number): Promise<number> {
      const row = await visibleTo(recipientId).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /** One of someone's visible notifications. */
    findVisible(recipientId: number, id: number): Promise<NotificationRow | undefined> {
      return visibleTo(recipientId).selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * The first `perNotification` people of each notification: the newest (the row's actor_id)
     * first, then the others newest first.
     */
    async listActors(notificationIds: number[], perNotification: number): Promise<ActorRow[]> {
      if (notificationIds.length === 0) return [];
      const ranked = db
        .selectFrom('notification_actors as na')
        .innerJoin('notifications as n', 'n.id', 'na.notification_id')
        .innerJoin('users as u', 'u.id', 'na.actor_id')
        .select([
          'na.notification_id',
          'u.slug',
          'u.first_name',
          'u.last_name',
          'u.profile_pic',
          sql<number>`row_number() over (partition by na.notification_id order by case when na.actor_id = n.actor_id then 0 else 1 end, na.created_at desc, na.actor_id desc)`.as('position'),
        ])
        .where('na.notification_id', 'in', notificationIds)
        .as('ranked');
      return db
        .selectFrom(ranked)
        .select(['notification_id', 'slug', 'first_name', 'last_name', 'profile_pic'])
        .where('position', '<=', perNotification)
        .orderBy('notification_id')
        .orderBy('position')
        .execute();
    },

    /** Unread visible notifications: broadcasts apart (spec 1 §3.4 unread_count and brd_count). */
    async countUnread(recipientId: number): Promise<{ unread: number; broadcasts: number }> {
      const row = await db
        .selectFrom('notifications')
        .select([
          sql<number>`coalesce(sum(case when type = 'broadcast' then 0 else 1 end), 0)`.as('unread'),
          sql<number>`coalesce(sum(case when type = 'broadcast' then 1 else 0 end), 0)`.as('broadcasts'),
        ])
        .where('recipient_id', '=', recipientId)
        .where('is_read', '=', 0)
        .where('is_hidden', '=', 0)
        .executeTakeFirstOrThrow();
      return { unread: Number(row.unread), broadcasts: Number(row.broadcasts) };
    },

    /** Hides one of someone's notifications; a hidden group takes nobody new. False when it is not theirs. */
    async hide(recipientId: number, id: number): Promise<boolean> {
      const result = await db
        .updateTable('notifications')
        .set({ is_hidden: 1, open_group_key: null })
        .where('id', '=', id)
        .where('recipient_id', '=', recipientId)
        .where('is_hidden', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async setRead(recipientId: number, id: number, isRead: boolean): Promise<void> {
      await db.updateTable('notifications').set({ is_read: isRead ? 1 : 0 }).where('id', '=', id).where('recipient_id', '=', recipientId).execute();
    },
    async markAllRead(recipientId: number): Promise<void> {
      await db.updateTable('notifications').set({ is_read: 1 }).where('recipient_id', '=', recipientId).where('is_read', '=', 0).execute();
    },
    /** Marks read the unread notifications of a group (a conversation just read). True when one changed. */
    async markGroupRead(recipientId: number, groupKey: string): Promise<boolean> {
      const result = await db
        .updateTable('notifications')
        .set({ is_read: 1 })
        .where('recipient_id', '=', recipientId)
        .where('group_key', '=', groupKey)
        .where('is_read', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The types someone has turned off or on; missing types are on. */
    async listEmailPreferences(userId: number): Promise<Map<string, boolean>> {
      const rows = await db.selectFrom('email_preferences').select(['type', 'is_enabled']).where('user_id', '=', userId).execute();
      return new Map(rows.map((row) => [row.type, row.is_enabled === 1]));
    },
    async saveEmailPreference(userId: number, type: string, isEnabled: boolean, now: string): Promise<void> {
      const values = { is_enabled: isEnabled ? 1 : 0, updated_at: now };
      await db
        .insertInto('email_preferences')
        .values({ user_id: userId, type, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'type']).doUpdateSet(values))
        .execute();
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
