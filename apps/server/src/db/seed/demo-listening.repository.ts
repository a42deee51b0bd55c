import type { Database } from '../database.ts';

/** The SQL of the demo listening seed: demo songs by title, and follows, claps and playlists. */
export function createDemoListeningRepository(db: Database) {
  return {
    /** True when a demo user owns a playlist: the listening seed ran before. */
    async hasDemoPlaylists(): Promise<boolean> {
      return Boolean(await db.selectFrom('playlists').innerJoin('users', 'users.id', 'playlists.user_id').select('playlists.id').where('users.is_demo', '=', 1).limit(1).executeTakeFirst());
    },
    /** Demo users by slug → id. */
    async listDemoUserIds(): Promise<Map<string, number>> {
      const rows = await db.selectFrom('users').select(['id', 'slug']).where('is_demo', '=', 1).execute();
      return new Map(rows.map((row) => [row.slug, row.id]));
    },
    /** Demo songs by title → id and owner. */
    async listDemoSongs(): Promise<Map<string, { id: number; userId: number }>> {
      const rows = await db.selectFrom('songs').innerJoin('users', 'users.id', 'songs.user_id').select(['songs.id', 'songs.title', 'songs.user_id']).where('users.is_demo', '=', 1).execute();
      return new Map(rows.map((row) => [row.title, { id: row.id, userId: row.user_id }]));
    },
    /** Demo albums by title → id. */
    async listDemoAlbums(): Promise<Map<string, number>> {
      const rows = await db.selectFrom('albums').innerJoin('users', 'users.id', 'albums.user_id').select(['albums.id', 'albums.title']).where('users.is_demo', '=', 1).execute();
      return new Map(rows.map((row) => [row.title, row.id]));
    },

    /** Follows, claps (with the items' totals) and playlists with tracks, in one transaction. */
    async insertListening(input: {
      follows: { followerId: number; followedId: number }[];
      claps: { userId: number; type: 'song' | 'album'; itemId: number; amount: number }[];
      playlists: { userId: number; slug: string; title: string; description: string; songIds: number[] }[];
      now: string;
    }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (input.follows.length) {
          await trx.insertInto('follows').values(input.follows.map((f) => ({ follower_id: f.followerId, followed_id: f.followedId, created_at: input.now }))).onConflict((oc) => oc.doNothing()).execute();
        }
        for (const clap of input.claps) {
          await trx.insertInto('claps').values({ user_id: clap.userId, item_type: clap.type, item_id: clap.itemId, amount: clap.amount, created_at: input.now, updated_at: input.now }).execute();
          const table = clap.type === 'song' ? 'songs' : 'albums';
          await trx.updateTable(table).set((eb) => ({ clap_count: eb('clap_count', '+', clap.amount) })).where('id', '=', clap.itemId).execute();
        }
        for (const playlist of input.playlists) {
          const { id } = await trx
            .insertInto('playlists')
            .values({ user_id: playlist.userId, slug: playlist.slug, title: playlist.title, description: playlist.description, is_public: 1, artwork_file_id: null, created_at: input.now, updated_at: input.now })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (playlist.songIds.length) {
            await trx.insertInto('playlist_tracks').values(playlist.songIds.map((songId, index) => ({ playlist_id: id, song_id: songId, position: index + 1, added_at: input.now }))).execute();
          }
        }
      });
    },
  };
}
