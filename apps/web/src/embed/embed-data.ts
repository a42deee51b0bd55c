import type { albumDetailSchema } from '@indiwave/domain/contract/albums';
import type { activityLogSchema } from '@indiwave/domain/contract/player';
import type { playlistDetailSchema } from '@indiwave/domain/contract/playlists';
import type { playerSongSchema } from '@indiwave/domain/contract/songs';
import type { videoDetailSchema } from '@indiwave/domain/contract/videos';
import type { z } from 'zod';
import type { EmbedRoute } from './embed-route';

/**
 * The calls an embed makes. The contracts' route objects would bring zod into this small
 * bundle, so the paths are written here; embed-data.test.ts checks them against the contracts.
 */
export const EMBED_API_PATHS = {
  song: '/api/song_player/:slug',
  album: '/api/album_details/:slug',
  playlist: '/api/playlist/playlist_detail/:slug',
  video: '/api/video/:slug',
  activity: '/api/activity_logger',
} as const;

/** One playable track of an embed. */
export type EmbedTrack = {
  slug: string;
  title: string;
  artist: string;
  artistSlug: string;
  artwork: string;
  /** What the audio element plays; null when the track cannot be played (yet). */
  src: string | null;
  /** Seconds; 0 when unknown. */
  duration: number;
};

/** What an audio embed (song, album, playlist) shows. */
export type EmbedAudio = {
  kind: 'audio';
  type: 'song' | 'album' | 'playlist';
  title: string;
  /** The artist, or the playlist's owner. */
  byline: string;
  bylineSlug: string;
  artwork: string;
  /** The item's page on the site, where "open" leads. */
  pagePath: string;
  tracks: EmbedTrack[];
};

/** What a video embed shows. */
export type EmbedVideo = {
  kind: 'video';
  slug: string;
  title: string;
  byline: string;
  bylineSlug: string;
  youtubeId: string;
  pagePath: string;
};

export type EmbedItem = EmbedAudio | EmbedVideo;

/** Why an embed shows no player: a missing or private item, or a failed call. */
export class EmbedUnavailableError extends Error {}

type PlayerSong = z.output<typeof playerSongSchema>;
type AlbumDetail = z.output<typeof albumDetailSchema>;
type VideoDetail = z.output<typeof videoDetailSchema>;
type PlaylistDetail = z.output<typeof playlistDetailSchema>;
type TrackFields = AlbumDetail['music_tracks'][number] | PlaylistDetail['track'][number];

function toListTrack(track: TrackFields): EmbedTrack {
  return {
    slug: track.slug_usersong,
    title: track.title,
    artist: track.artist,
    artistSlug: track.artist_slug,
    artwork: track.image,
    src: track.file ?? track.mp3 ?? track.m4a,
    duration: track.duration,
  };
}

/** A song for the player as an embed track. */
export function toSongTrack(song: PlayerSong): EmbedTrack {
  return {
    slug: song.slug_usersong,
    title: song.title,
    artist: song.full_name,
    artistSlug: song.slug_username,
    artwork: song.image,
    src: song.song_file ?? song.mp3 ?? song.m4a,
    duration: song.duration,
  };
}

/** A song's embed: one track. */
export function toSongEmbed(song: PlayerSong): EmbedAudio {
  const track = toSongTrack(song);
  return {
    kind: 'audio',
    type: 'song',
    title: song.title,
    byline: track.artist,
    bylineSlug: track.artistSlug,
    artwork: song.image,
    pagePath: `/songs/${song.slug_usersong}`,
    tracks: [track],
  };
}

/** An album's embed: its tracks in order. */
export function toAlbumEmbed(album: AlbumDetail): EmbedAudio {
  const lead = album.artists[0];
  return {
    kind: 'audio',
    type: 'album',
    title: album.title,
    byline: lead?.full_name ?? '',
    bylineSlug: lead?.slug_username ?? '',
    artwork: album.cover_pic,
    pagePath: `/albums/${album.slug_album}`,
    tracks: album.music_tracks.map(toListTrack),
  };
}

/** A playlist's embed: the tracks the visitor may hear, in the owner's order, by its owner. */
export function toPlaylistEmbed(playlist: PlaylistDetail): EmbedAudio {
  return {
    kind: 'audio',
    type: 'playlist',
    title: playlist.title,
    byline: playlist.user.full_name,
    bylineSlug: playlist.user.slug_username,
    artwork: playlist.cover_pic,
    pagePath: `/playlists/${playlist.slug_playlist}`,
    tracks: playlist.track.map(toListTrack),
  };
}

/** A video's embed. */
export function toVideoEmbed(video: VideoDetail): EmbedVideo {
  return {
    kind: 'video',
    slug: video.slug_uservideo,
    title: video.title,
    byline: video.user.full_name,
    bylineSlug: video.user.slug_username,
    youtubeId: video.youtube_video_id,
    pagePath: `/video-songs/${video.slug_uservideo}`,
  };
}

async function getResult<T>(path: string, slug: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path.replace(':slug', encodeURIComponent(slug)), {
      headers: { accept: 'application/json' },
      credentials: 'omit',
    });
  } catch {
    throw new EmbedUnavailableError('network');
  }
  if (!response.ok) throw new EmbedUnavailableError(String(response.status));
  const body = (await response.json()) as { success?: boolean; result?: T };
  if (!body.success || !body.result) throw new EmbedUnavailableError('empty');
  return body.result;
}

/** Loads what an embed route shows. Embeds read as a visitor: private items are unavailable. */
export async function loadEmbed(route: EmbedRoute): Promise<EmbedItem> {
  switch (route.type) {
    case 'song':
      return toSongEmbed(await getResult<PlayerSong>(EMBED_API_PATHS.song, route.slug));
    case 'album':
      return toAlbumEmbed(await getResult<AlbumDetail>(EMBED_API_PATHS.album, route.slug));
    case 'video':
      return toVideoEmbed(await getResult<VideoDetail>(EMBED_API_PATHS.video, route.slug));
    case 'playlist':
      return toPlaylistEmbed(await getResult<PlaylistDetail>(EMBED_API_PATHS.playlist, route.slug));
  }
}

/**
 * Records a play of a track heard in an embed, as the player does (activity_logger), and answers
 * its id for the confirmation; null when it could not be logged. A failed log never disturbs
 * the music.
 */
export async function recordEmbedPlay(track: EmbedTrack): Promise<number | null> {
  return postActivity({ slug: track.slug, type: 'song', source: 'embed' });
}

/** Confirms that the play of that id was really listened to, so it counts (issue 14). */
export async function confirmEmbedPlay(slug: string, id: number): Promise<void> {
  await postActivity({ slug, type: 'song', event: 'listened', id, source: 'embed' });
}

async function postActivity(body: z.input<typeof activityLogSchema>): Promise<number | null> {
  try {
    const response = await fetch(EMBED_API_PATHS.activity, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
      keepalive: true,
    });
    if (!response.ok) return null;
    const reply = (await response.json()) as { id?: unknown };
    return typeof reply.id === 'number' ? reply.id : null;
  } catch {
    // Offline or blocked: the play is simply not counted.
    return null;
  }
}
