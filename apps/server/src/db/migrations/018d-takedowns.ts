import type { MigrationContext } from './schema-helpers.ts';
import { withId } from './schema-helpers.ts';

/**
 * Takedowns of delivered releases per store (issue 18 item 4): staff take a release down from one
 * or more of its stores with a reason (a DDEX takedown message goes to each); the artist may
 * appeal once with a text; staff may restore it (the release is delivered to those stores again).
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('release_takedowns'), dialect)
    .addColumn('release_id', 'integer', (c) => c.notNull().references('releases.id').onDelete('cascade'))
    /** JSON array of store slugs. */
    .addColumn('stores', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    /** The batch the takedown messages went out in; null until delivered. */
    .addColumn('batch_id', 'text')
    .addColumn('appeal_text', 'text')
    .addColumn('appealed_at', 'text')
    .addColumn('restored_at', 'text')
    .addColumn('restored_by', 'integer')
    .addColumn('restore_batch_id', 'text')
    .execute();
  await db.schema.createIndex('release_takedowns_release_idx').on('release_takedowns').columns(['release_id', 'id']).execute();
}
