import { sql } from 'kysely';
import { withId, type MigrationContext } from './schema-helpers.ts';

/**
 * The staff console (issue 21, docs/decisions.md "Staff console"):
 *
 * - `audit_log`: every staff action (who, what, target, before/after, when, from where),
 *   written in the transaction of the action. Append-only: the database itself refuses an
 *   UPDATE or DELETE (and on PostgreSQL a TRUNCATE), whoever asks.
 * - Moderation (Mastodon's reports and strikes, Funkwhale's report snapshots): the reports
 *   queue gains what was reported (type, id, owner, a JSON snapshot taken at report time, so the
 *   report survives the item's deletion), who handles it and how it ended; appeals are reports of
 *   kind 'appeal'. `moderation_strikes` are the actions taken against a person. Content tables
 *   gain `taken_down_at` (hidden by the team); users gain `suspended_at` (cannot sign in).
 * - Broadcasts: one row per broadcast, sent by a durable job in batches from a cursor;
 *   `broadcast_recipients` holds one row per (broadcast, person), the unique key that makes a
 *   resumed or repeated batch send nobody a second copy.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('audit_log'), dialect)
    /** The member of the team who acted; null for an operator at the server's shell (`npm run admin`). */
    .addColumn('actor_id', 'integer')
    /** Name and e-mail of the actor as they were then ('Nisha Rao <staff@…>'). */
    .addColumn('actor_label', 'text', (c) => c.notNull())
    /** Their role when they acted ('staff', 'admin'; 'operator' for the shell). */
    .addColumn('actor_role', 'text', (c) => c.notNull())
    /** What was done, 'area.verb' ('role.grant', 'report.dismiss', 'content.take_down' …). */
    .addColumn('action', 'text', (c) => c.notNull())
    /** What it was done to: 'user', 'song', 'report', 'broadcast' … */
    .addColumn('target_type', 'text', (c) => c.notNull())
    /** Its key (id or slug) and a readable label, kept as they were. */
    .addColumn('target_key', 'text')
    .addColumn('target_label', 'text')
    /** JSON of the relevant fields before and after; null where there was no before (a creation) or after. */
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    /** The reason the actor gave. */
    .addColumn('reason', 'text')
    /** From where: the request's address and browser. */
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'id']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'id']).execute();
  await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target_type', 'target_key', 'id']).execute();
  if (dialect === 'postgres') {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'audit_log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log for each row execute function audit_log_append_only()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }

  // The reports queue (abuse_reports of migration 008).
  await db.schema.alterTable('abuse_reports').addColumn('kind', 'text', (c) => c.notNull().defaultTo('report')).execute();
  for (const [name, type] of [
    ['target_type', 'text'],
    ['target_id', 'integer'],
    ['owner_id', 'integer'],
    ['snapshot_json', 'text'],
    ['assigned_to', 'integer'],
    ['assigned_at', 'text'],
    ['resolved_at', 'text'],
    ['resolved_by', 'integer'],
    ['resolution', 'text'],
    ['resolution_note', 'text'],
    ['strike_id', 'integer'],
  ] as const) {
    await db.schema.alterTable('abuse_reports').addColumn(name, type).execute();
  }
  await db.schema.createIndex('abuse_reports_target_idx').on('abuse_reports').columns(['target_type', 'target_id', 'status']).execute();
  await db.schema.createIndex('abuse_reports_owner_idx').on('abuse_reports').columns(['owner_id', 'created_at']).execute();
  await db.schema.createIndex('abuse_reports_resolved_idx').on('abuse_reports').columns(['resolved_at']).execute();

  await withId(db.schema.createTable('moderation_strikes'), dialect)
    /** The person the action was taken against. */
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** 'warn', 'take_down' or 'suspend'. */
    .addColumn('action', 'text', (c) => c.notNull())
    /** The item taken down or warned about ('song', 'profile' …), or null for the account itself. */
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'integer')
    .addColumn('target_label', 'text')
    /** The report that led to it, if any. */
    .addColumn('report_id', 'integer')
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    /** What the person is told. */
    .addColumn('reason', 'text', (c) => c.notNull())
    /** JSON of what the action changed (privacy before a take-down), for the restore. */
    .addColumn('before_json', 'text')
    .addColumn('appealed_at', 'text')
    /** Set when the team undid the action (restored the item, lifted the suspension). */
    .addColumn('overturned_at', 'text')
    .addColumn('overturned_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('moderation_strikes_user_idx').on('moderation_strikes').columns(['user_id', 'created_at']).execute();

  for (const table of ['songs', 'albums', 'videos', 'playlists', 'comments', 'messages', 'users'] as const) {
    await db.schema.alterTable(table).addColumn('taken_down_at', 'text').execute();
  }
  await db.schema.alterTable('users').addColumn('suspended_at', 'text').execute();

  await withId(db.schema.createTable('broadcasts'), dialect)
    /** The member of the team who sent it (the notification itself comes from the team account). */
    .addColumn('sender_id', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    /** 'everyone', 'artists', 'listeners' or 'pro'; country_id narrows it to one country. */
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('country_id', 'integer')
    .addColumn('is_emailed', 'integer', (c) => c.notNull().defaultTo(0))
    /** 'queued', 'sending', 'done', 'cancelled' or 'failed'. */
    .addColumn('status', 'text', (c) => c.notNull())
    /** The highest user id handled so far: a resumed job goes on from here. */
    .addColumn('cursor_user_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recipient_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('emailed_count', 'integer', (c) => c.notNull().defaultTo(0))
    /** How many the segment held when it was sent (for the progress bar). */
    .addColumn('audience_size', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('job_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('broadcasts_created_idx').on('broadcasts').columns(['created_at']).execute();
  await db.schema
    .createTable('broadcast_recipients')
    .addColumn('broadcast_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** null (no e-mail asked or no verified address), 'sending' (claimed), 'sent' or 'failed'. */
    .addColumn('email_state', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('broadcast_recipients_pk', ['broadcast_id', 'user_id'])
    .execute();

  // The figures of the console's dashboard count by day.
  await db.schema.createIndex('users_created_idx').on('users').columns(['created_at']).execute();
  await db.schema.createIndex('songs_created_idx').on('songs').columns(['created_at']).execute();
  await db.schema.createIndex('videos_created_idx').on('videos').columns(['created_at']).execute();
  await db.schema.createIndex('albums_created_idx').on('albums').columns(['created_at']).execute();
  await db.schema.createIndex('plays_created_idx').on('plays').columns(['created_at']).execute();
}
