import { sql } from 'kysely';
import { withId, type MigrationContext } from './schema-helpers.ts';

/** The types of search documents, each with its own full-text index on SQLite (fixed here: a migration never changes). */
const SEARCH_INDEX_TYPES = ['artist', 'album', 'music', 'video', 'playlist'] as const;

/**
 * Discovery (issue 6): the search index, and what the e-Press Kit adds to an account (band
 * members, artist preferences, the tech rider, press photos), plus indexes the listings read by.
 *
 * The search index is one table of documents, one per findable item (artist, album, music,
 * video, playlist), with the text already normalised in code (lower case, Latin accents
 * removed: rules/search-text.ts), so both engines index the same words without extensions:
 * - SQLite: one FTS5 table per type over the documents (search_fts_music …; external content,
 *   kept by triggers), tokenizer `unicode61 remove_diacritics 2`, prefix indexes for 2, 3 and 4
 *   characters;
 * - PostgreSQL: a stored tsvector column ('simple' configuration: no stemming, the words as
 *   they are) with title words weighted A and the rest B, and a GIN index.
 * `visible_from` is when everyone may see the item: '' for public items, the release date of a
 * scheduled release; private items have no document. The documents are filled by the search
 * module (a full rebuild at start when `search_meta` says the index is not current).
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await withId(db.schema.createTable('search_documents'), dialect)
    /** 'artist', 'album', 'music', 'video' or 'playlist'. */
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    /** The account it belongs to (an artist: itself), to hide a deleted account's items at once. */
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // What a hit shows, kept with the document so a search is one query.
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text', (c) => c.notNull())
    .addColumn('artist_slug', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    // What is matched: the title (names) and the rest (artist, genres, tags, description).
    .addColumn('title_norm', 'text', (c) => c.notNull())
    .addColumn('body_norm', 'text', (c) => c.notNull())
    .addColumn('visible_from', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('search_documents_item_key', ['item_type', 'item_id'])
    .execute();
  await db.schema.createIndex('search_documents_owner_idx').on('search_documents').column('owner_id').execute();
  // Titles starting with the whole text (an exact title first, whatever else matches).
  if (dialect === 'postgres') await sql`create index search_documents_title_idx on search_documents (item_type, title_norm text_pattern_ops)`.execute(db);
  else await db.schema.createIndex('search_documents_title_idx').on('search_documents').columns(['item_type', 'title_norm']).execute();

  if (dialect === 'postgres') {
    await sql`alter table search_documents add column search_vector tsvector generated always as (setweight(to_tsvector('simple', title_norm), 'A') || setweight(to_tsvector('simple', body_norm), 'B')) stored`.execute(db);
    await sql`create index search_documents_vector_idx on search_documents using gin (search_vector)`.execute(db);
  } else {
    // One index per type, so a type's matches are read straight from its own index, never
    // intersected with a list of every document of that type.
    for (const type of SEARCH_INDEX_TYPES) {
      const table = sql.table(`search_fts_${type}`);
      await sql`create virtual table ${table} using fts5(title_norm, body_norm, content='search_documents', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3 4')`.execute(db);
      await sql`create trigger ${sql.raw(`search_${type}_ai`)} after insert on search_documents when new.item_type = ${sql.lit(type)} begin
        insert into ${table}(rowid, title_norm, body_norm) values (new.id, new.title_norm, new.body_norm);
      end`.execute(db);
      await sql`create trigger ${sql.raw(`search_${type}_ad`)} after delete on search_documents when old.item_type = ${sql.lit(type)} begin
        insert into ${table}(${table}, rowid, title_norm, body_norm) values ('delete', old.id, old.title_norm, old.body_norm);
      end`.execute(db);
      // A document never changes type (item_type is part of its key): out with the old words, in with the new.
      await sql`create trigger ${sql.raw(`search_${type}_au`)} after update on search_documents when new.item_type = ${sql.lit(type)} begin
        insert into ${table}(${table}, rowid, title_norm, body_norm) values ('delete', old.id, old.title_norm, old.body_norm);
        insert into ${table}(rowid, title_norm, body_norm) values (new.id, new.title_norm, new.body_norm);
      end`.execute(db);
    }
  }

  // Which version of the documents' format the index holds; absent or older → rebuilt at start.
  await db.schema
    .createTable('search_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  // A band's members with their roles, in order (spec 2 §3 'Band member list with roles').
  await withId(db.schema.createTable('band_members'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull().references('band_roles.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('band_members_user_idx').on('band_members').columns(['user_id', 'position']).execute();

  // What an artist is open to (READING 'Artist preferences'): the directory's purpose filter.
  await db.schema
    .createTable('artist_preferences')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('preference', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('artist_preferences_pk', ['user_id', 'preference'])
    .execute();
  await db.schema.createIndex('artist_preferences_preference_idx').on('artist_preferences').column('preference').execute();

  // One tech rider per account: a PDF in the media store.
  await db.schema
    .createTable('tech_riders')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('press_photos'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** The public name of the photo (random hex), never the row id. */
    .addColumn('photo_id', 'text', (c) => c.notNull().unique())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('press_photos_user_idx').on('press_photos').columns(['user_id', 'created_at']).execute();

  // The listings read public items newest first.
  await db.schema.createIndex('songs_listing_idx').on('songs').columns(['is_public', 'created_at']).execute();
  await db.schema.createIndex('albums_listing_idx').on('albums').columns(['is_published', 'is_public', 'created_at']).execute();
  await db.schema.createIndex('videos_listing_idx').on('videos').columns(['is_public', 'created_at']).execute();
}
