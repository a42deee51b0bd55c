import type { Database } from '../../db/database.ts';

/** What a play is logged for. */
export type PlayItemType = 'song' | 'album' | 'playlist' | 'video';

/** The play log with the play counts it moves, and each person's server-side queue. */
export function createPlayerRepository(db: Database) {
  return {
    /**
     * Logs an event and, for a play, moves the counts the catalogue shows in the same
     * transaction: the item's, and for an album track its album's too (an album's plays are
     * its tracks' plays). Returns the log entry's id.
     */
    async logPlay(input: {
      userId: number | null;
      type: PlayItemType;
      itemId: number;
      albumId: number | null;
      event: 'play' | 'video_close';
      now: string;
      /** Where the play came from (issue 8); 'page' when absent. */
      source?: string;
      /** Runs in the same transaction for a play: the analytics' daily counts (issue 8). */
      onPlay?: (trx: Database) => Promise<void>;
    }): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx.insertInto('plays').values({ user_id: input.userId, item_type: input.type, item_id: input.itemId, event: input.event, created_at: input.now, source: input.source ?? 'page' }).returning('id').executeTakeFirstOrThrow();
        if (input.event !== 'play') return id;
        await input.onPlay?.(trx);
        if (input.type === 'song') {
          await trx.updateTable('songs').set((eb) => ({ play_count: eb('play_count', '+', 1) })).where('id', '=', input.itemId).execute();
          if (input.albumId !== null) await trx.updateTable('albums').set((eb) => ({ play_count: eb('play_count', '+', 1) })).where('id', '=', input.albumId).execute();
        } else if (input.type === 'album') {
          await trx.updateTable('albums').set((eb) => ({ play_count: eb('play_count', '+', 1) })).where('id', '=', input.itemId).execute();
        } else if (input.type === 'playlist') {
          await trx.updateTable('playlists').set((eb) => ({ play_count: eb('play_count', '+', 1) })).where('id', '=', input.itemId).execute();
        } else {
          await trx.updateTable('videos').set((eb) => ({ view_count: eb('view_count', '+', 1) })).where('id', '=', input.itemId).execute();
        }
        return id;
      });
    },

    /** The song ids of a person's queue, in order. */
    async listQueue(userId: number): Promise<number[]> {
      return (await db.selectFrom('queue_items').select('song_id').where('user_id', '=', userId).orderBy('position').execute()).map((row) => row.song_id);
    },
    /** Replaces a person's queue (one transaction, so a reader never sees half of it). */
    async replaceQueue(userId: number, songIds: number[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('queue_items').where('user_id', '=', userId).execute();
        if (songIds.length) await trx.insertInto('queue_items').values(songIds.map((song_id, index) => ({ user_id: userId, position: index + 1, song_id }))).execute();
      });
    },
  };
}
export type PlayerRepository = ReturnType<typeof createPlayerRepository>;
