import { sql } from 'kysely';
import { withId, type MigrationContext } from './schema-helpers.ts';

/**
 * Revenue (issue 18 item 6): store statements imported by staff, the earnings they carry per
 * release (and track), store, country and sale month in integer paise, the lines that matched no
 * release (kept, never dropped), the artists' bank details and their payout requests.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('revenue_statements'), dialect)
    /** SHA-256 of the file's bytes: the same statement imported twice is found by it. */
    .addColumn('content_sha256', 'text', (c) => c.notNull().unique())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('line_count', 'integer', (c) => c.notNull())
    .addColumn('matched_count', 'integer', (c) => c.notNull())
    .addColumn('unmatched_count', 'integer', (c) => c.notNull())
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('imported_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('revenue_earnings'), dialect)
    .addColumn('statement_id', 'integer', (c) => c.notNull().references('revenue_statements.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('release_id', 'integer', (c) => c.notNull().references('releases.id').onDelete('cascade'))
    /** The track its ISRC matched; null when the line matched the release's UPC. */
    .addColumn('track_id', 'integer')
    .addColumn('store', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    /** YYYY-MM. */
    .addColumn('sale_month', 'text', (c) => c.notNull())
    .addColumn('reporting_month', 'text', (c) => c.notNull())
    /** The statement's currency and its rate to INR, as written in the statement. */
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('rate', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('earnings_paise', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('revenue_earnings_user_idx').on('revenue_earnings').columns(['user_id', 'sale_month']).execute();
  await db.schema.createIndex('revenue_earnings_statement_idx').on('revenue_earnings').columns(['statement_id']).execute();

  await withId(db.schema.createTable('revenue_unmatched_lines'), dialect)
    .addColumn('statement_id', 'integer', (c) => c.notNull().references('revenue_statements.id'))
    .addColumn('line_number', 'integer', (c) => c.notNull())
    .addColumn('reporting_month', 'text', (c) => c.notNull())
    .addColumn('sale_month', 'text', (c) => c.notNull())
    .addColumn('store', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('artist', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('isrc', 'text', (c) => c.notNull())
    .addColumn('upc', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('earnings', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('rate', 'text', (c) => c.notNull())
    .addColumn('earnings_paise', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('revenue_unmatched_statement_idx').on('revenue_unmatched_lines').columns(['statement_id', 'line_number']).execute();

  await db.schema
    .createTable('bank_details')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('ifsc', 'text', (c) => c.notNull())
    /** Kept whole for the transfer; every answer shows only its last four digits. */
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('payout_requests'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    /** requested, paid or rejected. */
    .addColumn('status', 'text', (c) => c.notNull())
    /** The bank account as it was when asked for: later changes do not redirect a request. */
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('ifsc', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payout_requests_user_idx').on('payout_requests').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('payout_requests_status_idx').on('payout_requests').columns(['status', 'id']).execute();
  // One open request per artist, held by the database: two requests at once cannot both pass.
  await sql`CREATE UNIQUE INDEX payout_requests_one_open ON payout_requests (user_id) WHERE status = 'requested'`.execute(db);
}
