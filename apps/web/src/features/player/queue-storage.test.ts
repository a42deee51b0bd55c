import { playerSongSchema } from '@indiwave/domain/contract/songs';
import { afterEach, describe, expect, it } from 'vitest';
import { QUEUE_STORAGE_KEY } from './player-presence.ts';
import { buildPlayerSong } from './player-song.fixture.ts';
import { readStoredQueue } from './queue-storage.ts';

const MISSING = Symbol('missing');
/** Values of every kind a field could hold in a damaged or older stored queue. */
const CANDIDATES: unknown[] = [MISSING, null, '', 'text', 0, 3, 1.5, -2, true, [], {}, { cover_pic: '/a.jpg', slug_album: 'an-album' }, { cover_pic: 1, slug_album: 'x' }];

function readBack(item: unknown) {
  window.localStorage.setItem(QUEUE_STORAGE_KEY, JSON.stringify({ queue: [item], currentIndex: 0, syncedKey: null }));
  return readStoredQueue().queue;
}

afterEach(() => window.localStorage.clear());

describe('the stored queue, read back as the app starts', () => {
  it('keeps a queued song exactly when the contract\'s playerSongSchema accepts it, field by field', () => {
    const song = { ...buildPlayerSong('rain'), album: { cover_pic: '/art/a.jpg', slug_album: 'monsoon' } };
    expect(readBack(song)).toEqual([song]);
    for (const field of Object.keys(playerSongSchema.shape)) {
      for (const candidate of CANDIDATES) {
        const item: Record<string, unknown> = { ...song };
        if (candidate === MISSING) delete item[field];
        else item[field] = candidate;
        const verdict = playerSongSchema.safeParse(item);
        expect(readBack(item), `${field} = ${String(candidate === MISSING ? 'missing' : JSON.stringify(candidate))}`).toEqual(verdict.success ? [verdict.data] : []);
      }
    }
  });

  it('drops what is not a song, and fields the song does not have', () => {
    expect(readBack('rain')).toEqual([]);
    expect(readBack({ ...buildPlayerSong('rain'), extra: 1 })).toEqual([buildPlayerSong('rain')]);
  });
});
