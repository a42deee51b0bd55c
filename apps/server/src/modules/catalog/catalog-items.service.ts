import type { FlatListItem } from '@indiwave/domain/contract/catalog';
import type { VideoDetail } from '@indiwave/domain/contract/videos';
import { isPrivateItem, isPubliclyPlayable, toEffectivePrivacy } from '@indiwave/domain/rules/privacy';
import { toYoutubeThumbnails } from '@indiwave/domain/rules/youtube';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import type { AlbumsService } from './albums.service.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { toPrivacyState } from './catalog-rules.ts';
import { presentFlatAlbum, presentFlatSong, presentPlayerSong, presentSongArtwork, toAlbumPrivacy, type Viewer } from './catalog.presenter.ts';
import type { SongView } from './songs.repository.ts';
import type { SongsService } from './songs.service.ts';
import type { VideosService } from './videos.service.ts';

/**
 * A song or video as an opportunity application carries it (issue 19): whose it is, whether
 * everyone may play it now, its artwork or thumbnail, and its public mp3 or YouTube id.
 */
export type CatalogEntry = {
  type: 'song' | 'video';
  id: number;
  slug: string;
  title: string;
  ownerId: number;
  image: string | null;
  mp3: string | null;
  youtubeVideoId: string | null;
  isPubliclyPlayable: boolean;
  /** A song's renditions are made (videos: always). */
  isReady: boolean;
  createdAt: string;
};

/** The most songs or videos of one artist an application list looks at. */
const OWN_ENTRIES_MAX = 500;

/**
 * A song, album or video as other modules need it: to clap it, log its play, notify its owner.
 * `isPlayable`: the viewer may hear it now (theirs, or public, or released); a scheduled release
 * not yet out shows its page but plays for nobody else. `durationMs`: null when unknown.
 */
export type CatalogItemRef = { id: number; ownerId: number; slug: string; title: string; image: string | null; albumId: number | null; isPlayable: boolean; durationMs: number | null };

/** Keeps `ids`' order, dropping what `byId` lacks. */
function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The catalogue's items for other modules (social, playlists, player): found by slug or id
 * with the catalogue's visibility rules, and presented in its shapes.
 */
export function createCatalogItemsService(deps: CatalogDeps, songs: SongsService, albums: AlbumsService, videos: VideosService) {
  const { store } = deps;

  /** True when the viewer may see the song: not private, or theirs. */
  const isSongVisible = (song: SongView, viewer: Viewer) => song.user_id === viewer.userId || !isPrivateItem(toEffectivePrivacy(toPrivacyState(song), viewer.now));

  async function listVisibleSongsBySlugs(slugs: string[], viewer: Viewer): Promise<SongView[]> {
    const bySlug = new Map((await store.songs.listSongsBySlugs([...new Set(slugs)])).map((song) => [song.slug, song]));
    return slugs.flatMap((slug) => bySlug.get(slug) ?? []).filter((song) => isSongVisible(song, viewer));
  }

  function toSongEntry(song: SongView): CatalogEntry {
    const isPublic = isPubliclyPlayable(toPrivacyState(song), deps.clock.now());
    return {
      type: 'song',
      id: song.id,
      slug: song.slug,
      title: song.title,
      ownerId: song.user_id,
      image: presentSongArtwork(song, deps.urls).w250,
      mp3: isPublic && song.mp3_key ? deps.urls.publicUrl(song.mp3_key) : null,
      youtubeVideoId: null,
      isPubliclyPlayable: isPublic,
      isReady: song.media_status === 'ready',
      createdAt: song.created_at,
    };
  }

  function toVideoEntry(video: { id: number; slug: string; title: string; user_id: number; is_public: number; youtube_video_id: string; created_at: string }): CatalogEntry {
    return {
      type: 'video',
      id: video.id,
      slug: video.slug,
      title: video.title,
      ownerId: video.user_id,
      image: toYoutubeThumbnails(video.youtube_video_id).img_480x360,
      mp3: null,
      youtubeVideoId: video.youtube_video_id,
      isPubliclyPlayable: video.is_public === 1,
      isReady: true,
      createdAt: video.created_at,
    };
  }

  return {
    viewerOf: songs.viewerOf,

    /** An artist's own songs or videos, newest first, as application entries (issue 19). */
    async listOwnEntries(userId: number, type: 'song' | 'video'): Promise<CatalogEntry[]> {
      if (type === 'song') return (await store.songs.listUserSongs(userId, OWN_ENTRIES_MAX)).map(toSongEntry);
      return (await store.videos.listUserVideos(userId, { onlyPublic: false, limit: OWN_ENTRIES_MAX, offset: 0 })).map(toVideoEntry);
    },

    /** Songs or videos by slug as application entries, whoever owns them; unknown slugs left out. */
    async findEntriesBySlugs(type: 'song' | 'video', slugs: string[]): Promise<CatalogEntry[]> {
      if (slugs.length === 0) return [];
      if (type === 'song') return (await store.songs.listSongsBySlugs(slugs)).map(toSongEntry);
      return (await Promise.all(slugs.map((slug) => store.videos.findVideoBySlug(slug)))).flatMap((video) => (video ? [toVideoEntry(video)] : []));
    },

    /** Songs or videos by id as application entries; deleted ones left out. */
    async describeEntries(type: 'song' | 'video', ids: number[]): Promise<CatalogEntry[]> {
      if (ids.length === 0) return [];
      if (type === 'song') return (await store.songs.listSongsByIds(ids)).map(toSongEntry);
      return (await store.videos.listVideosByIds(ids)).map(toVideoEntry);
    },

    /** A song, album or video the viewer may see, by slug (404 otherwise). */
    async findVisibleItem(type: 'song' | 'album' | 'video', slug: string, viewer: Viewer): Promise<CatalogItemRef> {
      if (type === 'song') {
        const song = await songs.findVisibleSong(slug, viewer);
        const isPlayable = song.user_id === viewer.userId || isPubliclyPlayable(toPrivacyState(song), viewer.now);
        return { id: song.id, ownerId: song.user_id, slug: song.slug, title: song.title, image: presentSongArtwork(song, deps.urls).w200, albumId: song.album_id, isPlayable, durationMs: song.duration_ms || null };
      }
      if (type === 'album') {
        const album = await albums.findVisibleAlbum(slug, viewer);
        const isPlayable = album.user_id === viewer.userId || toAlbumPrivacy(album, viewer.now).isPublic;
        return { id: album.id, ownerId: album.user_id, slug: album.slug, title: album.title, image: deps.urls.artwork(album.artwork_key).w200, albumId: null, isPlayable, durationMs: null };
      }
      const video = await videos.findVisibleVideo(slug, viewer);
      return { id: video.id, ownerId: video.user_id, slug: video.slug, title: video.title, image: `https://i.ytimg.com/vi/${video.youtube_video_id}/hqdefault.jpg`, albumId: null, isPlayable: true, durationMs: null };
    },

    /** Songs by id that the viewer may see, in the order of `ids`. */
    async listVisibleSongs(ids: number[], viewer: Viewer): Promise<SongView[]> {
      return inOrder(ids, await store.songs.listSongsByIds(ids)).filter((song) => isSongVisible(song, viewer));
    },

    /** Songs by slug that the viewer may see, in the order of `slugs` (repeats kept); unknown and hidden ones left out. */
    listVisibleSongsBySlugs,

    /** Songs by slug that the viewer may see, in the order asked; a missing or hidden one is 404, as on its own page. */
    async findVisibleSongs(slugs: string[], viewer: Viewer): Promise<SongView[]> {
      const found = await listVisibleSongsBySlugs(slugs, viewer);
      if (found.length !== slugs.length) throw AppError.notFound();
      return found;
    },

    /** Songs by id as flat list items, in the order of `ids`, leaving out what the viewer may not see. */
    async presentFlatSongs(viewerUser: AuthUser | null, ids: number[]): Promise<FlatListItem[]> {
      const viewer = songs.viewerOf(viewerUser);
      const visible = inOrder(ids, await store.songs.listSongsByIds(ids)).filter((song) => isSongVisible(song, viewer));
      const socialViewer = await deps.withSocial(viewer, { song: visible.map((song) => song.id) });
      return visible.map((song) => presentFlatSong(song, socialViewer, deps.urls));
    },

    /** Albums by id as flat list items, in the order of `ids`, leaving out drafts and private albums of others. */
    async presentFlatAlbums(viewerUser: AuthUser | null, ids: number[]): Promise<FlatListItem[]> {
      const viewer = songs.viewerOf(viewerUser);
      const visible = inOrder(ids, await store.albums.listAlbumsByIds(ids)).filter((album) => album.user_id === viewer.userId || !isPrivateItem(toAlbumPrivacy(album, viewer.now)));
      const [tracks, socialViewer] = await Promise.all([store.songs.listAlbumSongs(visible.map((album) => album.id)), deps.withSocial(viewer, { album: visible.map((album) => album.id) })]);
      return visible.map((album) => presentFlatAlbum(album, tracks.find((track) => track.album_id === album.id)?.slug ?? null, deps.urls, socialViewer));
    },

    /** Videos by id, in the order of `ids`, leaving out private videos of others. */
    async presentVideos(viewerUser: AuthUser | null, ids: number[]): Promise<VideoDetail[]> {
      const viewer = songs.viewerOf(viewerUser);
      const visible = inOrder(ids, await store.videos.listVideosByIds(ids)).filter((video) => video.is_public === 1 || video.user_id === viewer.userId);
      return videos.presentMany(visible, viewer);
    },

    /** Songs as the player loads them (spec 1 §3.7), with the viewer's claps. */
    async presentPlayerSongs(songRows: SongView[], viewer: Viewer) {
      const socialViewer = await deps.withSocial(viewer, { song: songRows.map((song) => song.id) });
      return songRows.map((song) => presentPlayerSong(song, socialViewer, deps.urls));
    },
  };
}
export type CatalogItemsService = ReturnType<typeof createCatalogItemsService>;
