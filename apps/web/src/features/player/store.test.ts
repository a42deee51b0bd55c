import { songRoutes } from '@indiwave/domain/contract/songs';
import { playerRoutes } from '@indiwave/domain/contract/player';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { mockApi, type FakeReply, fakeFailure, fakeReply } from '../../test/mock-api.ts';
import { QUEUE_STORAGE_KEY } from './player-presence.ts';
import { PlayerProvider, usePlaybackStateOf } from '../../lib/player.ts';
import * as toast from '../../ui/toast.ts';
import { buildPlayerSong } from './player-song.fixture.ts';
import { createPlayer } from './player.ts';

const buildSong = buildPlayerSong;

const songReply = (slug: string): FakeReply =>
  fakeReply(songRoutes.songPlayer, { success: true, result: buildSong(slug) });

/** Each element keeps its own position; play() starts it and says so, as a browser would. */
function installMediaElement() {
  const times = new WeakMap<HTMLMediaElement, number>();
  const proto = HTMLMediaElement.prototype;
  vi.spyOn(proto, 'canPlayType').mockReturnValue('maybe');
  vi.spyOn(proto, 'load').mockImplementation(() => undefined);
  vi.spyOn(proto, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(proto, 'play').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  });
  Object.defineProperty(proto, 'currentTime', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return times.get(this) ?? 0;
    },
    set(this: HTMLMediaElement, value: number) {
      times.set(this, value);
    },
  });
}

const stops: (() => void)[] = [];

/** A fresh player on what local storage holds, its effects started, as the app's provider does. */
function startPlayer() {
  const { player, start } = createPlayer();
  stops.push(start());
  return player;
}

function audio(): HTMLAudioElement {
  return document.getElementById('player-audio') as HTMLAudioElement;
}

function storeQueue(slugs: string[], currentIndex = 0, syncedKey: string | null = null) {
  window.localStorage.setItem(
    QUEUE_STORAGE_KEY,
    JSON.stringify({ queue: slugs.map((slug) => buildSong(slug)), currentIndex, syncedKey }),
  );
}

const queueItem = (slug: string) => ({
  ...buildSong(slug),
  name: 'Asha Menon',
  artist_slug: 'asha',
  song_slug: slug,
  song: `/media/songs/${slug}.mp3`,
  user_claps: 0,
  song_claps: 3,
});

function signIn() {
  window.localStorage.setItem(
    'currentUser',
    JSON.stringify({
      status: 3,
      slug: 'meera',
      token: 'Token key-1',
      id: 1,
      type: 'Listener',
      name: 'Meera',
      isProMember: 0,
    }),
  );
}

beforeEach(() => {
  installMediaElement();
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('playing', () => {
  it('fetches the song, plays it in the one audio element and records the play once, at its first moment', async () => {
    const { sent } = mockApi({
      'GET /api/song_player/one': songReply('one'),
      'POST /api/activity_logger': fakeReply(playerRoutes.logActivity, { success: true, id: 9, is_counted: false }),
    });
    const { store } = startPlayer();

    await act(() => store.getState().playTracks(['one']));

    const state = store.getState();
    expect(state.queue.map((song) => song.slug_usersong)).toEqual(['one']);
    expect(state.currentIndex).toBe(0);
    expect(state.status).toBe('playing');
    expect(audio().getAttribute('src')).toBe('/media/songs/one.mp3');
    expect(audio().volume).toBe(0.8);
    audio().dispatchEvent(new Event('playing'));
    expect(sent.filter((call) => call.key === 'POST /api/activity_logger').map((call) => call.body)).toEqual([
      { slug: 'one', type: 'song', event: 'play', source: 'page' },
    ]);
  });

  it('adds every song of a set and starts the chosen one', async () => {
    mockApi({
      'GET /api/song_player/*': ({ url }) =>
        fakeReply(songRoutes.songPlayer, { success: true, result: buildSong(url.pathname.split('/').pop() ?? '') }),
      'POST /api/activity_logger': fakeReply(playerRoutes.logActivity, { success: true, id: 1, is_counted: false }),
    });
    const { store } = startPlayer();

    await act(() => store.getState().playTracks(['a', 'b', 'c'], 1));

    expect(store.getState().queue.map((song) => song.slug_usersong)).toEqual(['a', 'b', 'c']);
    expect(store.getState().currentIndex).toBe(1);
    expect(audio().getAttribute('src')).toBe('/media/songs/b.mp3');
  });

  it("toasts 'Added to Queue' and keeps the current song playing when songs are queued", async () => {
    mockApi({
      'GET /api/song_player/*': ({ url }) =>
        fakeReply(songRoutes.songPlayer, { success: true, result: buildSong(url.pathname.split('/').pop() ?? '') }),
      'POST /api/activity_logger': fakeReply(playerRoutes.logActivity, { success: true, id: 1, is_counted: false }),
    });
    const showToast = vi.spyOn(toast, 'showToast').mockImplementation(() => undefined);
    const { store } = startPlayer();
    await act(() => store.getState().playTracks(['a']));

    await act(() => store.getState().enqueueTracks(['b']));

    expect(store.getState().queue.map((song) => song.slug_usersong)).toEqual(['a', 'b']);
    expect(store.getState().currentIndex).toBe(0);
    expect(audio().getAttribute('src')).toBe('/media/songs/a.mp3');
    expect(showToast).toHaveBeenCalledWith(MESSAGES.addedToQueue, 'success');
  });
});

describe('previous and next', () => {
  beforeEach(() => {
    mockApi({
      'GET /api/song_player/*': ({ url }) =>
        fakeReply(songRoutes.songPlayer, { success: true, result: buildSong(url.pathname.split('/').pop() ?? '') }),
      'POST /api/activity_logger': fakeReply(playerRoutes.logActivity, { success: true, id: 1, is_counted: false }),
    });
  });

  it('goes to the previous track within 3 seconds, and from the first wraps to the last', async () => {
    const { store } = startPlayer();
    await act(() => store.getState().playTracks(['a', 'b', 'c'], 1));
    audio().currentTime = 2.9;

    await act(async () => store.getState().previous());
    await vi.waitFor(() => expect(audio().getAttribute('src')).toBe('/media/songs/a.mp3'));
    expect(store.getState().currentIndex).toBe(0);

    audio().currentTime = 1;
    await act(async () => store.getState().previous());
    await vi.waitFor(() => expect(audio().getAttribute('src')).toBe('/media/songs/c.mp3'));
    expect(store.getState().currentIndex).toBe(2);
  });

  it('restarts the track from 3 seconds on', async () => {
    const { store } = startPlayer();
    await act(() => store.getState().playTracks(['a', 'b'], 1));
    audio().currentTime = 3;

    await act(async () => store.getState().previous());

    expect(store.getState().currentIndex).toBe(1);
    expect(audio().getAttribute('src')).toBe('/media/songs/b.mp3');
    expect(audio().currentTime).toBe(0);
  });

  it('wraps from the last track to the first on next', async () => {
    const { store } = startPlayer();
    await act(() => store.getState().playTracks(['a', 'b'], 1));

    await act(async () => store.getState().next());

    await vi.waitFor(() => expect(audio().getAttribute('src')).toBe('/media/songs/a.mp3'));
    expect(store.getState().currentIndex).toBe(0);
  });
});

describe('the queue', () => {
  beforeEach(() => {
    mockApi({
      'GET /api/song_player/*': ({ url }) =>
        fakeReply(songRoutes.songPlayer, { success: true, result: buildSong(url.pathname.split('/').pop() ?? '') }),
      'POST /api/activity_logger': fakeReply(playerRoutes.logActivity, { success: true, id: 1, is_counted: false }),
    });
  });

  it('is trimmed to its last 20 items before new tracks are added', async () => {
    storeQueue(
      Array.from({ length: 23 }, (_value, index) => `old-${index}`),
      22,
    );
    const { store } = startPlayer();
    expect(store.getState().queue).toHaveLength(23);

    await act(() => store.getState().playTracks(['new-1', 'new-2']));

    const slugs = store.getState().queue.map((song) => song.slug_usersong);
    expect(slugs).toHaveLength(22);
    expect(slugs.slice(0, 20)).toEqual(Array.from({ length: 20 }, (_value, index) => `old-${index + 3}`));
    expect(slugs.slice(20)).toEqual(['new-1', 'new-2']);
    expect(store.getState().currentIndex).toBe(20);
  });

  it('persists in local storage and comes back after a reload', async () => {
    const first = startPlayer();
    await act(() => first.store.getState().playTracks(['a', 'b'], 1));
    act(() => first.store.getState().moveTrack(1, 0));

    const stored = JSON.parse(window.localStorage.getItem(QUEUE_STORAGE_KEY) ?? '{}') as {
      queue: { slug_usersong: string }[];
      currentIndex: number;
    };
    expect(stored.queue.map((song) => song.slug_usersong)).toEqual(['b', 'a']);
    expect(stored.currentIndex).toBe(0);

    document.body.innerHTML = '';
    const second = startPlayer();
    expect(second.store.getState().queue.map((song) => song.slug_usersong)).toEqual(['b', 'a']);
    expect(second.store.getState().currentIndex).toBe(0);
    expect(second.store.getState().status).toBe('idle');
  });

  it('removes items, keeps the playing song current when others move, and clears', async () => {
    const { store } = startPlayer();
    await act(() => store.getState().playTracks(['a', 'b', 'c'], 1));

    act(() => store.getState().moveTrack(2, 0));
    expect(store.getState().queue.map((song) => song.slug_usersong)).toEqual(['c', 'a', 'b']);
    expect(store.getState().currentIndex).toBe(2);

    act(() => store.getState().removeAt(0));
    expect(store.getState().queue.map((song) => song.slug_usersong)).toEqual(['a', 'b']);
    expect(store.getState().currentIndex).toBe(1);

    act(() => store.getState().clearQueue());
    expect(store.getState().queue).toEqual([]);
    expect(store.getState().status).toBe('idle');
    expect(window.localStorage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
  });
});

describe('failures', () => {
  it('tries again after 1 second when the song fetch fails, and then plays', async () => {
    vi.useFakeTimers();
    let calls = 0;
    mockApi({
      'GET /api/song_player/one': () => {
        calls += 1;
        return calls === 1
          ? fakeFailure(songRoutes.songPlayer, 500, 'boom')
          : fakeReply(songRoutes.songPlayer, { success: true, result: buildSong('one') });
      },
      'POST /api/activity_logger': fakeReply(playerRoutes.logActivity, { success: true, id: 1, is_counted: false }),
    });
    const { store } = startPlayer();

    const playing = store.getState().playTracks(['one']);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(1);
    expect(store.getState().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    await playing;

    expect(calls).toBe(2);
    expect(store.getState().status).toBe('playing');
    expect(audio().getAttribute('src')).toBe('/media/songs/one.mp3');
  });

  it('plays the stored copy after 1 second when the fetch of a queued song fails', async () => {
    vi.useFakeTimers();
    storeQueue(['a', 'b'], 0);
    mockApi({
      'GET /api/song_player/*': fakeFailure(songRoutes.songPlayer, 500, 'boom'),
      'POST /api/activity_logger': fakeReply(playerRoutes.logActivity, { success: true, id: 1, is_counted: false }),
    });
    const { store } = startPlayer();

    const playing = store.getState().playAt(1);
    await vi.advanceTimersByTimeAsync(1000);
    await playing;

    expect(store.getState().status).toBe('playing');
    expect(audio().getAttribute('src')).toBe('/media/songs/b.mp3');
  });

  it('shows an error when a new song cannot be fetched at all', async () => {
    vi.useFakeTimers();
    mockApi({ 'GET /api/song_player/*': fakeFailure(songRoutes.songPlayer, 500, 'boom') });
    const { store } = startPlayer();

    const playing = store.getState().playTracks(['gone']);
    await vi.advanceTimersByTimeAsync(1000);
    await playing;

    expect(store.getState().status).toBe('error');
  });

  it("says 'Update Required' when the browser plays neither rendition", async () => {
    vi.mocked(HTMLMediaElement.prototype.canPlayType).mockReturnValue('');
    mockApi({ 'GET /api/song_player/one': songReply('one') });
    const { store } = startPlayer();

    await act(() => store.getState().playTracks(['one']));

    expect(store.getState().isUnsupported).toBe(true);
    expect(audio().getAttribute('src')).toBeNull();
  });
});

describe('the server queue (signed in)', () => {
  it('starts from the stored queue when the queue fetch fails', async () => {
    signIn();
    storeQueue(['a', 'b'], 1);
    mockApi({ 'GET /api/queue': fakeFailure(playerRoutes.queue, 500, 'boom') });
    const player = startPlayer();
    const { store } = player;

    await act(() => player.loadServerQueue());

    expect(store.getState().queue.map((song) => song.slug_usersong)).toEqual(['a', 'b']);
    expect(store.getState().currentIndex).toBe(1);
  });

  it("takes the server's queue when another device changed it, keeping the stored current song when it is in it", async () => {
    signIn();
    storeQueue(['b'], 0, 'b');
    mockApi({
      'GET /api/queue': fakeReply(playerRoutes.queue, {
        success: true,
        results: [queueItem('a'), queueItem('b'), queueItem('c')],
      }),
    });
    const player = startPlayer();
    const { store } = player;

    await act(() => player.loadServerQueue());

    expect(store.getState().queue.map((song) => song.slug_usersong)).toEqual(['a', 'b', 'c']);
    expect(store.getState().currentIndex).toBe(1);
  });

  it('keeps and sends the local queue when it has changes the server never got', async () => {
    signIn();
    vi.useFakeTimers();
    storeQueue(['a', 'b'], 1, 'a');
    const { sent } = mockApi({
      'GET /api/queue': fakeReply(playerRoutes.queue, { success: true, results: [queueItem('a')] }),
      'PUT /api/queue': fakeReply(playerRoutes.saveQueue, { success: true }),
    });
    const player = startPlayer();
    const { store } = player;

    await player.loadServerQueue();
    await vi.advanceTimersByTimeAsync(500);

    expect(store.getState().queue.map((song) => song.slug_usersong)).toEqual(['a', 'b']);
    expect(sent.filter((call) => call.key === 'PUT /api/queue').map((call) => call.body)).toEqual([
      { slugs: ['a', 'b'] },
    ]);
    const stored = JSON.parse(window.localStorage.getItem(QUEUE_STORAGE_KEY) ?? '{}') as { syncedKey: string };
    expect(stored.syncedKey).toBe('a\nb');
  });

  it('sends the queue to the server after it changes', async () => {
    signIn();
    vi.useFakeTimers();
    const { sent } = mockApi({
      'GET /api/song_player/*': ({ url }) =>
        fakeReply(songRoutes.songPlayer, { success: true, result: buildSong(url.pathname.split('/').pop() ?? '') }),
      'POST /api/activity_logger': fakeReply(playerRoutes.logActivity, { success: true, id: 1, is_counted: false }),
      'PUT /api/queue': fakeReply(playerRoutes.saveQueue, { success: true }),
    });
    const { store } = startPlayer();

    await store.getState().playTracks(['a', 'b']);
    store.getState().moveTrack(0, 1);
    await vi.advanceTimersByTimeAsync(500);

    const puts = sent.filter((call) => call.key === 'PUT /api/queue');
    expect(puts.map((call) => call.body)).toEqual([{ slugs: ['b', 'a'] }]);
    expect(puts[0]?.headers.get('authorization')).toBe('Token key-1');
  });
});

describe('usePlaybackStateOf', () => {
  it('is playing or paused when the current song is among the slugs, none otherwise', async () => {
    mockApi({
      'GET /api/song_player/a': songReply('a'),
      'POST /api/activity_logger': fakeReply(playerRoutes.logActivity, { success: true, id: 1, is_counted: false }),
    });
    const player = startPlayer();
    const { store } = player;
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(PlayerProvider, { value: player }, children);
    const own = renderHook(() => usePlaybackStateOf(['a', 'z']), { wrapper });
    const other = renderHook(() => usePlaybackStateOf(['z']), { wrapper });
    expect(own.result.current).toBe('none');

    await act(() => store.getState().playTracks(['a']));
    expect(own.result.current).toBe('playing');
    expect(other.result.current).toBe('none');

    act(() => store.getState().pauseForVideo());
    expect(own.result.current).toBe('paused');
  });
});
