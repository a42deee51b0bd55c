import { flag, withId, type MigrationContext } from './schema-helpers.ts';

/**
 * Accounts (issue 3): session keys, one-time codes and links, social identities, profile
 * links, screen guides, deleted accounts, the SMS outbox and the rate-limit buckets.
 * Secrets (session keys, codes, link tokens) are stored only as hashes.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  await db.schema.alterTable('users').addColumn('needs_update_form', 'integer', flag(0)).execute();
  await db.schema.alterTable('users').addColumn('is_authorized_for_tv', 'integer', flag(0)).execute();
  await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('delete_reason', 'text').execute();

  await withId(db.schema.createTable('auth_tokens'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of the random 256-bit key: a stolen table holds no usable key.
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('web'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('auth_tokens_user_idx').on('auth_tokens').column('user_id').execute();

  await withId(db.schema.createTable('verification_codes'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** 'email' or 'mobile'. */
    .addColumn('purpose', 'text', (c) => c.notNull())
    /** The e-mail address or the 10-digit mobile the code went to. */
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text')
    .addColumn('is_whatsapp', 'integer', flag(0))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('verification_codes_user_idx').on('verification_codes').columns(['user_id', 'purpose', 'id']).execute();

  await withId(db.schema.createTable('one_time_links'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** 'reset' (password) or 'activate' (e-mail). */
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    /** The e-mail the link was mailed to: a link dies when the e-mail changes. */
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('one_time_links_user_idx').on('one_time_links').columns(['user_id', 'purpose']).execute();

  await withId(db.schema.createTable('social_accounts'), dialect)
    /** 'GOOGLE' or 'FACEBOOK'. */
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_user_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('social_accounts_identity_key').on('social_accounts').columns(['provider', 'provider_user_id']).unique().execute();
  await db.schema.createIndex('social_accounts_user_idx').on('social_accounts').column('user_id').execute();

  await db.schema
    .createTable('user_social_links')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('instagram', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('facebook', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('twitter', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('youtube', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_screen_guides')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('is_dashboard_read', 'integer', flag(0))
    .addColumn('is_claps_read', 'integer', flag(0))
    .addColumn('is_schedule_read', 'integer', flag(0))
    .execute();

  // Fixed-window counters shared by every instance (no Redis needed for the account limits).
  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_idx').on('rate_limits').column('reset_at').execute();

  await withId(db.schema.createTable('sms_outbox'), dialect)
    .addColumn('to_number', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    /** 'kept' (outbox only), 'sent' (delivered to the provider) or 'failed'. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
