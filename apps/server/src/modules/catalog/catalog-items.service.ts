import type { FlatListItem } from '@indiwave/domain/contract/catalog';
import type { VideoDetail } from '@indiwave/domain/contract/videos';
import { isPrivateItem, toEffectivePrivacy } from '@indiwave/domain/rules/privacy';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser } from '../accounts/session-token.service.ts';
import type { AlbumsService } from './albums.service.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { toPrivacyState } from './catalog-rules.ts';
import { presentFlatAlbum, presentFlatSong, presentPlayerSong, presentSongArtwork, toAlbumPrivacy, type Viewer } from './catalog.presenter.ts';
import type { SongView } from './songs.repository.ts';
import type { SongsService } from './songs.service.ts';
import type { VideosService } from './videos.service.ts';

/** A song, album or video as other modules need it: to clap it, log its play, notify its owner. */
export type CatalogItemRef = { id: number; ownerId: number; slug: string; title: string; image: string | null; albumId: number | null };

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

  return {
    viewerOf: songs.viewerOf,

    /** A song, album or video the viewer may see, by slug (404 otherwise). */
    async findVisibleItem(type: 'song' | 'album' | 'video', slug: string, viewer: Viewer): Promise<CatalogItemRef> {
      if (type === 'song') {
        const song = await songs.findVisibleSong(slug, viewer);
        return { id: song.id, ownerId: song.user_id, slug: song.slug, title: song.title, image: presentSongArtwork(song, deps.urls).w200, albumId: song.album_id };
      }
      if (type === 'album') {
        const album = await albums.findVisibleAlbum(slug, viewer);
        return { id: album.id, ownerId: album.user_id, slug: album.slug, title: album.title, image: deps.urls.artwork(album.artwork_key).w200, albumId: null };
      }
      const video = await videos.findVisibleVideo(slug, viewer);
      return { id: video.id, ownerId: video.user_id, slug: video.slug, title: video.title, image: `https://i.ytimg.com/vi/${video.youtube_video_id}/hqdefault.jpg`, albumId: null };
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
