import { withId, type MigrationContext } from './schema-helpers.ts';

/**
 * Comments and reviews, and abuse reports (issue 6). A comment belongs to a song, album,
 * playlist or video (item_type, item_id); a reply names its thread's first comment in
 * parent_id, one level deep. Reviews carry 1–5 stars; replies and comments none. Deleting a
 * thread's first comment deletes its replies; deleting an account deletes its comments.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('comments'), dialect)
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
    /** Plain text, shown escaped. */
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('stars', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  // Threads of an item, newest first; replies of threads; a person's review of an item.
  await db.schema.createIndex('comments_item_idx').on('comments').columns(['item_type', 'item_id', 'parent_id', 'created_at']).execute();
  await db.schema.createIndex('comments_parent_idx').on('comments').columns(['parent_id']).execute();
  await db.schema.createIndex('comments_user_idx').on('comments').columns(['user_id', 'item_type', 'item_id']).execute();

  // Reports for the team to moderate: what was reported, by whom, and where it stands.
  await withId(db.schema.createTable('abuse_reports'), dialect)
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('complaint', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('ip', 'text', (c) => c.notNull())
    /** 'open' until the team handles it. */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('abuse_reports_status_idx').on('abuse_reports').columns(['status', 'created_at']).execute();
}
