import { socialRoutes } from '@indiwave/domain/contract/social';
import { playlistRoutes } from '@indiwave/domain/contract/playlists';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@indiwave/domain/messages';
import { mockApi, fakeFailure, fakeReply } from '../../../test/mock-api.ts';
import { buildSessionUser, renderAt } from '../../../test/render.tsx';
import { setSessionUser } from '../../../lib/session.ts';
import { setViewportWidth } from '../../../test/media.ts';
import { QUEUE_STORAGE_KEY } from '../player-presence.ts';
import { buildPlayerSong } from '../player-song.fixture.ts';
import { PlayerBar } from './PlayerBar.tsx';
import { createPlayer } from '../player.ts';

const song = (slug: string, duration = 0) => buildPlayerSong(slug, { image: '', song_likes: 7, duration });

/** The bar of a fresh player whose stored queue holds `slugs` (of unknown length unless `duration` is given). */
function renderBar(slugs: string[], duration = 0) {
  if (slugs.length > 0)
    window.localStorage.setItem(QUEUE_STORAGE_KEY, JSON.stringify({ queue: slugs.map((slug) => song(slug, duration)), currentIndex: 0 }));
  const handle = createPlayer();
  renderAt(<PlayerBar />, '/', { player: handle });
  return handle.player.store;
}

beforeEach(() => {
  mockApi({
    'GET /api/claps': fakeReply(socialRoutes.claps, { success: true, result: { total_claps: 12, my_claps: 0 } }),
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('PlayerBar', () => {
  it('shows the placeholders, a seek maximum of 100 before the length is known, the volume at 80% and links to the song and artist', async () => {
    renderBar(['one', 'two']);
    const bar = screen.getByRole('region', { name: 'Player' });
    expect(bar).toHaveTextContent('00:00');
    expect(bar).toHaveTextContent('03:29');
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('max', '100');
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('80');
    expect(screen.getByRole('link', { name: 'Title one' })).toHaveAttribute('href', '/songs/one');
    expect(screen.getByRole('link', { name: 'Asha Menon' })).toHaveAttribute('href', '/asha');
    expect(document.querySelector('[data-default-cover]')).not.toBeNull();
    expect(await screen.findByLabelText('12 claps')).toBeInTheDocument();
  });

  it("shows a stored song's own length after a reload, before its audio has loaded, instead of the placeholder", () => {
    renderBar(['short'], 25);
    expect(screen.getByTestId('player-duration')).toHaveTextContent('00:25');
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('max', '25');
  });

  it("says 'Update Required' when the media cannot play", async () => {
    const store = renderBar(['one']);
    act(() => store.setState({ isUnsupported: true }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.updateRequired);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.updateRequiredDetail);
    expect(screen.queryByRole('slider', { name: 'Seek' })).not.toBeInTheDocument();
  });

  it('shows the spinner while loading', async () => {
    const store = renderBar(['one']);
    act(() => store.setState({ status: 'loading' }));
    expect(screen.getByTestId('player-spinner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('an empty queue has its own controls: no seek bar and no queue', async () => {
    renderBar([]);
    expect(screen.getByRole('region', { name: 'Player' })).toHaveTextContent('Your queue is empty.');
    expect(screen.queryByRole('slider', { name: 'Seek' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Queue' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
  });

  it('opens the queue, 330px wide on desktop and 270px on phones, with 42px and 28px art', async () => {
    renderBar(['one', 'two']);
    act(() => screen.getByRole('button', { name: 'Queue' }).click());
    const panel = screen.getByRole('region', { name: 'Queue' });
    expect(panel.style.width).toBe('330px');
    expect(panel.style.maxHeight).toBe('250px');
    expect(screen.getByRole('list', { name: 'Songs in the queue' }).style.maxHeight).toBe('220px');
    expect(panel.querySelector('[data-default-cover]')).toHaveStyle({ width: '42px' });
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    act(() => setViewportWidth(375));
    expect(screen.getByRole('region', { name: 'Queue' }).style.width).toBe('270px');
    expect(screen.getByRole('region', { name: 'Queue' }).querySelector('[data-default-cover]')).toHaveStyle({
      width: '28px',
    });
  });

  it('saves the queue as a playlist for a signed-in person', async () => {
    setSessionUser(buildSessionUser());
    const { sent } = mockApi({
      'GET /api/claps': fakeReply(socialRoutes.claps, { success: true, result: { total_claps: 0, my_claps: 0 } }),
      'POST /api/playlist/create': fakeFailure(playlistRoutes.create, 400, 'Not this time'),
    });
    renderBar(['one', 'two']);
    act(() => screen.getByRole('button', { name: 'Queue' }).click());
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    const save = await screen.findByRole('button', { name: 'Save as playlist' });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Playlist name' }), { target: { value: 'Rainy day' } });
    expect(save).toBeEnabled();
    fireEvent.click(save);
    expect(await screen.findByText('Not this time')).toBeInTheDocument();
    await waitFor(() =>
      expect(sent.find((call) => call.key === 'POST /api/playlist/create')?.body).toEqual({
        name: 'Rainy day',
        track_slugs: ['one', 'two'],
      }),
    );
  });
});
