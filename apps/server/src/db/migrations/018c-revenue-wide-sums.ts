import { sql } from 'kysely';
import type { MigrationContext } from './schema-helpers.ts';

/**
 * Paise outgrow PostgreSQL's 32-bit integer at Rs 2.1 crore: a distributor's statement (or one
 * store's month of a hit) passes that, and the import would be refused. SQLite's integers are
 * 64-bit already; PostgreSQL's columns widen to bigint (read back as numbers, db/database.ts).
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`ALTER TABLE revenue_statements ALTER COLUMN total_paise TYPE bigint, ALTER COLUMN units TYPE bigint`.execute(db);
  await sql`ALTER TABLE revenue_earnings ALTER COLUMN earnings_paise TYPE bigint, ALTER COLUMN units TYPE bigint`.execute(db);
  await sql`ALTER TABLE revenue_unmatched_lines ALTER COLUMN earnings_paise TYPE bigint`.execute(db);
  await sql`ALTER TABLE payout_requests ALTER COLUMN amount_paise TYPE bigint`.execute(db);
}
