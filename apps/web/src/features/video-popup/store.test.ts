import { playerRoutes } from '@indiwave/domain/contract/player';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAY_COUNT_LISTEN_MS, VIDEO_DIALOG_REOPEN_MS } from '@indiwave/domain/constants';
import { mockApi, fakeReply } from '../../test/mock-api';
import { useVideoPopupStore, type PopupVideo } from './store';

const video: PopupVideo = {
  slug: 'rain-video-1',
  title: 'Rain',
  artist: 'Asha Menon',
  artistSlug: 'asha-menon',
  youtubeId: 'dQw4w9WgXcQ',
};

/** Lets the logger's import and the fake fetch settle while time is frozen. */
async function settleWithFakeTimers() {
  for (let i = 0; i < 5; i += 1) {
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(1);
  }
}

describe('the video pop-up', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    api = mockApi({
      'POST /api/activity_logger': fakeReply(playerRoutes.logActivity, { success: true, id: 1, is_counted: false }),
    });
  });
  afterEach(() => {
    useVideoPopupStore.getState().closeVideo();
    vi.useRealTimers();
  });

  it('opens with the video and logs a play; closing logs a close', async () => {
    await useVideoPopupStore.getState().openVideo(video);
    expect(useVideoPopupStore.getState().video).toEqual(video);
    // The logger is imported on first use: wait for its call.
    await vi.waitFor(() =>
      expect(api.sent.filter((call) => call.key === 'POST /api/activity_logger').map((call) => call.body)).toEqual([
        { slug: 'rain-video-1', type: 'video', event: 'play' },
      ]),
    );

    useVideoPopupStore.getState().closeVideo();
    expect(useVideoPopupStore.getState().video).toBeNull();
    await vi.waitFor(() =>
      expect(api.sent.at(-1)?.body).toEqual({ slug: 'rain-video-1', type: 'video', event: 'video_close' }),
    );
  });

  it('confirms the view once the pop-up stayed open 30 s (issue 14); a view closed sooner is never confirmed', async () => {
    // Timers only: the pop-up's reopen wait reads the real clock, which later tests share.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const opening = useVideoPopupStore.getState().openVideo(video);
    await vi.advanceTimersByTimeAsync(VIDEO_DIALOG_REOPEN_MS);
    await opening;
    await settleWithFakeTimers();
    await vi.advanceTimersByTimeAsync(PLAY_COUNT_LISTEN_MS - VIDEO_DIALOG_REOPEN_MS);
    const sent = () => api.sent.filter((call) => call.key === 'POST /api/activity_logger').map((call) => call.body);
    expect(sent()).toEqual([{ slug: 'rain-video-1', type: 'video', event: 'play' }]);
    await vi.advanceTimersByTimeAsync(2_000 + VIDEO_DIALOG_REOPEN_MS);
    await settleWithFakeTimers();
    expect(sent()).toEqual([
      { slug: 'rain-video-1', type: 'video', event: 'play' },
      { slug: 'rain-video-1', type: 'video', event: 'listened', id: 1 },
    ]);

    useVideoPopupStore.getState().closeVideo();
    const reopening = useVideoPopupStore.getState().openVideo(video);
    await vi.advanceTimersByTimeAsync(VIDEO_DIALOG_REOPEN_MS);
    await reopening;
    await vi.advanceTimersByTimeAsync(10_000);
    useVideoPopupStore.getState().closeVideo();
    await vi.advanceTimersByTimeAsync(PLAY_COUNT_LISTEN_MS);
    await settleWithFakeTimers();
    expect(sent().filter((body) => (body as { event: string }).event === 'listened')).toHaveLength(1);
  });

  it('waits 500 ms after a close before opening again', async () => {
    await useVideoPopupStore.getState().openVideo(video);
    useVideoPopupStore.getState().closeVideo();
    vi.useFakeTimers();
    const reopening = useVideoPopupStore.getState().openVideo(video);
    await vi.advanceTimersByTimeAsync(VIDEO_DIALOG_REOPEN_MS - 50);
    expect(useVideoPopupStore.getState().video).toBeNull();
    await vi.advanceTimersByTimeAsync(60);
    await reopening;
    expect(useVideoPopupStore.getState().video?.slug).toBe('rain-video-1');
  });

  it('opens a fresh pop-up when another video is chosen, and restores from minimised', async () => {
    await useVideoPopupStore.getState().openVideo(video);
    useVideoPopupStore.getState().toggleMinimised();
    expect(useVideoPopupStore.getState().isMinimised).toBe(true);
    vi.useFakeTimers();
    const switching = useVideoPopupStore.getState().openVideo({ ...video, slug: 'other-video', title: 'Other' });
    await vi.advanceTimersByTimeAsync(VIDEO_DIALOG_REOPEN_MS);
    await switching;
    expect(useVideoPopupStore.getState()).toMatchObject({ video: { slug: 'other-video' }, isMinimised: false });
  });
});
