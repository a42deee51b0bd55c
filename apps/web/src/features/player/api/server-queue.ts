import { playerRoutes } from '@indiwave/domain/contract/player';
import { callApi } from '../../../lib/api-client.ts';
import type { PlayerSong } from '../../../lib/player.ts';

/** GET queue: the signed-in person's queue as the server keeps it, as player songs (spec 1 §7 Queue fetch). */
export function getServerQueue(): Promise<PlayerSong[]> {
  return callApi(playerRoutes.queue).then((reply) =>
    reply.results.map((item) => ({
      title: item.title,
      slug_usersong: item.slug_usersong,
      full_name: item.full_name,
      slug_username: item.slug_username,
      lyrics: item.lyrics,
      album_id: item.album_id,
      album: item.album,
      image: item.image,
      profile_pic: item.profile_pic,
      mp3: item.mp3,
      m4a: item.m4a,
      song_file: item.song_file,
      duration: item.duration,
      is_like: item.is_like,
      song_likes: item.song_likes,
    })),
  );
}

/** PUT queue: replaces the server's copy of the queue, so it follows the person to another device. */
export function saveServerQueue(slugs: string[]): Promise<void> {
  return callApi(playerRoutes.saveQueue, { body: { slugs } }).then(() => undefined);
}
