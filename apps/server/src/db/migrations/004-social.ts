import { flag, withId, type MigrationContext } from './schema-helpers.ts';

/**
 * Notifications and messaging (issue 7): notifications with their grouped people, two-person
 * conversations and their messages, message reports and per-type e-mail preferences. The
 * team account (it sends broadcasts, receives TV communications) is a users row made at
 * start-up by the notifications module, since its name comes from BRAND_NAME.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('notifications'), dialect)
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** One of the seven types: follow, clap, comment, review, message, opportunity, broadcast. */
    .addColumn('type', 'text', (c) => c.notNull())
    /** What happened, finer than the type (reply, playlist_add, blog …). */
    .addColumn('verb', 'text', (c) => c.notNull())
    /** The newest person; null for a broadcast by nobody. */
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_count', 'integer', (c) => c.notNull().defaultTo(0))
    /** content_type and the object's slug; title and picture are kept as they were, for the sentence. */
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_slug', 'text')
    .addColumn('object_title', 'text')
    .addColumn('object_image', 'text')
    /** A second title: the playlist of a playlist add. */
    .addColumn('extra_title', 'text')
    .addColumn('extra_slug', 'text')
    /** Plain text of a broadcast; escaped when shown. */
    .addColumn('body', 'text')
    .addColumn('link', 'text')
    /** Claps and follows on one object join one notification while its group is open. */
    .addColumn('group_key', 'text')
    /** group_key while the group takes new people; null once closed (hidden, or older than the window). */
    .addColumn('open_group_key', 'text')
    .addColumn('is_read', 'integer', flag(0))
    .addColumn('is_hidden', 'integer', flag(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The list and the counts read by recipient; NULL open keys never collide on either engine,
  // so the unique index allows one open group per key and any number of closed ones.
  await db.schema.createIndex('notifications_recipient_idx').on('notifications').columns(['recipient_id', 'is_hidden', 'updated_at']).execute();
  await db.schema.createIndex('notifications_unread_idx').on('notifications').columns(['recipient_id', 'is_read', 'type']).execute();
  await db.schema.createIndex('notifications_open_group_key').on('notifications').columns(['recipient_id', 'open_group_key']).unique().execute();

  await db.schema
    .createTable('notification_actors')
    .addColumn('notification_id', 'integer', (c) => c.notNull().references('notifications.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_actors_pk', ['notification_id', 'actor_id'])
    .execute();

  // One row per pair of people, the lower id first, so a pair has exactly one conversation.
  await withId(db.schema.createTable('conversations'), dialect)
    .addColumn('user_a_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_b_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('conversations_pair_key').on('conversations').columns(['user_a_id', 'user_b_id']).unique().execute();
  await db.schema.createIndex('conversations_user_b_idx').on('conversations').column('user_b_id').execute();

  await withId(db.schema.createTable('messages'), dialect)
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** Plain text as written; may hold < and >, escaped when shown. */
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('is_tv_communication', 'integer', flag(0))
    /** Null while the recipient has not read it. */
    .addColumn('read_at', 'text')
    /** Deleting is for oneself: each side has its own mark. */
    .addColumn('sender_deleted_at', 'text')
    .addColumn('recipient_deleted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_conversation_idx').on('messages').columns(['conversation_id', 'id']).execute();
  await db.schema.createIndex('messages_unread_idx').on('messages').columns(['recipient_id', 'read_at']).execute();

  await withId(db.schema.createTable('message_reports'), dialect)
    .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('complaint', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('message_reports_once_key').on('message_reports').columns(['message_id', 'reporter_id']).unique().execute();

  // A row only once a person changes a type: no row means the e-mail is on.
  await db.schema
    .createTable('email_preferences')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('is_enabled', 'integer', flag(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('email_preferences_pk', ['user_id', 'type'])
    .execute();
}
