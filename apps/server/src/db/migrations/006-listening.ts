import { sql } from 'kysely';
import { CLAP_MAX } from '@indiwave/domain/constants';
import { flag, withId, type MigrationContext } from './schema-helpers.ts';

/**
 * Listening (issue 5): follows, claps, playlists with their ordered tracks, the play log and
 * each person's server-side queue. Claps and plays name their item by type and id (song,
 * album, playlist, video); ids are never reused on either engine, so a deleted item's rows
 * can match nothing new and lists join them away.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  // One row per pair: following twice is one follow.
  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followed_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'followed_id'])
    .addCheckConstraint('follows_not_self', sql`follower_id <> followed_id`)
    .execute();
  await db.schema.createIndex('follows_followed_idx').on('follows').columns(['followed_id', 'created_at']).execute();

  // A person's claps on one item: 0 to CLAP_MAX, enforced by the database as well as the service.
  await db.schema
    .createTable('claps')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** 'song', 'album', 'playlist' or 'video'. */
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('claps_pk', ['user_id', 'item_type', 'item_id'])
    .addCheckConstraint('claps_count_range', sql.raw(`amount >= 0 and amount <= ${CLAP_MAX}`))
    .execute();
  await db.schema.createIndex('claps_item_idx').on('claps').columns(['item_type', 'item_id']).execute();
  await db.schema.createIndex('claps_library_idx').on('claps').columns(['user_id', 'item_type', 'created_at']).execute();

  await withId(db.schema.createTable('playlists'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_public', 'integer', flag(1))
    /** An uploaded cover; null for the default (the first track's artwork). */
    .addColumn('artwork_file_id', 'integer', (c) => c.references('media_files.id').onDelete('set null'))
    .addColumn('play_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clap_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('playlists_user_idx').on('playlists').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('playlists_listing_idx').on('playlists').columns(['is_public', 'created_at']).execute();

  // A song is in a playlist at most once; position orders the tracks (gaps allowed).
  await db.schema
    .createTable('playlist_tracks')
    .addColumn('playlist_id', 'integer', (c) => c.notNull().references('playlists.id').onDelete('cascade'))
    .addColumn('song_id', 'integer', (c) => c.notNull().references('songs.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('playlist_tracks_pk', ['playlist_id', 'song_id'])
    .execute();
  await db.schema.createIndex('playlist_tracks_order_idx').on('playlist_tracks').columns(['playlist_id', 'position']).execute();
  await db.schema.createIndex('playlist_tracks_song_idx').on('playlist_tracks').column('song_id').execute();

  // Every play (and video close) as logged; anonymous plays have no user.
  await withId(db.schema.createTable('plays'), dialect)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    /** 'play' or 'video_close'. */
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('plays_item_idx').on('plays').columns(['item_type', 'item_id', 'created_at']).execute();

  // The server copy of a person's queue: the last QUEUE_KEEP songs in order.
  await db.schema
    .createTable('queue_items')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('song_id', 'integer', (c) => c.notNull().references('songs.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('queue_items_pk', ['user_id', 'position'])
    .execute();
}
