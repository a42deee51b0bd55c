import { sql } from 'kysely';
import type { MigrationContext } from './schema-helpers.ts';

/**
 * Search and listing speed on a large catalogue (issue 6 item 9, bench/search-http.bench.ts):
 * - the search documents not visible yet (scheduled releases) are found from their own index,
 *   so a search's total is counted from the full-text index alone, never row by row;
 * - the songs listings' 'fresh' order (release date, else upload) is an index, so a page of 20
 *   reads about 20 rows instead of sorting every song;
 * - PostgreSQL reads a type's newest documents by (item_type, id);
 * - the deleted accounts are an index of their own (a few rows), which listings leave out.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await db.schema.createIndex('search_documents_visible_idx').on('search_documents').columns(['item_type', 'visible_from']).execute();
  // PostgreSQL's one full-text index holds every type: a type's newest matches of common words
  // are read from this index, newest first, stopping at the window (SQLite has an index per type).
  if (dialect === 'postgres') await db.schema.createIndex('search_documents_type_id_idx').on('search_documents').columns(['item_type', 'id']).execute();
  await sql`create index songs_released_idx on songs ((coalesce(release_date, created_at)), id)`.execute(db);
  await sql`create index users_deleted_idx on users (id) where deleted_at is not null`.execute(db);
}
