import { playerRoutes } from '@indiwave/domain/contract/player';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, fakeReply } from '../../../test/mock-api';
import { renderAt } from '../../../test/render';
import { useShareDialog } from '../../../lib/share-dialog';
import { useVideoPopupStore } from '../store';
import { toFallbackEmbedUrl, VideoPopup } from './VideoPopup';

const loadApi = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/youtube-iframe-api.ts', () => ({ loadYouTubeIframeApi: loadApi }));

const video = {
  slug: 'rain-video-1',
  title: 'Rain',
  artist: 'Asha Menon',
  artistSlug: 'asha-menon',
  youtubeId: 'dQw4w9WgXcQ',
};

describe('VideoPopup', () => {
  beforeEach(() => {
    mockApi({
      'POST /api/activity_logger': fakeReply(playerRoutes.logActivity, { success: true, id: 1, is_counted: false }),
    });
    useVideoPopupStore.setState({ video, isMinimised: false });
  });
  afterEach(() => useVideoPopupStore.setState({ video: null, isMinimised: false }));

  it('plays the video with the IFrame API at 640x390 with autoplay, under a title and artist header', async () => {
    const Player = vi.fn(function (this: object, _element: HTMLElement, _options: Record<string, unknown>) {
      Object.assign(this, { destroy: vi.fn(), pauseVideo: vi.fn(), playVideo: vi.fn() });
    });
    loadApi.mockResolvedValue({ Player });
    renderAt(<VideoPopup />);
    expect(screen.getByRole('dialog', { name: 'Rain' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Asha Menon' })).toHaveAttribute('href', '/asha-menon');
    expect(screen.getByRole('link', { name: /Video page/ })).toHaveAttribute('href', '/video-songs/rain-video-1');
    expect(screen.getByRole('link', { name: /Comments/ })).toHaveAttribute(
      'href',
      '/video-songs/rain-video-1#comments',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(useShareDialog.getState().target).toEqual({ type: 'video', slug: 'rain-video-1' });
    await vi.waitFor(() => expect(Player).toHaveBeenCalled());
    expect(Player.mock.calls[0][1]).toMatchObject({
      width: 640,
      height: 390,
      videoId: 'dQw4w9WgXcQ',
      playerVars: { autoplay: 1 },
    });
  });

  it('falls back to a plain embed when the API script cannot load', async () => {
    loadApi.mockRejectedValue(new Error('offline'));
    renderAt(<VideoPopup />);
    const frame = await screen.findByTitle('Rain on YouTube');
    expect(frame).toHaveAttribute('src', toFallbackEmbedUrl('dQw4w9WgXcQ'));
    expect(frame.getAttribute('src')).toContain('autoplay=1');
  });

  it('minimises, restores and closes', async () => {
    loadApi.mockReturnValue(new Promise(() => {}));
    renderAt(<VideoPopup />);
    fireEvent.click(screen.getByRole('button', { name: 'Minimise video' }));
    expect(useVideoPopupStore.getState().isMinimised).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Restore video' }));
    expect(useVideoPopupStore.getState().isMinimised).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Close video' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
