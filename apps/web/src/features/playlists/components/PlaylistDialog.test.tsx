import { playlistRoutes } from '@indiwave/domain/contract/playlists';
import { MESSAGES } from '@indiwave/domain/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAccountDialogs } from '../../../lib/account-dialogs';
import { mockApi, fakeReply, type ReplyOf } from '../../../test/mock-api';
import { buildSessionUser, renderAt, signIn } from '../../../test/render';
import { openPlaylistDialog, usePlaylistDialog } from '../../../lib/playlist-dialog.ts';
import { PlaylistDialog } from './PlaylistDialog';

afterEach(() => {
  vi.unstubAllGlobals();
  signIn(null);
  useAccountDialogs.setState({ dialog: null, flow: null, context: {} });
});

function buildCard(title: string, slug: string) {
  return {
    id: 1,
    title,
    slug_playlist: slug,
    slug,
    cover_pic: '/img.png',
    img: '/img.png',
    is_public: true,
    status: true,
    track: [],
    tracks_count: 2,
    playlist_plays: 0,
    playlist_likes: 0,
    user: { slug_username: 'maya-rao', full_name: 'Maya Rao', profile_pic: null },
    is_owner: true,
    created_date: '2026-01-01T00:00:00.000Z',
    updated_date: '2026-01-01T00:00:00.000Z',
  };
}

/** A new playlist as playlist/create answers it. */
function buildDetail(title: string, slug: string): ReplyOf<typeof playlistRoutes.create>['result'] {
  const image = '/img.png';
  return {
    id: 1,
    title,
    slug_playlist: slug,
    cover_pic: image,
    images: { w200: image, w250: image, w350: image, w500: image, is_default: true },
    description: '',
    playlist_duration: 0,
    playlist_plays: 0,
    created_date: '2026-01-01T00:00:00.000Z',
    updated_date: '2026-01-01T00:00:00.000Z',
    is_like: 0,
    playlist_likes: 0,
    status: false,
    is_public: false,
    privacy: 'private',
    track: [],
    user: {
      is_same_artist: true,
      slug_username: 'maya-rao',
      profile: { profile_pic: null, first_name: 'Maya', last_name: 'Rao' },
      full_name: 'Maya Rao',
      followers_count: 0,
      is_following: false,
    },
    is_owner: true,
  };
}

describe('the playlist dialog (spec 2 §2.1, §5.2, §9)', () => {
  it("starts on 'Add to Playlist', asks for 50 at a time, cuts names at 10 and adds with 'Added to playlist!'", async () => {
    signIn(buildSessionUser());
    const { fetchMock, sent } = mockApi({
      'GET /api/playlist/user_playlists': fakeReply(playlistRoutes.userPlaylists, {
        success: true,
        results: [buildCard('Road Trips 2026', 'road-trips')],
        count: 1,
      }),
      'POST /api/playlist/add_track': fakeReply(playlistRoutes.addTrack, {
        success: true,
        message: MESSAGES.addedToPlaylist,
        result: { added_count: 1, tracks_count: 3, slug_playlist: 'road-trips' },
      }),
    });
    const onClose = vi.fn();
    renderAt(<PlaylistDialog trackSlugs={['rain-song']} onClose={onClose} />);
    expect(screen.getByRole('tab', { name: 'Add to Playlist' })).toHaveAttribute('aria-selected', 'true');
    const entry = await screen.findByRole('button', { name: 'Add to Road Trips 2026' });
    expect(entry).toHaveTextContent('Road Trips...');
    const listUrl = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(listUrl.searchParams.get('limit')).toBe('50');
    expect(listUrl.searchParams.get('flag')).toBe('1');
    fireEvent.click(entry);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((call) => call.key === 'POST /api/playlist/add_track')?.body).toEqual({
      playlist_slug: 'road-trips',
      track_slugs: ['rain-song'],
    });
  });

  it("switches to 'Create Playlist' when there are none, validates the name and keeps Save disabled while invalid", async () => {
    signIn(buildSessionUser());
    const { sent } = mockApi({
      'GET /api/playlist/user_playlists': fakeReply(playlistRoutes.userPlaylists, {
        success: true,
        results: [],
        count: 0,
      }),
      'POST /api/playlist/create': fakeReply(playlistRoutes.create, {
        success: true,
        result: buildDetail('Rainy days', 'rainy-days'),
      }),
    });
    const onClose = vi.fn();
    renderAt(<PlaylistDialog trackSlugs={['rain-song']} onClose={onClose} />);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Create Playlist' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByText(MESSAGES.noPlaylists)).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const name = screen.getByRole('textbox', { name: 'Playlist Name' });
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.blur(name);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.playlistNameRequired);
    fireEvent.change(name, { target: { value: '???' } });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.titleInvalid);
    expect(save).toBeDisabled();
    fireEvent.change(name, { target: { value: 'Rainy days' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Private' }));
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((call) => call.key === 'POST /api/playlist/create')?.body).toEqual({
      name: 'Rainy days',
      privacy: 'private',
      track_slugs: ['rain-song'],
    });
  });

  it("opens the login dialog with action 'add-to-playlist' for a visitor", () => {
    mockApi({});
    openPlaylistDialog(['rain-song']);
    expect(useAccountDialogs.getState().context).toEqual({ intent: 'add-to-playlist' });
    expect(usePlaylistDialog.getState().trackSlugs).toBeNull();
  });
});
