import type { Database } from '../../db/database.ts';
import { createSongsRepository } from './songs.repository.ts';
import { createVideosRepository } from './videos.repository.ts';

/** How many songs and videos a user has (the session's songs_count and videos_count, spec 1 §3.1). */
export function createCatalogCounts(db: Database) {
  const songs = createSongsRepository(db);
  const videos = createVideosRepository(db);
  return async (userId: number): Promise<{ songs: number; videos: number }> => {
    const [songCount, videoCount] = await Promise.all([songs.countUserSongs(userId), videos.countUserVideos(userId, false)]);
    return { songs: songCount, videos: videoCount };
  };
}
