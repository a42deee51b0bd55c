import type { Database } from '../../db/database.ts';

/** What a play is logged for. */
export type PlayItemType = 'song' | 'album' | 'playlist' | 'video';

/** The play log with the play counts it moves, and each person's server-side queue. */
export function createPlayerRepository(db: Database) {
  return {
    /** Logs an event (a play's start, or a video pop-up's close): nothing counts yet. Returns the log entry's id. */
    async logEvent(input: { userId: number | null; type: PlayItemType; itemId: number; event: 'play' | 'video_close'; listenerKey: string; now: string; source?: string }): Promise<number> {
      const { id } = await db
        .insertInto('plays')
        .values({ user_id: input.userId, item_type: input.type, item_id: input.itemId, event: input.event, created_at: input.now, source: input.source ?? 'page', listener_key: input.listenerKey, counted_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** A logged event, to confirm it. */
    async findEvent(id: number) {
      return db.selectFrom('plays').select(['id', 'item_type', 'item_id', 'event', 'created_at', 'listener_key', 'counted_at', 'source']).where('id', '=', id).executeTakeFirst();
    },

    /**
     * Counts a confirmed play, once per listener and item within the window: one transaction
     * takes the listener's window for the item (an upsert that only moves a window that has
     * ended, so racing confirmations cannot both take it), marks the play counted (only once),
     * and moves the counts the catalogue shows (an album track moves its album too) and, through
     * `onPlay`, the analytics. False when it did not count.
     */
    async countPlay(input: {
      playId: number;
      type: PlayItemType;
      itemId: number;
      albumId: number | null;
      listenerKey: string;
      now: string;
      windowEnd: string;
      /** Runs in the same transaction: the analytics' daily counts (issue 8). */
      onPlay?: (trx: Database) => Promise<void>;
    }): Promise<boolean> {
      const notCounted = new Error('not counted');
      try {
        return await db.transaction().execute(async (trx) => {
          const window = await trx
            .insertInto('play_listens')
            .values({ item_type: input.type, item_id: input.itemId, listener_key: input.listenerKey, counted_until: input.windowEnd })
            .onConflict((oc) => oc.columns(['item_type', 'item_id', 'listener_key']).doUpdateSet({ counted_until: input.windowEnd }).where('play_listens.counted_until', '<=', input.now))
            .returning('listener_key')
            .executeTakeFirst();
          if (!window) return false;
          const marked = await trx.updateTable('plays').set({ counted_at: input.now }).where('id', '=', input.playId).where('counted_at', 'is', null).executeTakeFirst();
          // Counted by a racing confirmation of the same play: undo the window taken above.
          if (Number(marked.numUpdatedRows) === 0) throw notCounted;
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
          return true;
        });
      } catch (error) {
        if (error === notCounted) return false;
        throw error;
      }
    },

    /** Forgets listening windows that have ended (an absent window counts as ended anyway). */
    async deleteEndedWindows(now: string): Promise<void> {
      await db.deleteFrom('play_listens').where('counted_until', '<=', now).execute();
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
