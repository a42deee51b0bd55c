import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { MediaFilesTable } from '../../db/tables.ts';

export type MediaFileRow = Selectable<MediaFilesTable>;

/** The media_files table: every object the catalogue stored, pending uploads among them. */
export function createMediaFilesRepository(db: Database) {
  return {
    async insertFile(values: Insertable<MediaFilesTable>): Promise<number> {
      return (await db.insertInto('media_files').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },
    /** A pending upload of this owner and kind, not used yet and not older than `after`. */
    findPending(token: string, ownerId: number, kind: string, after: string): Promise<MediaFileRow | undefined> {
      return db
        .selectFrom('media_files')
        .selectAll()
        .where('pending_token', '=', token)
        .where('owner_id', '=', ownerId)
        .where('kind', '=', kind)
        .where('attached_at', 'is', null)
        .where('created_at', '>', after)
        .executeTakeFirst();
    },
    /**
     * Marks a pending upload used (to a song, or to an album's artwork). Conditional, so two
     * requests naming the same upload cannot both take it; false when it was already taken.
     */
    async attachFile(id: number, songId: number | null, now: string): Promise<boolean> {
      const result = await db.updateTable('media_files').set({ attached_at: now, pending_token: null, song_id: songId }).where('id', '=', id).where('attached_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Ties stored audio to its song (for the media route's privacy check). */
    async setSongOfFiles(ids: number[], songId: number): Promise<void> {
      if (ids.length) await db.updateTable('media_files').set({ song_id: songId }).where('id', 'in', ids).execute();
    },
    findFiles(ids: (number | null)[]): Promise<MediaFileRow[]> {
      const wanted = ids.filter((id): id is number => id !== null);
      if (wanted.length === 0) return Promise.resolve([]);
      return db.selectFrom('media_files').selectAll().where('id', 'in', wanted).execute();
    },
    /** The audio files (original and renditions) of songs. */
    listSongFiles(songIds: number[]): Promise<MediaFileRow[]> {
      if (songIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('media_files').selectAll().where('song_id', 'in', songIds).execute();
    },
    /** What the media route needs to decide about a key: its kind and its song's privacy. */
    findKeyAccess(key: string) {
      return db
        .selectFrom('media_files')
        .leftJoin('songs', 'songs.id', 'media_files.song_id')
        .leftJoin('users', 'users.id', 'songs.user_id')
        .select(['media_files.kind', 'media_files.song_id', 'songs.is_public', 'songs.is_scheduled', 'songs.release_date', 'users.deleted_at'])
        .where('media_files.key', '=', key)
        .executeTakeFirst();
    },
    async deleteFiles(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.deleteFrom('media_files').where('id', 'in', ids).execute();
    },
    /** Pending uploads never used, created before a time. */
    listStalePending(before: string, limit: number): Promise<MediaFileRow[]> {
      return db.selectFrom('media_files').selectAll().where('attached_at', 'is', null).where('created_at', '<', before).limit(limit).execute();
    },
  };
}
export type MediaFilesRepository = ReturnType<typeof createMediaFilesRepository>;
