import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** A song or an album as the shop needs it: price, seller, privacy and its artwork. */
export type SaleItemRow = {
  item_type: 'song' | 'album';
  id: number;
  slug: string;
  sku: string;
  title: string;
  price_paise: number;
  /** Albums: sold as a download; songs are always digital. */
  is_digital: number;
  /** Albums: published; songs: their album's, or 1 for a single. */
  is_published: number;
  is_public: number;
  is_scheduled: number;
  release_date: string | null;
  user_id: number;
  owner_first_name: string;
  owner_last_name: string;
  owner_band_name: string | null;
  artwork_key: string | null;
};

/** The audio of a purchased song or album's tracks. */
export type SaleFileRow = { song_id: number; slug: string; title: string; position: number; mp3_key: string | null; original_key: string | null; original_format: string | null };

/** The catalogue's reads for the shop (issue 17): items by SKU or id, and the files a purchase unlocks. */
export function createCatalogSalesRepository(db: Database) {
  const songs = () =>
    db
      .selectFrom('songs')
      .innerJoin('users', 'users.id', 'songs.user_id')
      .leftJoin('album_tracks', 'album_tracks.song_id', 'songs.id')
      .leftJoin('albums', 'albums.id', 'album_tracks.album_id')
      .leftJoin('media_files as art', 'art.id', 'songs.artwork_file_id')
      .leftJoin('media_files as album_art', 'album_art.id', 'albums.artwork_file_id')
      .select((eb) => [
        eb.val('song').as('item_type'),
        'songs.id',
        'songs.slug',
        'songs.sku',
        'songs.title',
        'songs.price_paise',
        // A literal, not a parameter: PostgreSQL answers an untyped parameter as text.
        sql<number>`1`.as('is_digital'),
        eb.fn.coalesce('albums.is_published', eb.val(1)).as('is_published'),
        'songs.is_public',
        'songs.is_scheduled',
        'songs.release_date',
        'songs.user_id',
        'users.first_name as owner_first_name',
        'users.last_name as owner_last_name',
        'users.band_name as owner_band_name',
        eb.fn.coalesce('art.key', 'album_art.key').as('artwork_key'),
      ])
      .where('users.deleted_at', 'is', null);
  const albums = () =>
    db
      .selectFrom('albums')
      .innerJoin('users', 'users.id', 'albums.user_id')
      .leftJoin('media_files as art', 'art.id', 'albums.artwork_file_id')
      .select((eb) => [
        eb.val('album').as('item_type'),
        'albums.id',
        'albums.slug',
        'albums.sku',
        'albums.title',
        'albums.price_paise',
        'albums.is_digital',
        'albums.is_published',
        'albums.is_public',
        'albums.is_scheduled',
        'albums.release_date',
        'albums.user_id',
        'users.first_name as owner_first_name',
        'users.last_name as owner_last_name',
        'users.band_name as owner_band_name',
        'art.key as artwork_key',
      ])
      .where('users.deleted_at', 'is', null);

  return {
    /** Songs and albums by SKU (a deleted account's are gone). */
    async listBySkus(skus: string[]): Promise<SaleItemRow[]> {
      if (!skus.length) return [];
      const [songRows, albumRows] = await Promise.all([songs().where('songs.sku', 'in', skus).execute(), albums().where('albums.sku', 'in', skus).execute()]);
      return [...songRows, ...albumRows] as SaleItemRow[];
    },

    /** Songs and albums by id. */
    async listByIds(refs: { type: 'song' | 'album'; id: number }[]): Promise<SaleItemRow[]> {
      const songIds = refs.filter((ref) => ref.type === 'song').map((ref) => ref.id);
      const albumIds = refs.filter((ref) => ref.type === 'album').map((ref) => ref.id);
      const [songRows, albumRows] = await Promise.all([
        songIds.length ? songs().where('songs.id', 'in', songIds).execute() : [],
        albumIds.length ? albums().where('albums.id', 'in', albumIds).execute() : [],
      ]);
      return [...songRows, ...albumRows] as SaleItemRow[];
    },

    /** The audio files of a song, or of an album's tracks in order. */
    listFiles(type: 'song' | 'album', id: number): Promise<SaleFileRow[]> {
      let query = db
        .selectFrom('songs')
        .leftJoin('album_tracks', 'album_tracks.song_id', 'songs.id')
        .leftJoin('media_files as original', 'original.id', 'songs.original_file_id')
        .leftJoin('media_files as mp3', 'mp3.id', 'songs.mp3_file_id')
        .select((eb) => ['songs.id as song_id', 'songs.slug', 'songs.title', eb.fn.coalesce('album_tracks.position', eb.val(1)).as('position'), 'mp3.key as mp3_key', 'original.key as original_key', 'original.format as original_format']);
      query = type === 'song' ? query.where('songs.id', '=', id) : query.where('album_tracks.album_id', '=', id).orderBy('album_tracks.position');
      return query.execute();
    },
  };
}
