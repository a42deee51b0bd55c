import { sql, type SqlBool, type Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import { OWNER_COLUMNS } from '../catalog/owner-columns.ts';
import type { PlaylistsTable } from '../../db/tables.ts';

export type PlaylistPatch = Updateable<PlaylistsTable>;
/** A playlist's track: the song and its place. */
export type PlaylistTrackRow = { playlist_id: number; song_id: number; position: number; added_at: string };

/**
 * A song everyone may hear at `now` (public, or scheduled and released) whose owner still has
 * an account: what makes a playlist worth listing.
 */
function hasPlayableTrack(now: string) {
  return sql<SqlBool>`exists (select 1 from playlist_tracks pt join songs s on s.id = pt.song_id join users su on su.id = s.user_id where pt.playlist_id = playlists.id and su.deleted_at is null and (s.is_public = 1 or (s.is_scheduled = 1 and s.release_date <= ${now})))`;
}

/** Playlists and their ordered tracks. A deleted account's playlists are gone with it. */
export function createPlaylistsRepository(db: Database) {
  const playlistView = () =>
    db
      .selectFrom('playlists')
      .innerJoin('users', 'users.id', 'playlists.user_id')
      .leftJoin('media_files as art', 'art.id', 'playlists.artwork_file_id')
      .selectAll('playlists')
      .select([
        ...OWNER_COLUMNS,
        'art.key as artwork_key',
      ])
      .where('users.deleted_at', 'is', null);

  return {
    async insertPlaylist(values: { user_id: number; slug: string; title: string; description: string; is_public: number; artwork_file_id: number | null; now: string }): Promise<number> {
      const { now, ...columns } = values;
      return (await db.insertInto('playlists').values({ ...columns, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    },
    async updatePlaylist(id: number, patch: PlaylistPatch): Promise<void> {
      await db.updateTable('playlists').set(patch).where('id', '=', id).execute();
    },
    async deletePlaylist(id: number): Promise<void> {
      await db.deleteFrom('playlists').where('id', '=', id).execute();
    },
    async listTakenSlugs(slugs: string[]): Promise<string[]> {
      if (slugs.length === 0) return [];
      return (await db.selectFrom('playlists').select('slug').where('slug', 'in', slugs).execute()).map((row) => row.slug);
    },
    findPlaylistBySlug(slug: string) {
      return playlistView().where('playlists.slug', '=', slug).executeTakeFirst();
    },
    /** A live account by slug (the owner of a profile's playlists). */
    findOwnerBySlug(slug: string) {
      return db.selectFrom('users').select(['id', 'slug']).where('slug', '=', slug).where('deleted_at', 'is', null).executeTakeFirst();
    },
    /** The id of the song with this slug when it is a track of the playlist, whoever may see it. */
    async findTrackSongId(playlistId: number, songSlug: string): Promise<number | undefined> {
      const row = await db.selectFrom('playlist_tracks').innerJoin('songs', 'songs.id', 'playlist_tracks.song_id').select('songs.id').where('playlist_tracks.playlist_id', '=', playlistId).where('songs.slug', '=', songSlug).executeTakeFirst();
      return row?.id;
    },
    findPlaylistById(id: number) {
      return playlistView().where('playlists.id', '=', id).executeTakeFirst();
    },
    /** Playlists by id, in no particular order (the library). */
    listPlaylistsByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return playlistView().where('playlists.id', 'in', ids).execute();
    },

    /** Public playlists with a playable track: newest first, or most played then most clapped. */
    async listPublic(order: 'latest' | 'popular', page: { offset: number; limit: number }, now: string) {
      const base = playlistView().where('playlists.is_public', '=', 1).where(hasPlayableTrack(now));
      const ordered = order === 'popular' ? base.orderBy('playlists.play_count', 'desc').orderBy('playlists.clap_count', 'desc') : base;
      const [rows, total] = await Promise.all([
        ordered.orderBy('playlists.created_at', 'desc').orderBy('playlists.id', 'desc').limit(page.limit).offset(page.offset).execute(),
        base.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.n) };
    },
    /** One person's playlists, newest first; private ones only with `includePrivate`. */
    async listUserPlaylists(userId: number, includePrivate: boolean, page: { offset: number; limit: number }) {
      let base = playlistView().where('playlists.user_id', '=', userId);
      if (!includePrivate) base = base.where('playlists.is_public', '=', 1);
      const [rows, total] = await Promise.all([
        base.orderBy('playlists.created_at', 'desc').orderBy('playlists.id', 'desc').limit(page.limit).offset(page.offset).execute(),
        base.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(total.n) };
    },

    /** The tracks of playlists, each playlist's in order. */
    listTracks(playlistIds: number[]): Promise<PlaylistTrackRow[]> {
      if (playlistIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('playlist_tracks').selectAll().where('playlist_id', 'in', playlistIds).orderBy('playlist_id').orderBy('position').orderBy('added_at').execute();
    },

    /**
     * Appends songs after the last track, skipping songs already in the playlist (the primary
     * key makes a racing second add of the same song a no-op). Returns the songs added.
     */
    async appendTracks(playlistId: number, songIds: number[], now: string): Promise<number[]> {
      return db.transaction().execute(async (trx) => {
        const last = await trx.selectFrom('playlist_tracks').select((eb) => eb.fn.max<number>('position').as('p')).where('playlist_id', '=', playlistId).executeTakeFirst();
        let position = Number(last?.p ?? 0);
        const added: number[] = [];
        for (const songId of songIds) {
          const row = await trx
            .insertInto('playlist_tracks')
            .values({ playlist_id: playlistId, song_id: songId, position: position + 1, added_at: now })
            .onConflict((oc) => oc.columns(['playlist_id', 'song_id']).doNothing())
            .returning('song_id')
            .executeTakeFirst();
          if (row) {
            position += 1;
            added.push(songId);
          }
        }
        await trx.updateTable('playlists').set({ updated_at: now }).where('id', '=', playlistId).execute();
        return added;
      });
    },
    /** Positions 1… in the order given (one transaction). */
    async orderTracks(playlistId: number, songIds: number[], now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const [index, songId] of songIds.entries()) {
          await trx.updateTable('playlist_tracks').set({ position: index + 1 }).where('playlist_id', '=', playlistId).where('song_id', '=', songId).execute();
        }
        await trx.updateTable('playlists').set({ updated_at: now }).where('id', '=', playlistId).execute();
      });
    },
    async deleteTrack(playlistId: number, songId: number, now: string): Promise<boolean> {
      const result = await db.deleteFrom('playlist_tracks').where('playlist_id', '=', playlistId).where('song_id', '=', songId).executeTakeFirst();
      await db.updateTable('playlists').set({ updated_at: now }).where('id', '=', playlistId).execute();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type PlaylistsRepository = ReturnType<typeof createPlaylistsRepository>;
export type PlaylistView = NonNullable<Awaited<ReturnType<PlaylistsRepository['findPlaylistBySlug']>>>;
