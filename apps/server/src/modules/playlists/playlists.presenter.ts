import { PLAYLIST_CARD_TRACKS } from '@indiwave/domain/constants';
import type { MediaStatus } from '@indiwave/domain/contract/catalog';
import type { PlaylistCard, PlaylistDetail, PlaylistTrack } from '@indiwave/domain/contract/playlists';
import { toFullName } from '../catalog/catalog-rules.ts';
import { presentAudio, presentSongArtist, presentSongArtwork, type Viewer } from '../catalog/catalog.presenter.ts';
import type { MediaUrls } from '../catalog/media-urls.ts';
import type { SongView } from '../catalog/songs.repository.ts';
import type { PlaylistView } from './playlists.repository.ts';

/** A track as the viewer sees it: the song and when it was added. */
export type VisibleTrack = { song: SongView; addedAt: string };

const seconds = (ms: number | string | null) => Math.round(Number(ms ?? 0) / 1000);

/** The cover: the uploaded one, else the first track's artwork, else the default image. */
function presentCover(playlist: PlaylistView, tracks: VisibleTrack[], urls: MediaUrls) {
  if (playlist.artwork_key) return urls.artwork(playlist.artwork_key);
  const first = tracks[0]?.song;
  return first ? { ...presentSongArtwork(first, urls), is_default: true } : urls.artwork(null);
}

/** Rows → a playlist in a list (spec 2 §3 Playlist (profile list), listing variant). */
export function presentPlaylistCard(playlist: PlaylistView, tracks: VisibleTrack[], viewer: Viewer, urls: MediaUrls): PlaylistCard {
  const cover = presentCover(playlist, tracks, urls).w250;
  return {
    id: playlist.id,
    title: playlist.title,
    slug_playlist: playlist.slug,
    slug: playlist.slug,
    cover_pic: cover,
    img: cover,
    is_public: playlist.is_public === 1,
    status: playlist.is_public === 1,
    track: tracks.slice(0, PLAYLIST_CARD_TRACKS).map(({ song }) => ({ slug: song.slug, title: song.title, artist: toFullName(song), image: presentSongArtwork(song, urls).w250 })),
    tracks_count: tracks.length,
    playlist_plays: playlist.play_count,
    playlist_likes: playlist.clap_count,
    user: { slug_username: playlist.owner_slug, full_name: toFullName(playlist), profile_pic: urls.profilePic(playlist.owner_profile_pic) },
    is_owner: viewer.userId === playlist.user_id,
    created_date: playlist.created_at,
    updated_date: playlist.updated_at,
  };
}

function presentTrack({ song, addedAt }: VisibleTrack, index: number, viewer: Viewer, urls: MediaUrls): PlaylistTrack {
  const audio = presentAudio(song, viewer, urls);
  const art = presentSongArtwork(song, urls).w250;
  return {
    name: song.title,
    title: song.title,
    slug: song.slug,
    slug_usersong: song.slug,
    file: audio.song_file,
    mp3: audio.mp3,
    m4a: audio.m4a,
    media_status: song.media_status as MediaStatus,
    is_like: viewer.social?.clapsOf('song', song.id) ?? 0,
    song_likes: song.clap_count,
    song_plays: song.play_count,
    image: art,
    cover_pic: art,
    artist: toFullName(song),
    artist_slug: song.owner_slug,
    profile_pic: urls.profilePic(song.owner_profile_pic),
    album_slug: song.album_slug,
    duration: seconds(song.duration_ms),
    position: index + 1,
    lyrics: song.lyrics,
    added_date: addedAt,
  };
}

/** Rows → the playlist detail (spec 2 §3 Playlist (detail)). */
export function presentPlaylistDetail(playlist: PlaylistView, tracks: VisibleTrack[], viewer: Viewer, urls: MediaUrls): PlaylistDetail {
  const images = presentCover(playlist, tracks, urls);
  const isPublic = playlist.is_public === 1;
  return {
    id: playlist.id,
    title: playlist.title,
    slug_playlist: playlist.slug,
    cover_pic: images.w500,
    images,
    description: playlist.description,
    playlist_duration: tracks.reduce((sum, { song }) => sum + seconds(song.duration_ms), 0),
    playlist_plays: playlist.play_count,
    created_date: playlist.created_at,
    updated_date: playlist.updated_at,
    is_like: viewer.social?.clapsOf('playlist', playlist.id) ?? 0,
    playlist_likes: playlist.clap_count,
    status: isPublic,
    is_public: isPublic,
    privacy: isPublic ? 'public' : 'private',
    track: tracks.map((track, index) => presentTrack(track, index, viewer, urls)),
    user: presentSongArtist(playlist, viewer, urls),
    is_owner: viewer.userId === playlist.user_id,
  };
}
