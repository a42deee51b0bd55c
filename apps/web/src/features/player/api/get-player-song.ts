import { songRoutes } from '@indiwave/domain/contract/songs';
import { callApi } from '../../../lib/api-client.ts';
import type { PlayerSong } from '../../../lib/player.ts';

// A press on a play button usually follows a hover or a focus of it; the song is fetched then,
// so the press itself only has to start the audio.
const PREFETCH_TTL_MS = 30_000;
const prefetched = new Map<string, { at: number; promise: Promise<PlayerSong> }>();

/** GET song_player/:slug: the song for the player, with its mp3 and m4a. */
export function getPlayerSong(slug: string): Promise<PlayerSong> {
  const cached = prefetched.get(slug);
  if (cached && Date.now() - cached.at < PREFETCH_TTL_MS) {
    prefetched.delete(slug);
    return cached.promise;
  }
  return callApi(songRoutes.songPlayer, { params: { slug } }).then((reply) => reply.result);
}

/** Starts fetching a song the listener is about to play; a failure is left for the press to meet. */
export function prefetchPlayerSong(slug: string): void {
  const cached = prefetched.get(slug);
  if (cached && Date.now() - cached.at < PREFETCH_TTL_MS) return;
  const promise = callApi(songRoutes.songPlayer, { params: { slug } }).then((reply) => reply.result);
  promise.catch(() => prefetched.delete(slug));
  prefetched.set(slug, { at: Date.now(), promise });
}
