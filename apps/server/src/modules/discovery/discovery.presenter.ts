import type { ArtistCard, FeedItem, SpotlightItem } from '@indiwave/domain/contract/discovery';
import type { FlatListItem, NamedRef } from '@indiwave/domain/contract/catalog';
import type { VideoDetail } from '@indiwave/domain/contract/videos';
import type { MediaUrls } from '../catalog/media-urls.ts';
import type { ViewerSocial } from '../social/social-reads.service.ts';
import type { DiscoveryRepository, ReleaseRef } from './discovery.repository.ts';

type ArtistRow = Awaited<ReturnType<DiscoveryRepository['listArtistRows']>>[number];

/** The shown name: band name, or first and last name. */
export function toDisplayName(row: { band_name: string | null; first_name: string; last_name: string }): string {
  return row.band_name || [row.first_name, row.last_name].filter(Boolean).join(' ');
}

/** Rows → artist cards, in the order of `ids`. */
export function presentArtistCards(ids: number[], rows: ArtistRow[], genres: Map<number, NamedRef[]>, social: ViewerSocial, viewerId: number | null, urls: MediaUrls): ArtistCard[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const follow = social.artistOf(row.id);
    return [
      {
        slug_username: row.slug,
        name: toDisplayName(row),
        first_name: row.first_name,
        last_name: row.last_name,
        band_name: row.band_name,
        type: row.type === 'Band' ? 'Band' : 'Artist',
        profile_pic: urls.profilePic(row.profile_pic),
        cover_pic: urls.profilePic(row.cover_pic),
        city: row.city_name ?? row.other_city ?? '',
        genres: genres.get(row.id) ?? [],
        followers_count: follow.followers_count,
        is_following: viewerId !== row.id && follow.is_following,
        is_self: viewerId === row.id,
        songs_count: Number(row.songs_count ?? 0),
        videos_count: Number(row.videos_count ?? 0),
      },
    ];
  });
}

// Artwork is stored as '<prefix>/<side>.jpg' at every size (media-urls.ts), so the 350 art sits beside the 250 one.
const ART_250 = /\/250\.jpg$/;

/** A release as a spotlight item: its flat item with the 350 art (spec 2 §9). */
export function presentSpotlightItem(item: FlatListItem): SpotlightItem {
  return { ...item, spotlight_image: item.image.replace(ART_250, '/350.jpg') };
}

/**
 * A mixed list (songs, albums, videos) in its order, from each kind presented on its own; an
 * item its presenter dropped (hidden meanwhile) is left out.
 */
export function presentFeed(refs: ReleaseRef[], songs: FlatListItem[], albums: FlatListItem[], videos: VideoDetail[]): FeedItem[] {
  const songBySlug = new Map(songs.map((item) => [item.song_slug, item]));
  const albumBySlug = new Map(albums.map((item) => [item.album_slug, item]));
  const videoById = new Map(videos.map((video) => [video.id, video]));
  return refs.flatMap((ref): FeedItem[] => {
    if (ref.kind === 'video') {
      const video = videoById.get(Number(ref.id));
      return video ? [{ type: 'video', released_date: ref.released_at, music: null, video }] : [];
    }
    const music = (ref.kind === 'song' ? songBySlug : albumBySlug).get(ref.slug);
    return music ? [{ type: ref.kind, released_date: ref.released_at, music, video: null }] : [];
  });
}
