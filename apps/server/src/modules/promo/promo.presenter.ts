import type { Pitch, PresaveLink, PresavePage, PromoRender, PromoSong } from '@indiwave/domain/contract/promo';
import { isPubliclyPlayable, isReleased } from '@indiwave/domain/rules/privacy';
import type { MediaUrls } from '../catalog/media-urls.ts';
import type { PromoRepository, PromoSongRow, ReleaseRow, RenderRow } from './promo.repository.ts';

/** The name an artist goes by: the band's name, or first and last name. */
export function toArtistName(row: { band_name: string | null; first_name: string; last_name: string }): string {
  return row.band_name?.trim() || `${row.first_name} ${row.last_name}`.trim();
}

/** The privacy columns as the domain rules read them. */
export function toPrivacy(row: { is_public: number; is_scheduled: number; release_date: string | null }) {
  return { isPublic: row.is_public === 1, isScheduled: row.is_scheduled === 1, releaseDate: row.release_date };
}

/** True while a scheduled release's date is still ahead. */
export function isUpcoming(row: { is_public: number; is_scheduled: number; release_date: string | null }, now: Date): boolean {
  return row.is_scheduled === 1 && row.release_date !== null && !isReleased(toPrivacy(row), now);
}

/** A song as the tools list it. */
export function presentPromoSong(row: PromoSongRow, urls: MediaUrls, now: Date): PromoSong {
  return {
    slug: row.slug,
    title: row.title,
    images: urls.artwork(row.artwork_prefix),
    duration: Math.round(row.duration_ms / 1000),
    is_playable: isPubliclyPlayable(toPrivacy(row), now),
    is_upcoming: isUpcoming(row, now),
    release_date: row.release_date,
    has_audio: row.original_key !== null,
  };
}

/** A render, with a signed link to its mp4 once done (the file is never at a public URL). */
export function presentRender(row: RenderRow & { song_slug: string; song_title: string }, urls: MediaUrls): PromoRender {
  const format = row.format as PromoRender['format'];
  return {
    id: row.public_id,
    song: { slug: row.song_slug, title: row.song_title },
    format,
    clip_start: row.clip_start_s,
    clip_seconds: row.clip_seconds,
    status: row.status as PromoRender['status'],
    progress: row.progress,
    download_url: row.status === 'done' && row.output_key ? urls.signedUrl(row.output_key) : null,
    file_name: `${row.song_slug}-${format === '1:1' ? 'square' : 'story'}.mp4`,
    size: row.size,
    render_ms: row.render_ms,
    error: row.error,
    created_at: row.created_at,
  };
}

type PitchRow = Awaited<ReturnType<PromoRepository['listPitches']>>[number];

/** A pitch with its station. */
export function presentPitch(row: PitchRow): Pitch {
  return {
    id: row.id,
    song: { slug: row.song_slug, title: row.song_title },
    station: { slug: row.station_slug, name: row.station_name, city: row.station_city, genre_focus: row.station_genre_focus },
    status: row.status as Pitch['status'],
    message: row.message,
    created_at: row.created_at,
    answered_at: row.answered_at,
  };
}

/** A pre-save link as its artist sees it. */
export function presentPresaveLink(link: { slug: string; item_type: string; notified_at: string | null; fans: number | string }, release: ReleaseRow): PresaveLink {
  return {
    slug: link.slug,
    path: `/sdlink/${link.slug}`,
    item_type: link.item_type as PresaveLink['item_type'],
    item_slug: release.slug,
    title: release.title,
    release_date: release.release_date ?? '',
    fans: Number(link.fans),
    notified_at: link.notified_at,
  };
}

/** The public pre-save page: the release and its artist, nothing about the fans. */
export function presentPresavePage(link: { slug: string; item_type: string }, release: ReleaseRow, urls: MediaUrls, now: Date): PresavePage {
  const type = link.item_type as PresavePage['item_type'];
  return {
    slug: link.slug,
    item_type: type,
    title: release.title,
    artist: { name: toArtistName(release), slug: release.artist_slug },
    images: urls.artwork(release.artwork_prefix),
    release_date: release.release_date ?? '',
    is_released: isPubliclyPlayable(toPrivacy(release), now),
    item_path: type === 'song' ? `/songs/${release.slug}` : `/albums/${release.slug}`,
  };
}
