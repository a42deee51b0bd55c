import type { QueueItem } from '@indiwave/domain/contract/player';
import type { z } from 'zod';
import type { playerSongSchema } from '@indiwave/domain/contract/songs';

/** A player song → a queue item: the same fields under the queue fetch's names too (spec 1 §3.7). */
export function presentQueueItem(song: z.infer<typeof playerSongSchema>): QueueItem {
  return {
    ...song,
    name: song.full_name,
    artist_slug: song.slug_username,
    song_slug: song.slug_usersong,
    song: song.song_file,
    user_claps: song.is_like,
    song_claps: song.song_likes,
  };
}
