import { PREVIOUS_TRACK_THRESHOLD_S, QUEUE_KEEP } from '@indiwave/domain/constants';

/** What Previous does: go to another track, or restart the current one (spec 1 §4). */
export type PreviousMove = { kind: 'go'; index: number } | { kind: 'restart' };

/**
 * Previous: below 3 seconds into the track it goes to the previous track, wrapping from the
 * first to the last; later it restarts the track (spec 1 §4, §9).
 */
export function resolvePrevious(index: number, length: number, currentTimeS: number): PreviousMove {
  if (length === 0 || currentTimeS >= PREVIOUS_TRACK_THRESHOLD_S) return { kind: 'restart' };
  return { kind: 'go', index: index <= 0 ? length - 1 : index - 1 };
}

/** Next wraps from the last track to the first (spec 1 §4). */
export function resolveNext(index: number, length: number): number {
  if (length === 0) return -1;
  return index >= length - 1 ? 0 : index + 1;
}

type Keyed = { slug_usersong: string };

/**
 * Adds songs to a queue (spec 1 §4, spec 2 §9): the queue is first trimmed to its last 20
 * items, then the new ones are appended. A song already queued moves to its new place rather
 * than appearing twice, and the playing song survives the trim so playback and the bar agree.
 * Returns the new queue and the new index of the song that was current (-1 when none).
 */
export function addToQueue<T extends Keyed>(queue: readonly T[], currentIndex: number, songs: readonly T[]): { queue: T[]; currentIndex: number } {
  const incoming = new Set(songs.map((song) => song.slug_usersong));
  const current = queue[currentIndex];
  const remaining = queue.filter((song) => !incoming.has(song.slug_usersong));
  let kept = remaining.slice(-QUEUE_KEEP);
  if (current && !incoming.has(current.slug_usersong) && !kept.includes(current)) {
    kept = [current, ...remaining.slice(-(QUEUE_KEEP - 1))];
  }
  const next = [...kept, ...songs];
  return { queue: next, currentIndex: current ? next.findIndex((song) => song.slug_usersong === current.slug_usersong) : -1 };
}

/** Moves one item of a list to another position. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The current index after moving `from` to `to`: the playing song stays the playing song. */
export function indexAfterMove(currentIndex: number, from: number, to: number): number {
  if (currentIndex === from) return to;
  if (from < currentIndex && to >= currentIndex) return currentIndex - 1;
  if (from > currentIndex && to <= currentIndex) return currentIndex + 1;
  return currentIndex;
}

/** The current index after removing `removed`. */
export function indexAfterRemove(currentIndex: number, removed: number, newLength: number): number {
  if (newLength === 0) return -1;
  if (removed < currentIndex) return currentIndex - 1;
  if (removed === currentIndex) return Math.min(currentIndex, newLength - 1);
  return currentIndex;
}

/** 'mm:ss' of a number of seconds; hours roll into minutes. */
export function formatPlayerTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
