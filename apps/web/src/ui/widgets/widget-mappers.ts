import type { z } from 'zod';
import type { albumTrackSchema } from '@indiwave/domain/contract/albums';
import type { flatListItemSchema } from '@indiwave/domain/contract/catalog';
import type { PlaylistCard, PlaylistTrack } from '@indiwave/domain/contract/playlists';
import type { VideoDetail } from '@indiwave/domain/contract/videos';
import type { TileItem } from './ItemTile.tsx';
import type { WidgetTrack } from './widget-types.ts';

type AlbumTrack = z.infer<typeof albumTrackSchema>;
type FlatListItem = z.infer<typeof flatListItemSchema>;

/** A track of an album detail as a row. */
export function fromAlbumTrack(track: AlbumTrack, album: { slug: string; isOwner: boolean; isVariousArtists: boolean; hasAgreement: boolean }): WidgetTrack {
  return {
    slug: track.slug_usersong,
    title: track.title,
    image: track.image,
    artists: [{ slug: track.artist_slug, name: track.artist }],
    duration: track.duration,
    mine: track.is_like,
    total: track.song_likes,
    lyrics: track.lyrics,
    albumSlug: album.slug,
    isOwner: album.isOwner,
    isVariousArtists: album.isVariousArtists,
    hasAgreement: album.hasAgreement,
    isPlayable: track.file !== null,
  };
}

/** A track of a playlist detail as a row. */
export function fromPlaylistTrack(track: PlaylistTrack): WidgetTrack {
  return {
    slug: track.slug_usersong,
    title: track.title,
    image: track.image,
    artists: [{ slug: track.artist_slug, name: track.artist }],
    duration: track.duration,
    plays: track.song_plays,
    mine: track.is_like,
    total: track.song_likes,
    lyrics: track.lyrics,
    albumSlug: track.album_slug,
    isPlayable: track.file !== null,
  };
}

/** A song or album of a flat list (the library, an artist's songs) as a tile. */
export function fromFlatListItem(item: FlatListItem): TileItem {
  const isAlbum = item.is_album;
  return {
    kind: isAlbum ? 'album' : 'song',
    slug: (isAlbum ? item.album_slug : item.song_slug) ?? '',
    title: item.title,
    image: item.image,
    artists: [{ slug: item.artist_slug, name: item.artist }],
    playSlugs: item.song_slug ? [item.song_slug] : [],
    mine: item.user_claps,
    total: item.song_claps,
    note: isAlbum ? `${item.album_tracks} ${item.album_tracks === 1 ? 'track' : 'tracks'}` : undefined,
  };
}

/** A playlist card (spec 2 §2.2 'Playlist card') as a tile. */
export function fromPlaylistCard(card: PlaylistCard): TileItem {
  return {
    kind: 'playlist',
    slug: card.slug_playlist,
    title: card.title,
    image: card.cover_pic,
    artists: [{ slug: card.user.slug_username, name: card.user.full_name }],
    playSlugs: card.track.map((track) => track.slug),
    mine: 0,
    total: card.playlist_likes,
    isOwner: card.is_owner,
    note: `${card.tracks_count} ${card.tracks_count === 1 ? 'track' : 'tracks'}${card.is_public ? '' : ' · Private'}`,
  };
}

/** A video as a tile. */
export function fromVideo(video: VideoDetail): TileItem {
  return {
    kind: 'video',
    slug: video.slug_uservideo,
    title: video.title,
    image: video.img_480x360,
    artists: [{ slug: video.slug_username, name: video.user.full_name }],
    playSlugs: [],
    mine: video.is_like,
    total: video.video_likes,
    isOwner: video.is_owner,
    video,
  };
}
