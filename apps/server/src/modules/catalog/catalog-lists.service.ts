import type { FlatListItem, MediaStatus } from '@indiwave/domain/contract/catalog';
import { canEditItem } from '@indiwave/domain/rules/catalog-access';
import { toEffectivePrivacy, toPrivacyChoice } from '@indiwave/domain/rules/privacy';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { toPrivacyState, toSongEditFlags } from './catalog-rules.ts';
import { presentFlatAlbum, presentFlatSong, presentSongArtwork, toAlbumPrivacy } from './catalog.presenter.ts';
import type { SongsService } from './songs.service.ts';
import type { VideosService } from './videos.service.ts';

type Page = { offset: number; limit: number };

/** Newest first across two lists already sorted newest first: the page of their merge. */
function mergePage<A extends { created_at: string }, B extends { created_at: string }>(a: A[], b: B[], page: Page): (A | B)[] {
  return [...a, ...b].sort((x, y) => (x.created_at < y.created_at ? 1 : x.created_at > y.created_at ? -1 : 0)).slice(page.offset, page.offset + page.limit);
}

/** The artist's lists: a profile's songs and videos, and the dashboard's own catalogue. */
export function createCatalogListsService(deps: CatalogDeps, songs: SongsService, videos: VideosService) {
  const { store } = deps;

  async function findArtist(slug: string) {
    const artist = await store.reference.findUserBySlug(slug);
    if (!artist) throw AppError.notFound();
    return artist;
  }

  return {
    /**
     * {product}user/songs: a profile's songs (not album tracks) and published albums as flat
     * list items, newest first. Others see what everyone may play; the artist sees everything.
     */
    async listArtistSongs(viewerUser: AuthUser | null, query: Page & { slug: string }) {
      const viewer = songs.viewerOf(viewerUser);
      const artist = await findArtist(query.slug);
      const visibleAt = artist.id === viewer.userId ? undefined : viewer.now.toISOString();
      const take = { limit: query.offset + query.limit, visibleAt };
      const [songRows, albumRows, songCount, albumCount] = await Promise.all([
        store.songs.listStandaloneSongs(artist.id, take),
        store.albums.listUserAlbums(artist.id, take),
        store.songs.countStandaloneSongs(artist.id, visibleAt),
        store.albums.countUserAlbums(artist.id, visibleAt),
      ]);
      const page = mergePage(songRows, albumRows, query);
      const albumIds = page.filter((row) => !('duration_ms' in row)).map((row) => row.id);
      const [tracks, socialViewer] = await Promise.all([
        store.songs.listAlbumSongs(albumIds),
        deps.withSocial(viewer, { album: albumIds, song: page.filter((row) => 'duration_ms' in row).map((row) => row.id) }),
      ]);
      const results: FlatListItem[] = page.map((row) =>
        'duration_ms' in row ? presentFlatSong(row, socialViewer, deps.urls) : presentFlatAlbum(row, tracks.find((track) => track.album_id === row.id)?.slug ?? null, deps.urls, socialViewer),
      );
      return { success: true as const, results, count: songCount + albumCount };
    },

    /** {product}user/songslist: the signed-in artist's songs (not album tracks) and albums with privacy and status. */
    async listOwnCatalogue(user: AuthUser, query: Page & { type: 'all' | 'song' | 'album' }) {
      const now = deps.clock.now();
      const take = { limit: query.offset + query.limit };
      const [songRows, albumRows, songCount, albumCount] = await Promise.all([
        query.type === 'album' ? [] : store.songs.listStandaloneSongs(user.id, take),
        query.type === 'song' ? [] : store.albums.listUserAlbums(user.id, take),
        query.type === 'album' ? 0 : store.songs.countStandaloneSongs(user.id),
        query.type === 'song' ? 0 : store.albums.countUserAlbums(user.id),
      ]);
      const results = mergePage(songRows, albumRows, query).map((row) => {
        const isSong = 'duration_ms' in row;
        const state = isSong ? toEffectivePrivacy(toPrivacyState(row), now) : toAlbumPrivacy(row, now);
        const chosen = toEffectivePrivacy(toPrivacyState(row), now);
        return {
          type: isSong ? ('song' as const) : ('album' as const),
          title: row.title,
          slug: row.slug,
          image: isSong ? presentSongArtwork(row, deps.urls).w250 : deps.urls.artwork(row.artwork_key).w250,
          duration: Math.round(Number(isSong ? row.duration_ms : row.total_duration_ms ?? 0) / 1000),
          privacy: toPrivacyChoice(chosen),
          is_public: state.isPublic,
          is_scheduled: state.isScheduled,
          release_date: row.release_date,
          is_published: isSong ? true : row.is_published === 1,
          media_status: (isSong ? row.media_status : 'ready') as MediaStatus,
          plays: row.play_count,
          likes: row.clap_count,
          tracks_count: isSong ? 1 : Number(row.track_count ?? 0),
          can_edit: canEditItem({ isOwner: true, ...(isSong ? toSongEditFlags(row) : { isVariousArtists: row.various_art === 1, hasAgreement: row.has_agreement === 1 }) }),
          album_slug: isSong ? row.album_slug : null,
          created_date: row.created_at,
        };
      });
      return { success: true as const, results, count: songCount + albumCount };
    },

    /** {product}user/videos: a profile's public videos (all of them for the artist). */
    async listArtistVideos(viewerUser: AuthUser | null, query: Page & { slug: string }) {
      const viewer = songs.viewerOf(viewerUser);
      const artist = await findArtist(query.slug);
      const onlyPublic = artist.id !== viewer.userId;
      const [rows, count] = await Promise.all([store.videos.listUserVideos(artist.id, { onlyPublic, ...query }), store.videos.countUserVideos(artist.id, onlyPublic)]);
      return { success: true as const, results: await videos.presentMany(rows, viewer), count };
    },

    /** {product}user/videoslist: the signed-in artist's own videos. */
    async listOwnVideos(user: AuthUser, query: Page) {
      const viewer = songs.viewerOf(user);
      const [rows, count] = await Promise.all([store.videos.listUserVideos(user.id, { onlyPublic: false, ...query }), store.videos.countUserVideos(user.id, false)]);
      return { success: true as const, results: await videos.presentMany(rows, viewer), count };
    },
  };
}
export type CatalogListsService = ReturnType<typeof createCatalogListsService>;
