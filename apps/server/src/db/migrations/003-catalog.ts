import type { Kysely } from 'kysely';
import { flag, withId, type MigrationContext } from './schema-helpers.ts';

/** A join table of an entity and a reference list (song_genres, album_languages …), both sides cascading. */
async function createJoinTable(db: Kysely<unknown>, name: string, owner: [string, string], reference: [string, string]): Promise<void> {
  await db.schema
    .createTable(name)
    .addColumn(owner[0], 'integer', (c) => c.notNull().references(`${owner[1]}.id`).onDelete('cascade'))
    .addColumn(reference[0], 'integer', (c) => c.notNull().references(`${reference[1]}.id`).onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint(`${name}_pk`, [owner[0], reference[0]] as never)
    .execute();
}

/**
 * The catalogue (issue 4): stored media files, songs, albums with ordered tracks, YouTube
 * videos, their genres and languages, free-download records and the durable job queue.
 * Slugs are unique per entity (URLs carry slugs, never ids); money is integer paise; times
 * are ISO-8601 UTC text and flags 0/1, as everywhere.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  // Every object in the media store, by key. A pending upload has `pending_token` and no
  // `attached_at`; renditions and artwork rows are attached when made.
  await withId(db.schema.createTable('media_files'), dialect)
    .addColumn('key', 'text', (c) => c.notNull().unique())
    /** 'original', 'mp3', 'm4a' or 'artwork' (key is then the prefix of its sizes). */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** The song whose audio this is (originals and renditions), for the media route's privacy check. */
    .addColumn('song_id', 'integer')
    .addColumn('content_type', 'text', (c) => c.notNull())
    /** By content: mp3, wav, flac, jpeg. */
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('duration_ms', 'integer')
    .addColumn('original_name', 'text', (c) => c.notNull().defaultTo(''))
    /** The id a pending upload was answered with; null once used. */
    .addColumn('pending_token', 'text', (c) => c.unique())
    .addColumn('attached_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_files_song_idx').on('media_files').column('song_id').execute();
  await db.schema.createIndex('media_files_pending_idx').on('media_files').columns(['attached_at', 'created_at']).execute();

  await withId(db.schema.createTable('songs'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lyrics', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mood_id', 'integer', (c) => c.references('moods.id').onDelete('set null'))
    // Credits (spec 2 §3 Song upload).
    .addColumn('composer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lyricist', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('featured_artists', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('primary_artist', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('producer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('arranger', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remixer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('production_year', 'integer')
    .addColumn('record_label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('other_release_date', 'text')
    // Privacy (spec 2 §4): private when neither public nor scheduled.
    .addColumn('is_public', 'integer', flag(0))
    .addColumn('is_scheduled', 'integer', flag(0))
    .addColumn('release_date', 'text')
    .addColumn('is_downloadable', 'integer', flag(0))
    .addColumn('buylink', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('for_opp', 'integer', flag(0))
    .addColumn('presave', 'integer', flag(0))
    .addColumn('various_art', 'integer', flag(0))
    .addColumn('has_agreement', 'integer', flag(0))
    // Media: the kept original, its renditions and artwork (media_files ids; integrity kept in code,
    // as the files are deleted from the store after the rows).
    .addColumn('original_file_id', 'integer', (c) => c.notNull())
    .addColumn('mp3_file_id', 'integer')
    .addColumn('m4a_file_id', 'integer')
    .addColumn('artwork_file_id', 'integer')
    /** 'processing' until the renditions exist, then 'ready'; 'failed' after the last try. */
    .addColumn('media_status', 'text', (c) => c.notNull().defaultTo('processing'))
    // Counters the play and clap modules will keep (0 until then).
    .addColumn('play_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clap_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('songs_user_idx').on('songs').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('songs_scheduled_idx').on('songs').columns(['is_scheduled', 'release_date']).execute();
  await createJoinTable(db, 'song_genres', ['song_id', 'songs'], ['genre_id', 'genres']);
  await createJoinTable(db, 'song_languages', ['song_id', 'songs'], ['language_id', 'languages']);

  await withId(db.schema.createTable('albums'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('record_label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'text', (c) => c.notNull().defaultTo(''))
    // The privacy chosen; it applies once the album is published (a draft is private).
    .addColumn('is_public', 'integer', flag(0))
    .addColumn('is_scheduled', 'integer', flag(0))
    .addColumn('release_date', 'text')
    .addColumn('is_published', 'integer', flag(0))
    .addColumn('published_at', 'text')
    .addColumn('is_downloadable', 'integer', flag(0))
    .addColumn('buylink', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_digital', 'integer', flag(0))
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('artwork_file_id', 'integer')
    .addColumn('various_art', 'integer', flag(0))
    .addColumn('has_agreement', 'integer', flag(0))
    .addColumn('play_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clap_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('albums_user_idx').on('albums').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('albums_scheduled_idx').on('albums').columns(['is_scheduled', 'release_date']).execute();
  await createJoinTable(db, 'album_genres', ['album_id', 'albums'], ['genre_id', 'genres']);
  await createJoinTable(db, 'album_languages', ['album_id', 'albums'], ['language_id', 'languages']);

  // A song is a track of at most one album, at one place in it.
  await db.schema
    .createTable('album_tracks')
    .addColumn('album_id', 'integer', (c) => c.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('song_id', 'integer', (c) => c.notNull().references('songs.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('album_tracks_pk', ['album_id', 'song_id'])
    .execute();
  await db.schema.createIndex('album_tracks_song_key').on('album_tracks').column('song_id').unique().execute();
  await db.schema.createIndex('album_tracks_order_idx').on('album_tracks').columns(['album_id', 'position']).execute();

  await withId(db.schema.createTable('videos'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('youtube_video_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('mood_id', 'integer', (c) => c.references('moods.id').onDelete('set null'))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_public', 'integer', flag(1))
    .addColumn('is_submit_tv', 'integer', flag(0))
    .addColumn('video_released', 'integer', flag(0))
    .addColumn('cbfc_certificate', 'integer', flag(0))
    .addColumn('track_embedded', 'integer', flag(0))
    .addColumn('track_released', 'integer', flag(0))
    .addColumn('is_submit_website', 'integer', flag(0))
    .addColumn('usermessage', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('song_id', 'integer', (c) => c.references('songs.id').onDelete('set null'))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clap_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('videos_user_idx').on('videos').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('videos_song_idx').on('videos').column('song_id').execute();
  await createJoinTable(db, 'video_genres', ['video_id', 'videos'], ['genre_id', 'genres']);
  await createJoinTable(db, 'video_languages', ['video_id', 'videos'], ['language_id', 'languages']);

  // Free-download records (spec 2 §7): who (a user or an address) took which song or album.
  await withId(db.schema.createTable('downloads'), dialect)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('song_id', 'integer', (c) => c.references('songs.id').onDelete('cascade'))
    .addColumn('album_id', 'integer', (c) => c.references('albums.id').onDelete('cascade'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('downloads_song_idx').on('downloads').column('song_id').execute();
  await db.schema.createIndex('downloads_album_idx').on('downloads').column('album_id').execute();

  // Durable background jobs (renditions, sweeps): claimed with a lease that the worker renews,
  // so a job whose process died is taken again once its lease runs out, after a restart too.
  await withId(db.schema.createTable('jobs'), dialect)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    /** 'queued', 'running', 'done' or 'failed'. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['status', 'run_at']).execute();
}
