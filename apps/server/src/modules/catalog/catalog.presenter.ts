import type { FlatListItem, MediaStatus, NamedRef, SongArtist } from '@indiwave/domain/contract/catalog';
import type { AlbumDetail } from '@indiwave/domain/contract/albums';
import type { SongDetail } from '@indiwave/domain/contract/songs';
import type { VideoDetail } from '@indiwave/domain/contract/videos';
import { canDownloadItem, canEditItem } from '@indiwave/domain/rules/catalog-access';
import { isPubliclyPlayable, toEffectivePrivacy, toPrivacyChoice } from '@indiwave/domain/rules/privacy';
import { toYoutubeThumbnails, toYoutubeWatchUrl } from '@indiwave/domain/rules/youtube';
import { toFullName, toPrivacyState, toSongEditFlags } from './catalog-rules.ts';
import type { MediaUrls } from './media-urls.ts';
import type { AlbumView } from './albums.repository.ts';
import type { NamedRefRow, SongView } from './songs.repository.ts';
import type { ViewerSocial } from '../social/social-reads.service.ts';
import type { VideoView } from './videos.repository.ts';

/**
 * Who is looking, and when: ownership and release times are judged against these. `social`
 * holds the viewer's claps and the artists' follow counts once loaded (social-reads); without
 * it they read as 0 and false.
 */
export type Viewer = { userId: number | null; now: Date; social?: ViewerSocial };

/** The viewer's claps on an item (0 until loaded). */
function myClaps(viewer: Viewer, type: 'song' | 'album' | 'video', id: number): number {
  return viewer.social?.clapsOf(type, id) ?? 0;
}

type OwnerColumns = { user_id: number; owner_slug: string; owner_first_name: string; owner_last_name: string; owner_band_name: string | null; owner_profile_pic: string | null };

/** Named references grouped by their owner's id. */
export function groupRefs(rows: NamedRefRow[]): Map<number, NamedRef[]> {
  const groups = new Map<number, NamedRef[]>();
  for (const row of rows) {
    const list = groups.get(row.owner_id) ?? [];
    list.push({ id: row.id, name: row.name });
    groups.set(row.owner_id, list);
  }
  return groups;
}

const seconds = (ms: number | string | null) => Math.round(Number(ms ?? 0) / 1000);

function presentOwner(row: OwnerColumns, viewer: Viewer, urls: MediaUrls) {
  return {
    first_name: row.owner_first_name,
    last_name: row.owner_last_name,
    full_name: toFullName(row),
    slug_username: row.owner_slug,
    profile_pic: urls.profilePic(row.owner_profile_pic),
    is_same_artist: viewer.userId === row.user_id,
  };
}

/** The artist block of a song (spec 2 §3 Song artist_id), with followers once the viewer's social data is loaded. */
export function presentSongArtist(row: OwnerColumns, viewer: Viewer, urls: MediaUrls): SongArtist {
  const owner = presentOwner(row, viewer, urls);
  return {
    is_same_artist: owner.is_same_artist,
    slug_username: owner.slug_username,
    profile: { profile_pic: owner.profile_pic, first_name: owner.first_name, last_name: owner.last_name },
    full_name: owner.full_name,
    ...(viewer.social?.artistOf(row.user_id) ?? { followers_count: 0, is_following: false }),
  };
}

/**
 * The audio URLs of a song for a viewer: public renditions at stable URLs when everyone may
 * play it; signed URLs for its owner otherwise; nothing for others before release.
 * `song_file` falls back to (a signed URL of) the original while renditions are made.
 */
export function presentAudio(song: SongView, viewer: Viewer, urls: MediaUrls): { song_file: string | null; mp3: string | null; m4a: string | null } {
  const isPublic = isPubliclyPlayable(toPrivacyState(song), viewer.now);
  if (!isPublic && viewer.userId !== song.user_id) return { song_file: null, mp3: null, m4a: null };
  const url = isPublic ? urls.publicUrl : urls.signedUrl;
  const mp3 = song.mp3_key ? url(song.mp3_key) : null;
  const m4a = song.m4a_key ? url(song.m4a_key) : null;
  return { song_file: mp3 ?? (song.original_key ? urls.signedUrl(song.original_key) : null), mp3, m4a };
}

/** The artwork of a song: its own, else its album's, else the default. */
export function presentSongArtwork(song: SongView, urls: MediaUrls) {
  return urls.artwork(song.artwork_key ?? song.album_artwork_key ?? null);
}

/** True when the viewer may see the download entry of a song (spec 2 §6). */
export function canDownloadSong(song: SongView, viewer: Viewer): boolean {
  const isPlayable = viewer.userId === song.user_id || isPubliclyPlayable(toPrivacyState(song), viewer.now);
  return isPlayable && canDownloadItem({ isDownloadable: song.is_downloadable === 1 || song.album_is_downloadable === 1, trackCount: song.original_key ? 1 : 0 });
}

/** Rows → the song detail (spec 2 §3 Song). */
export function presentSongDetail(song: SongView, refs: { genres: NamedRef[]; languages: NamedRef[] }, viewer: Viewer, urls: MediaUrls): SongDetail {
  const state = toEffectivePrivacy(toPrivacyState(song), viewer.now);
  const images = presentSongArtwork(song, urls);
  const artist = presentSongArtist(song, viewer, urls);
  const owner = presentOwner(song, viewer, urls);
  return {
    id: song.id,
    title: song.title,
    slug_usersong: song.slug,
    duration: seconds(song.duration_ms),
    genre: refs.genres,
    language: refs.languages,
    mood: song.mood_id !== null && song.mood_name ? { id: song.mood_id, name: song.mood_name } : null,
    song_plays: song.play_count,
    description: song.description,
    created_date: song.created_at,
    is_like: myClaps(viewer, 'song', song.id),
    song_likes: song.clap_count,
    is_downloadable: song.is_downloadable === 1,
    can_download: canDownloadSong(song, viewer),
    is_paid: song.price_paise > 0,
    buylink: song.buylink,
    price: song.price_paise,
    sku: song.sku,
    lyrics: song.lyrics,
    is_public: state.isPublic,
    is_scheduled: state.isScheduled,
    release_date: song.release_date,
    privacy: toPrivacyChoice(state),
    album_id: song.album_id,
    album: song.album_id !== null && song.album_slug ? { cover_pic: urls.artwork(song.album_artwork_key).w250, slug_album: song.album_slug, title: song.album_title ?? '' } : null,
    image: images.w500,
    images,
    ...presentAudio(song, viewer, urls),
    media_status: song.media_status as MediaStatus,
    artist_id: artist,
    user: { first_name: owner.first_name, last_name: owner.last_name, full_name: owner.full_name, slug_username: owner.slug_username, profile_pic: owner.profile_pic },
    credits: {
      composer: song.composer,
      lyricist: song.lyricist,
      featured_artists: song.featured_artists,
      primaryArtist: song.primary_artist,
      author: song.author,
      producer: song.producer,
      arranger: song.arranger,
      remixer: song.remixer,
    },
    tags: song.tags,
    record_label: song.record_label,
    production_year: song.production_year,
    other_release_date: song.other_release_date,
    for_opp: song.for_opp === 1,
    presave: song.presave === 1,
    various_art: toSongEditFlags(song).isVariousArtists,
    agreement: toSongEditFlags(song).hasAgreement,
    can_edit: canEditItem({ isOwner: artist.is_same_artist, ...toSongEditFlags(song) }),
  };
}

/** The player's song (spec 1 §3.7 Player song detail, queue item). */
export function presentPlayerSong(song: SongView, viewer: Viewer, urls: MediaUrls) {
  return {
    title: song.title,
    slug_usersong: song.slug,
    full_name: toFullName(song),
    slug_username: song.owner_slug,
    lyrics: song.lyrics,
    album_id: song.album_id,
    album: song.album_id !== null && song.album_slug ? { cover_pic: urls.artwork(song.album_artwork_key).w250, slug_album: song.album_slug } : null,
    image: presentSongArtwork(song, urls).w250,
    profile_pic: urls.profilePic(song.owner_profile_pic),
    ...presentAudio(song, viewer, urls),
    duration: seconds(song.duration_ms),
    is_like: myClaps(viewer, 'song', song.id),
    song_likes: song.clap_count,
  };
}

/** A song as a flat list item (spec 2 §3 Flat list items). */
export function presentFlatSong(song: SongView, viewer: Viewer, urls: MediaUrls): FlatListItem {
  const audio = presentAudio(song, viewer, urls);
  return {
    name: song.title,
    title: song.title,
    artist: toFullName(song),
    artist_slug: song.owner_slug,
    profile_pic: urls.profilePic(song.owner_profile_pic),
    song_slug: song.slug,
    album_slug: song.album_slug,
    is_album: false,
    user_claps: myClaps(viewer, 'song', song.id),
    song_claps: song.clap_count,
    song_buylink: song.buylink,
    song_price: song.price_paise,
    duration: seconds(song.duration_ms),
    album_tracks: 1,
    image: presentSongArtwork(song, urls).w250,
    mp3: audio.mp3,
    m4a: audio.m4a,
    lyrics: song.lyrics,
    created_date: song.created_at,
  };
}

/** An album as a flat list item, with its first track's slug (what 'play' starts). */
export function presentFlatAlbum(album: AlbumView, firstTrackSlug: string | null, urls: MediaUrls, viewer?: Viewer): FlatListItem {
  return {
    name: album.title,
    title: album.title,
    artist: toFullName(album),
    artist_slug: album.owner_slug,
    profile_pic: urls.profilePic(album.owner_profile_pic),
    song_slug: firstTrackSlug,
    album_slug: album.slug,
    is_album: true,
    user_claps: viewer ? myClaps(viewer, 'album', album.id) : 0,
    song_claps: album.clap_count,
    song_buylink: album.buylink,
    song_price: album.price_paise,
    duration: seconds(album.total_duration_ms),
    album_tracks: Number(album.track_count ?? 0),
    image: urls.artwork(album.artwork_key).w250,
    mp3: null,
    m4a: null,
    lyrics: '',
    created_date: album.created_at,
  };
}

/** The album privacy everyone sees: a draft is private whatever was chosen for it. */
export function toAlbumPrivacy(album: AlbumView, now: Date) {
  const chosen = toEffectivePrivacy(toPrivacyState(album), now);
  return album.is_published === 1 ? chosen : { isPublic: false, isScheduled: false, releaseDate: album.release_date };
}

/** Rows → the album detail (spec 2 §3 Album, Track from an album). */
export function presentAlbumDetail(album: AlbumView, tracks: SongView[], refs: { genres: NamedRef[]; languages: NamedRef[] }, viewer: Viewer, urls: MediaUrls): AlbumDetail {
  const state = toAlbumPrivacy(album, viewer.now);
  const images = urls.artwork(album.artwork_key);
  const owner = presentOwner(album, viewer, urls);
  const isOwner = owner.is_same_artist;
  return {
    id: album.id,
    title: album.title,
    slug_album: album.slug,
    cover_pic: images.w500,
    images,
    total_duration: seconds(album.total_duration_ms),
    genre_id: refs.genres,
    language_id: refs.languages,
    play_count: album.play_count,
    about_band: album.description,
    created_date: album.created_at,
    is_like: myClaps(viewer, 'album', album.id),
    likes_count: album.clap_count,
    is_digital: album.is_digital === 1,
    album_price: album.price_paise,
    sku: album.sku,
    is_scheduled: state.isScheduled,
    is_public: state.isPublic,
    release_date: album.release_date,
    is_published: album.is_published === 1,
    privacy: toPrivacyChoice(toEffectivePrivacy(toPrivacyState(album), viewer.now)),
    is_owner: isOwner,
    music_tracks: tracks.map((track) => {
      const audio = presentAudio(track, viewer, urls);
      const art = urls.artwork(track.artwork_key ?? album.artwork_key).w250;
      return {
        name: track.title,
        title: track.title,
        slug: track.slug,
        slug_usersong: track.slug,
        file: audio.song_file,
        mp3: audio.mp3,
        m4a: audio.m4a,
        media_status: track.media_status as MediaStatus,
        is_like: myClaps(viewer, 'song', track.id),
        song_likes: track.clap_count,
        image: art,
        cover_pic: art,
        artist: toFullName(track),
        artist_slug: track.owner_slug,
        duration: seconds(track.duration_ms),
        position: track.track_position ?? 0,
        lyrics: track.lyrics,
      };
    }),
    artists: [
      {
        slug_username: owner.slug_username,
        profile_pic: owner.profile_pic,
        first_name: owner.first_name,
        last_name: owner.last_name,
        full_name: owner.full_name,
        ...(viewer.social?.artistOf(album.user_id) ?? { followers_count: 0, is_following: false }),
        is_same_artist: isOwner,
      },
    ],
    agreement: album.has_agreement === 1,
    various_art: album.various_art === 1,
    buy_link: album.buylink,
    is_downloadable: album.is_downloadable === 1,
    can_download: (isOwner || isPubliclyPlayable(state, viewer.now)) && canDownloadItem({ isDownloadable: album.is_downloadable === 1, trackCount: tracks.length }),
    tags: album.tags,
    record_label: album.record_label,
    label: album.label,
    version: album.version,
    can_edit: canEditItem({ isOwner, isVariousArtists: album.various_art === 1, hasAgreement: album.has_agreement === 1 }),
  };
}

/** Share data (spec 2 §3 Share data) with the spec's hashtags (spec 2 §9). */
export function presentPromo(item: { type: 'song' | 'album'; slug: string; title: string; owner: OwnerColumns; artworkKey: string | null; state: { isPublic: boolean; isScheduled: boolean; releaseDate: string | null } }, config: { publicUrl: string; brandName: string }, urls: MediaUrls) {
  const images = urls.artwork(item.artworkKey);
  const absolute = (url: string) => `${config.publicUrl}${url}`;
  return {
    type: item.type,
    slug: item.slug,
    title: item.title,
    artist: toFullName(item.owner),
    artist_slug: item.owner.owner_slug,
    image: absolute(images.w200),
    images: { ...images, w200: absolute(images.w200), w250: absolute(images.w250), w350: absolute(images.w350), w500: absolute(images.w500) },
    share_url: `${config.publicUrl}/${item.type === 'song' ? 'songs' : 'albums'}/${item.slug}`,
    embed_url: `${config.publicUrl}/embed/${item.type}/${item.slug}`,
    hashtags: item.type === 'album' ? `HereItFirstOn${config.brandName},WhereGreatMusicLives` : `WhereGreatMusicLives,${config.brandName}`,
    is_public: item.state.isPublic,
    is_scheduled: item.state.isScheduled,
    release_date: item.state.releaseDate,
  };
}

/** Rows → a video (spec 2 §3 Video). */
export function presentVideo(video: VideoView, refs: { genres: NamedRef[]; languages: NamedRef[] }, viewer: Viewer, urls: MediaUrls): VideoDetail {
  const owner = presentOwner(video, viewer, urls);
  const isOwner = owner.is_same_artist;
  return {
    id: video.id,
    title: video.title,
    slug_uservideo: video.slug,
    youtube_video_id: video.youtube_video_id,
    youtube_url: toYoutubeWatchUrl(video.youtube_video_id),
    ...toYoutubeThumbnails(video.youtube_video_id),
    user: { first_name: owner.first_name, last_name: owner.last_name, full_name: owner.full_name, slug_username: owner.slug_username, profile_pic: owner.profile_pic },
    slug_username: owner.slug_username,
    is_like: myClaps(viewer, 'video', video.id),
    video_likes: video.clap_count,
    video_views: video.view_count,
    genre: refs.genres,
    language: refs.languages,
    mood: video.mood_id !== null && video.mood_name ? { id: video.mood_id, name: video.mood_name } : null,
    tags: video.tags,
    is_public: video.is_public === 1,
    is_submit_tv: video.is_submit_tv === 1,
    video_released: video.video_released === 1,
    cbfc_certificate: video.cbfc_certificate === 1,
    track_embedded: video.track_embedded === 1,
    track_released: video.track_released === 1,
    is_submit_website: video.is_submit_website === 1,
    usermessage: isOwner ? video.usermessage : '',
    song: video.song_slug ? { slug_usersong: video.song_slug, title: video.song_title ?? '' } : null,
    created_date: video.created_at,
    is_owner: isOwner,
    can_edit: isOwner,
  };
}
