import type { PlayerSong } from '../../lib/player.ts';
import { QUEUE_STORAGE_KEY } from './player-presence.ts';

/** The queue as local storage keeps it. */
export type StoredQueue = {
  queue: PlayerSong[];
  currentIndex: number;
  /** The slugs (joined by newlines) the server was last known to hold; null when unknown. */
  syncedKey: string | null;
};

const EMPTY: StoredQueue = { queue: [], currentIndex: -1, syncedKey: null };

type Check = (value: unknown) => boolean;
const isString: Check = (value) => typeof value === 'string';
const isInteger: Check = (value) => Number.isInteger(value);
const orNull = (check: Check): Check => (value) => value === null || check(value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields of a queued song (playerSongSchema in the contract) checked by hand: this runs as the
 * app starts, and the schema would bring zod into the entry chunk (issue 16). The keys are
 * complete by type; queue-storage.test.ts holds it to the schema's verdict on every field.
 */
const PLAYER_SONG_FIELDS: Record<keyof PlayerSong, Check> = {
  title: isString,
  slug_usersong: isString,
  full_name: isString,
  slug_username: isString,
  lyrics: isString,
  album_id: orNull(isInteger),
  album: orNull((value) => isRecord(value) && isString(value.cover_pic) && isString(value.slug_album)),
  image: isString,
  profile_pic: orNull(isString),
  mp3: orNull(isString),
  m4a: orNull(isString),
  song_file: orNull(isString),
  duration: isInteger,
  is_like: isInteger,
  song_likes: isInteger,
};

/** A stored item as a queued song, with only the song's own fields; null when it is not one. */
function readPlayerSong(item: unknown): PlayerSong | null {
  if (!isRecord(item)) return null;
  const song: Record<string, unknown> = {};
  for (const [name, check] of Object.entries(PLAYER_SONG_FIELDS)) {
    if (!check(item[name])) return null;
    song[name] = item[name];
  }
  const album = item.album as { cover_pic: string; slug_album: string } | null;
  song.album = album && { cover_pic: album.cover_pic, slug_album: album.slug_album };
  return song as PlayerSong;
}

/** Reads the stored queue; anything unreadable is an empty queue, and unreadable items are dropped. */
export function readStoredQueue(): StoredQueue {
  try {
    const raw = window.localStorage.getItem(QUEUE_STORAGE_KEY);
    if (!raw) return EMPTY;
    const value = JSON.parse(raw) as { queue?: unknown; currentIndex?: unknown; syncedKey?: unknown } | null;
    if (!value || !Array.isArray(value.queue)) return EMPTY;
    const queue = value.queue.flatMap((item) => readPlayerSong(item) ?? []);
    const index = typeof value.currentIndex === 'number' ? value.currentIndex : 0;
    return {
      queue,
      currentIndex: queue.length === 0 ? -1 : Math.min(Math.max(index, 0), queue.length - 1),
      syncedKey: typeof value.syncedKey === 'string' ? value.syncedKey : null,
    };
  } catch {
    return EMPTY;
  }
}

/** Stores the queue; an empty queue removes the key, so a later visit does not load the player. */
export function writeStoredQueue(stored: StoredQueue): void {
  try {
    if (stored.queue.length === 0) window.localStorage.removeItem(QUEUE_STORAGE_KEY);
    else window.localStorage.setItem(QUEUE_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or disabled: the queue lasts for this visit only.
  }
}
