import type { ExpressionBuilder, Insertable, Updateable } from 'kysely';
import { compileOnce } from '../../db/compiled-query.ts';
import type { Database } from '../../db/database.ts';
import { OWNER_COLUMNS } from './owner-columns.ts';
import { createCatalogTagsRepository } from './catalog-tags.repository.ts';
import type { AlbumsTable, Tables } from '../../db/tables.ts';
import type { NamedRefRow } from './songs.repository.ts';

export type NewAlbum = Insertable<AlbumsTable>;
export type AlbumPatch = Updateable<AlbumsTable>;

/** The albums table, their ordered tracks, genres and languages. */
export function createAlbumsRepository(db: Database) {
  const tags = createCatalogTagsRepository(db, 'album');
  const albumView = () =>
    db
      .selectFrom('albums')
      .innerJoin('users', 'users.id', 'albums.user_id')
      .leftJoin('media_files as art', 'art.id', 'albums.artwork_file_id')
      .selectAll('albums')
      .select([
        ...OWNER_COLUMNS,
        'art.key as artwork_key',
        (eb) => eb.selectFrom('album_tracks').select((sub) => sub.fn.countAll<number>().as('n')).whereRef('album_tracks.album_id', '=', 'albums.id').as('track_count'),
        (eb) =>
          eb
            .selectFrom('album_tracks')
            .innerJoin('songs', 'songs.id', 'album_tracks.song_id')
            .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('songs.duration_ms'), sub.lit(0)).as('ms'))
            .whereRef('album_tracks.album_id', '=', 'albums.id')
            .as('total_duration_ms'),
      ])
      .where('users.deleted_at', 'is', null);
  // A published album everyone may see at a time: public, or scheduled and released.
  const isVisibleAt = (visibleAt: string) => (eb: ExpressionBuilder<Tables, 'albums'>) =>
    eb.and([eb('albums.is_published', '=', 1), eb.or([eb('albums.is_public', '=', 1), eb.and([eb('albums.is_scheduled', '=', 1), eb('albums.release_date', '<=', visibleAt)])])]);

  // The album page's read (every visit), built once: see compileOnce.
  const albumBySlug = compileOnce(db, 1, (slug: string) => albumView().where('albums.slug', '=', slug));

  return {
    async insertAlbum(values: NewAlbum): Promise<number> {
      return (await db.insertInto('albums').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },
    async updateAlbum(id: number, patch: AlbumPatch): Promise<void> {
      await db.updateTable('albums').set(patch).where('id', '=', id).execute();
    },
    async deleteAlbum(id: number): Promise<void> {
      await db.deleteFrom('albums').where('id', '=', id).execute();
    },
    async findAlbumBySlug(slug: string) {
      return (await albumBySlug(slug))[0];
    },
    /** Albums by id, in no particular order (the library). */
    listAlbumsByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return albumView().where('albums.id', 'in', ids).execute();
    },
    /** An artist's albums, newest first; with `visibleAt` only the published ones everyone may see. */
    listUserAlbums(userId: number, options: { visibleAt?: string; limit: number; offset?: number }) {
      let query = albumView().where('albums.user_id', '=', userId);
      if (options.visibleAt) query = query.where(isVisibleAt(options.visibleAt));
      return query.orderBy('albums.created_at', 'desc').orderBy('albums.id', 'desc').limit(options.limit).offset(options.offset ?? 0).execute();
    },
    async countUserAlbums(userId: number, visibleAt?: string): Promise<number> {
      let query = albumView().clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).where('albums.user_id', '=', userId);
      if (visibleAt) query = query.where(isVisibleAt(visibleAt));
      return Number((await query.executeTakeFirstOrThrow()).n);
    },

    /** The track song ids of an album, in order. */
    async listTrackIds(albumId: number): Promise<number[]> {
      return (await db.selectFrom('album_tracks').select('song_id').where('album_id', '=', albumId).orderBy('position').execute()).map((row) => row.song_id);
    },
    async insertTrack(albumId: number, songId: number, position: number): Promise<void> {
      await db.insertInto('album_tracks').values({ album_id: albumId, song_id: songId, position }).execute();
    },
    /** Sets the order of an album's tracks: positions 1… in the order given. */
    async orderTracks(albumId: number, songIds: number[]): Promise<void> {
      for (const [index, songId] of songIds.entries()) {
        await db.updateTable('album_tracks').set({ position: index + 1 }).where('album_id', '=', albumId).where('song_id', '=', songId).execute();
      }
    },
    async nextTrackPosition(albumId: number): Promise<number> {
      const row = await db.selectFrom('album_tracks').select((eb) => eb.fn.max<number>('position').as('p')).where('album_id', '=', albumId).executeTakeFirst();
      return Number(row?.p ?? 0) + 1;
    },
    /** Gives an album's tracks its privacy (tracks follow their album, spec 2 §4). */
    async setTracksPrivacy(albumId: number, privacy: { is_public: number; is_scheduled: number; release_date: string | null }, now: string): Promise<void> {
      await db
        .updateTable('songs')
        .set({ ...privacy, updated_at: now })
        .where('id', 'in', (eb) => eb.selectFrom('album_tracks').select('song_id').where('album_id', '=', albumId))
        .execute();
    },

    /** One album's genres and languages, in one round trip. */
    listTagsOf: (albumId: number) => tags.listAllOf(albumId),
    listGenres: (ids: number[]): Promise<NamedRefRow[]> => tags.list('genres', ids),
    listLanguages: (ids: number[]): Promise<NamedRefRow[]> => tags.list('languages', ids),
    replaceGenres: (albumId: number, ids: number[]): Promise<void> => tags.replace('genres', albumId, ids),
    replaceLanguages: (albumId: number, ids: number[]): Promise<void> => tags.replace('languages', albumId, ids),
    async listTakenSlugs(slugs: string[]): Promise<string[]> {
      if (slugs.length === 0) return [];
      return (await db.selectFrom('albums').select('slug').where('slug', 'in', slugs).execute()).map((row) => row.slug);
    },
    /** Scheduled, published albums whose time has come become public, with their tracks. */
    async releaseDueAlbums(now: string): Promise<number> {
      const due = await db.selectFrom('albums').select('id').where('is_scheduled', '=', 1).where('is_published', '=', 1).where('release_date', '<=', now).execute();
      for (const { id } of due) {
        await db.updateTable('albums').set({ is_public: 1, is_scheduled: 0, updated_at: now }).where('id', '=', id).execute();
      }
      return due.length;
    },
  };
}
export type AlbumsRepository = ReturnType<typeof createAlbumsRepository>;
export type AlbumView = NonNullable<Awaited<ReturnType<AlbumsRepository['findAlbumBySlug']>>>;
