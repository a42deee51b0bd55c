import { sql } from 'kysely';
import type { MigrationContext } from './schema-helpers.ts';

/**
 * Issue 14 (docs/security.md):
 * - `idempotency_keys`: the answer to a creating call sent with an `Idempotency-Key`, kept 24 h
 *   per caller and key, so a retry gets the first answer instead of a second write.
 * - Honest play counts: a play is logged when playback starts (`plays`, as before) but counts
 *   only when the player confirms real listening time (`plays.counted_at`), at most once per
 *   listener (`plays.listener_key`: the user, or a keyed hash of address and device) and item
 *   within a window (`play_listens`). Plays logged before this migration counted when logged.
 */
export async function up({ db }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    // 'u:<user id>' for a signed-in caller, 'a:<hash of address and device>' for a visitor.
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('idem_key', 'text', (c) => c.notNull())
    // SHA-256 of method, route, path, query and body: the same key with another request is refused.
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    // 'pending' while the first request runs, 'done' once its answer is kept.
    .addColumn('state', 'text', (c) => c.notNull())
    // A pending row whose request died (a killed process) may be taken over after this.
    .addColumn('locked_until', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('content_type', 'text')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['owner', 'idem_key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_expires_idx').on('idempotency_keys').column('expires_at').execute();

  await db.schema.alterTable('plays').addColumn('listener_key', 'text').execute();
  await db.schema.alterTable('plays').addColumn('counted_at', 'text').execute();
  await sql`update plays set counted_at = created_at where event = 'play'`.execute(db);

  await db.schema
    .createTable('play_listens')
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('listener_key', 'text', (c) => c.notNull())
    // Until then another play of this item by this listener does not count.
    .addColumn('counted_until', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('play_listens_pk', ['item_type', 'item_id', 'listener_key'])
    .execute();
  await db.schema.createIndex('play_listens_until_idx').on('play_listens').column('counted_until').execute();
}
