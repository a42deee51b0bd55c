import type { Insertable, Updateable } from 'kysely';
import { compileOnce } from '../../db/compiled-query.ts';
import { followersCountSql } from '../../db/followers-sql.ts';
import type { Database } from '../../db/database.ts';
import { OWNER_COLUMNS } from './owner-columns.ts';
import { createCatalogTagsRepository, type NamedRefRow } from './catalog-tags.repository.ts';
import type { SongsTable } from '../../db/tables.ts';

export type NewSong = Insertable<SongsTable>;
export type SongPatch = Updateable<SongsTable>;
export type { NamedRefRow };

/** The songs table with what a reply needs: owner, album, artwork and audio keys. */
export function createSongsRepository(db: Database) {
  const tags = createCatalogTagsRepository(db, 'song');
  const songView = () =>
    db
      .selectFrom('songs')
      .innerJoin('users', 'users.id', 'songs.user_id')
      .leftJoin('album_tracks', 'album_tracks.song_id', 'songs.id')
      .leftJoin('albums', 'albums.id', 'album_tracks.album_id')
      .leftJoin('media_files as art', 'art.id', 'songs.artwork_file_id')
      .leftJoin('media_files as album_art', 'album_art.id', 'albums.artwork_file_id')
      .leftJoin('media_files as original', 'original.id', 'songs.original_file_id')
      .leftJoin('media_files as mp3', 'mp3.id', 'songs.mp3_file_id')
      .leftJoin('media_files as m4a', 'm4a.id', 'songs.m4a_file_id')
      .leftJoin('moods', 'moods.id', 'songs.mood_id')
      .selectAll('songs')
      .select([
        ...OWNER_COLUMNS,
        'albums.id as album_id',
        'albums.slug as album_slug',
        'albums.title as album_title',
        'albums.is_downloadable as album_is_downloadable',
        'albums.various_art as album_various_art',
        'albums.has_agreement as album_has_agreement',
        'album_tracks.position as track_position',
        'art.key as artwork_key',
        'album_art.key as album_artwork_key',
        'original.key as original_key',
        'original.format as original_format',
        'original.size as original_size',
        'mp3.key as mp3_key',
        'm4a.key as m4a_key',
        'moods.name as mood_name',
      ])
      // A deleted account's catalogue is gone with it (docs/decisions.md 'Accounts').
      .where('users.deleted_at', 'is', null);

  // The song page's reads (every visit), built once: see compileOnce.
  // The slug is looked up in its own subquery (a covering index): with the view's joins around
  // it, SQLite took 5 times as long seeking the row through the slug index (1,000,000 songs: ~30
  // against ~150 µs a statement; docs/decisions.md).
  const idBySlug = (slug: string) => db.selectFrom('songs as by_slug').select('by_slug.id').where('by_slug.slug', '=', slug);
  const songBySlug = compileOnce(db, 1, (slug: string) => songView().where('songs.id', '=', idBySlug(slug)));
  // The song page in one statement: the song, its artist's followers and its genres and languages
  // as columns (three statements before, two of them side by side: on PostgreSQL three round trips
  // and pool checkouts per visit; docs/decisions.md "Per-request cost of the API").
  const songPageBySlug = compileOnce(db, 1, (slug: string) =>
    songView()
      .select([followersCountSql('songs.user_id').as('owner_followers'), tags.allOfColumn('songs.id').as('tags_json')])
      .where('songs.id', '=', idBySlug(slug)),
  );
  const songById = compileOnce(db, 1, (id: number) => songView().where('songs.id', '=', id));
  const songsOfAlbum = compileOnce(db, 1, (albumId: number) => songView().where('albums.id', '=', albumId).orderBy('album_tracks.position'));

  return {
    async insertSong(values: NewSong): Promise<number> {
      return (await db.insertInto('songs').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },
    async updateSong(id: number, patch: SongPatch): Promise<void> {
      await db.updateTable('songs').set(patch).where('id', '=', id).execute();
    },
    async deleteSongs(ids: number[]): Promise<void> {
      if (ids.length) await db.deleteFrom('songs').where('id', 'in', ids).execute();
    },
    async findSongBySlug(slug: string) {
      return (await songBySlug(slug))[0];
    },
    /** The song page's song, with its artist's followers (live accounts) and its tags; undefined when there is no such song. */
    async findSongPageBySlug(slug: string) {
      const row = (await songPageBySlug(slug))[0];
      if (!row) return undefined;
      const { owner_followers, tags_json, ...song } = row;
      return { song, followers: Number(owner_followers), tags: tags.readJsonColumn(tags_json) };
    },
    async findSongById(id: number) {
      return (await songById(id))[0];
    },
    /** Songs by slug, in no particular order (the queue). */
    listSongsBySlugs(slugs: string[]) {
      if (slugs.length === 0) return Promise.resolve([]);
      return songView().where('songs.slug', 'in', slugs).execute();
    },
    /** Songs by id, in no particular order (playlists, the library, the queue). */
    listSongsByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return songView().where('songs.id', 'in', ids).execute();
    },
    /** Songs of albums, in track order. */
    listAlbumSongs(albumIds: number[]) {
      if (albumIds.length === 0) return Promise.resolve([]);
      if (albumIds.length === 1) return songsOfAlbum(albumIds[0]);
      return songView().where('albums.id', 'in', albumIds).orderBy('album_tracks.position').execute();
    },
    /**
     * An artist's songs that are not album tracks, newest first; with `visibleAt` only those
     * everyone may see at that time (public, or scheduled and released).
     */
    async listStandaloneSongs(userId: number, options: { visibleAt?: string; limit: number; offset?: number }) {
      let query = songView().where('songs.user_id', '=', userId).where('album_tracks.album_id', 'is', null);
      const visibleAt = options.visibleAt;
      if (visibleAt) query = query.where((eb) => eb.or([eb('songs.is_public', '=', 1), eb.and([eb('songs.is_scheduled', '=', 1), eb('songs.release_date', '<=', visibleAt)])]));
      return query.orderBy('songs.created_at', 'desc').orderBy('songs.id', 'desc').limit(options.limit).offset(options.offset ?? 0).execute();
    },
    async countStandaloneSongs(userId: number, visibleAt?: string): Promise<number> {
      let query = db.selectFrom('songs').leftJoin('album_tracks', 'album_tracks.song_id', 'songs.id').select((eb) => eb.fn.countAll<number>().as('n')).where('songs.user_id', '=', userId).where('album_tracks.album_id', 'is', null);
      if (visibleAt) query = query.where((eb) => eb.or([eb('songs.is_public', '=', 1), eb.and([eb('songs.is_scheduled', '=', 1), eb('songs.release_date', '<=', visibleAt)])]));
      return Number((await query.executeTakeFirstOrThrow()).n);
    },
    /** Every song of an artist (album tracks too), newest first, at most `limit`. */
    listUserSongs(userId: number, limit: number) {
      return songView().where('songs.user_id', '=', userId).orderBy('songs.created_at', 'desc').orderBy('songs.id', 'desc').limit(limit).execute();
    },
    async countUserSongs(userId: number): Promise<number> {
      return Number((await db.selectFrom('songs').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);
    },

    /** One song's genres and languages, in one round trip. */
    listTagsOf: (songId: number) => tags.listAllOf(songId),
    listGenres: (ids: number[]): Promise<NamedRefRow[]> => tags.list('genres', ids),
    listLanguages: (ids: number[]): Promise<NamedRefRow[]> => tags.list('languages', ids),
    replaceGenres: (songId: number, ids: number[]): Promise<void> => tags.replace('genres', songId, ids),
    replaceLanguages: (songId: number, ids: number[]): Promise<void> => tags.replace('languages', songId, ids),

    /** Which of these slugs a song already has. */
    async listTakenSlugs(slugs: string[]): Promise<string[]> {
      if (slugs.length === 0) return [];
      return (await db.selectFrom('songs').select('slug').where('slug', 'in', slugs).execute()).map((row) => row.slug);
    },

    /** Scheduled songs whose time has come become public (the sweep; reads do not wait for it). */
    async releaseDueSongs(now: string): Promise<number> {
      const result = await db.updateTable('songs').set({ is_public: 1, is_scheduled: 0, updated_at: now }).where('is_scheduled', '=', 1).where('release_date', '<=', now).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    /** Sets the renditions of a song and marks it ready. */
    async setRenditions(songId: number, mp3FileId: number, m4aFileId: number, now: string): Promise<void> {
      await db.updateTable('songs').set({ mp3_file_id: mp3FileId, m4a_file_id: m4aFileId, media_status: 'ready', updated_at: now }).where('id', '=', songId).execute();
    },
    async insertDownload(values: { userId: number | null; songId: number | null; albumId: number | null; ip: string; now: string }): Promise<void> {
      await db.insertInto('downloads').values({ user_id: values.userId, song_id: values.songId, album_id: values.albumId, ip: values.ip, created_at: values.now }).execute();
    },
  };
}
export type SongsRepository = ReturnType<typeof createSongsRepository>;
export type SongView = NonNullable<Awaited<ReturnType<SongsRepository['findSongBySlug']>>>;
