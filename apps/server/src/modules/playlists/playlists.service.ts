import { PLAYLIST_TRACKS_MAX } from '@indiwave/domain/constants';
import type { PlaylistCard, PlaylistCreateFields, PlaylistDetail, PlaylistEditFields } from '@indiwave/domain/contract/playlists';
import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/parse-with.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import { insertWithSlug } from '../catalog/catalog-rules.ts';
import type { CatalogServices } from '../catalog/catalog-services.ts';
import type { Viewer } from '../catalog/catalog.presenter.ts';
import type { SongView } from '../catalog/songs.repository.ts';
import { IMAGE_FIELD_RULE } from '../catalog/pending-uploads.service.ts';
import { withOneFile, type ReceiveUpload } from '../catalog/upload-reader.ts';
import type { AchievementsService } from '../achievements/achievements.service.ts';
import type { Notifier } from '../notifications/notifier.service.ts';
import type { SocialReads } from '../social/social-reads.service.ts';
import { presentPlaylistCard, presentPlaylistDetail, type VisibleTrack } from './playlists.presenter.ts';
import type { PlaylistsRepository, PlaylistView } from './playlists.repository.ts';
import { requireOwner, requireSignedIn } from '../accounts/access.policy.ts';
import type { SearchIndex } from '../search/search-index.service.ts';

type Page = { offset: number; limit: number };

export type PlaylistsServiceDeps = {
  repository: PlaylistsRepository;
  catalog: CatalogServices;
  /** The search index: a saved playlist syncs its document right after. */
  search: Pick<SearchIndex, 'syncPlaylists'>;
  social: SocialReads;
  notifier: Notifier;
  /** Awards achievements a playlist add earns its songs' owners (issue 8); absent in tools that need none. */
  achievements?: Pick<AchievementsService, 'checkProgress'>;
  now: () => Date;
};

/** A playlist as other modules need it: to clap it, log its play, notify its owner. */
export type PlaylistRef = { id: number; ownerId: number; slug: string; title: string; image: string | null };

/**
 * Playlists (spec 2 §3, §4, §5.2, §7): create, add tracks without repeats, edit, reorder,
 * remove, delete; the listing, a person's playlists and the detail, with the privacy rule:
 * a private playlist is the owner's alone (404 for everyone else).
 */
export function createPlaylistsService({ repository, catalog, search, social, notifier, achievements, now }: PlaylistsServiceDeps) {
  const { urls } = catalog;
  const viewerOf = (user: AuthUser | null): Viewer => catalog.items.viewerOf(user);

  /** Each playlist's tracks the viewer may see, in order. */
  async function loadTracks(playlists: PlaylistView[], viewer: Viewer): Promise<Map<number, VisibleTrack[]>> {
    const rows = await repository.listTracks(playlists.map((playlist) => playlist.id));
    const songs = new Map((await catalog.items.listVisibleSongs([...new Set(rows.map((row) => row.song_id))], viewer)).map((song) => [song.id, song]));
    const byPlaylist = new Map<number, VisibleTrack[]>(playlists.map((playlist) => [playlist.id, []]));
    for (const row of rows) {
      const song = songs.get(row.song_id);
      if (song) byPlaylist.get(row.playlist_id)?.push({ song, addedAt: row.added_at });
    }
    return byPlaylist;
  }

  async function presentCards(playlists: PlaylistView[], viewer: Viewer): Promise<PlaylistCard[]> {
    const tracks = await loadTracks(playlists, viewer);
    return playlists.map((playlist) => presentPlaylistCard(playlist, tracks.get(playlist.id) ?? [], viewer, urls));
  }

  async function describe(playlist: PlaylistView, plainViewer: Viewer): Promise<PlaylistDetail> {
    const tracks = (await loadTracks([playlist], plainViewer)).get(playlist.id) ?? [];
    const viewer: Viewer = {
      ...plainViewer,
      social: await social.loadViewerSocial(plainViewer.userId, { playlist: [playlist.id], song: tracks.map(({ song }) => song.id) }, [playlist.user_id]),
    };
    return presentPlaylistDetail(playlist, tracks, viewer, urls);
  }

  /** A playlist the viewer may see: missing, or private and not theirs → 404. */
  async function findVisiblePlaylist(slug: string, viewer: Viewer): Promise<PlaylistView> {
    const playlist = await repository.findPlaylistBySlug(slug);
    if (!playlist || (playlist.is_public !== 1 && playlist.user_id !== viewer.userId)) throw AppError.notFound();
    return playlist;
  }

  /** A playlist the user may change: someone else's is 403 (404 when private). */
  async function findOwnPlaylist(user: AuthUser, slug: string): Promise<PlaylistView> {
    const playlist = await findVisiblePlaylist(slug, viewerOf(user));
    requireOwner(user, playlist.user_id, MESSAGES.playlistNotOwner);
    return playlist;
  }

  async function reply(playlistId: number, user: AuthUser, message: string) {
    const playlist = await repository.findPlaylistById(playlistId);
    if (!playlist) throw AppError.notFound();
    return { success: true as const, result: await describe(playlist, viewerOf(user)), message };
  }

  /** A pending artwork of the user, marked used (spec: the catalogue's upload_artwork flow). */
  async function claimArtwork(user: AuthUser, imageId: string) {
    return catalog.uploads.claimArtwork(user.id, imageId);
  }

  /** Tells the owners of other people's songs that they were added to a public playlist. */
  async function notifyAdds(user: AuthUser, playlist: { slug: string; title: string; isPublic: boolean }, songs: SongView[]): Promise<void> {
    // A private playlist is nobody's business but its owner's: its adds notify no one.
    if (!playlist.isPublic) return;
    for (const song of songs) {
      if (song.user_id === user.id) continue;
      await notifier.playlistAdd(user.id, song.user_id, { type: 'song', slug: song.slug, title: song.title, image: catalog.urls.artwork(song.artwork_key ?? song.album_artwork_key ?? null).w200 }, { slug: playlist.slug, title: playlist.title });
      // The song's owner may earn 'On a playlist' (issue 8).
      await achievements?.checkProgress(song.user_id);
    }
  }

  return {
    findVisiblePlaylist,

    /** POST playlist/upload_cover: reads, checks and stores a cover image as a pending artwork of the user. */
    uploadCover(user: AuthUser, receive: ReceiveUpload) {
      return withOneFile(receive, 'image', IMAGE_FIELD_RULE, (file) => catalog.uploads.storePendingArtwork(user.id, file));
    },

    /** A playlist the viewer may see, as other modules name it. */
    async findVisiblePlaylistRef(slug: string, viewerUser: AuthUser | null): Promise<PlaylistRef> {
      const playlist = await findVisiblePlaylist(slug, viewerOf(viewerUser));
      return { id: playlist.id, ownerId: playlist.user_id, slug: playlist.slug, title: playlist.title, image: urls.artwork(playlist.artwork_key).w200 };
    },

    /** Playlists by id as cards, in the order of `ids`, leaving out private ones of others (the library). */
    async presentCardsByIds(viewerUser: AuthUser | null, ids: number[]): Promise<PlaylistCard[]> {
      const viewer = viewerOf(viewerUser);
      const byId = new Map((await repository.listPlaylistsByIds(ids)).map((playlist) => [playlist.id, playlist]));
      const visible = ids.flatMap((id) => byId.get(id) ?? []).filter((playlist) => playlist.is_public === 1 || playlist.user_id === viewer.userId);
      return presentCards(visible, viewer);
    },

    /** GET playlist/{product}_playlists. */
    async listPublic(viewerUser: AuthUser | null, query: Page & { type: 'playlist' | 'latest' | 'popular' }) {
      const viewer = viewerOf(viewerUser);
      const { rows, count } = await repository.listPublic(query.type === 'popular' ? 'popular' : 'latest', query, viewer.now.toISOString());
      return { success: true as const, results: await presentCards(rows, viewer), count };
    },

    /** GET playlist/user_playlists: public ones, and the owner's private ones with flag. */
    async listUserPlaylists(viewerUser: AuthUser | null, query: Page & { slug?: string; flag?: boolean }) {
      const viewer = viewerOf(viewerUser);
      let ownerId: number;
      if (query.slug) {
        const owner = await repository.findOwnerBySlug(query.slug);
        if (!owner) throw AppError.notFound();
        ownerId = owner.id;
      } else {
        requireSignedIn(viewerUser);
        ownerId = viewerUser.id;
      }
      const includePrivate = query.flag === true && ownerId === viewer.userId;
      const { rows, count } = await repository.listUserPlaylists(ownerId, includePrivate, query);
      return { success: true as const, results: await presentCards(rows, viewer), count };
    },

    /** GET playlist/playlist_detail/{slug}. */
    async readPlaylist(viewerUser: AuthUser | null, slug: string) {
      const viewer = viewerOf(viewerUser);
      return { success: true as const, result: await describe(await findVisiblePlaylist(slug, viewer), viewer) };
    },

    /** POST playlist/create: the playlist with its first songs (songs the user may see) and cover. */
    async createPlaylist(user: AuthUser, fields: PlaylistCreateFields) {
      const viewer = viewerOf(user);
      const songs = await catalog.items.findVisibleSongs(fields.track_slugs, viewer);
      const artwork = fields.image ? await claimArtwork(user, fields.image) : null;
      const at = now().toISOString();
      const isPublic = fields.privacy === 'public';
      const id = await insertWithSlug(
        fields.name,
        repository.listTakenSlugs,
        (slug) => repository.insertPlaylist({ user_id: user.id, slug, title: fields.name, description: fields.description ?? '', is_public: isPublic ? 1 : 0, artwork_file_id: artwork?.id ?? null, now: at }),
        'playlist',
      );
      const added = new Set(await repository.appendTracks(id, songs.map((song) => song.id), at));
      await search.syncPlaylists([id]);
      const created = await reply(id, user, MESSAGES.playlistCreated);
      await notifyAdds(user, { slug: created.result.slug_playlist, title: fields.name, isPublic }, songs.filter((song) => added.has(song.id)));
      return created;
    },

    /** POST playlist/add_track: appends songs not already there ('Added to playlist!'). */
    async addTracks(user: AuthUser, body: { playlist_slug: string; track_slugs: string[] }) {
      const playlist = await findOwnPlaylist(user, body.playlist_slug);
      const songs = await catalog.items.findVisibleSongs(body.track_slugs, viewerOf(user));
      const present = new Set((await repository.listTracks([playlist.id])).map((row) => row.song_id));
      const fresh = songs.filter((song) => !present.has(song.id));
      if (present.size + fresh.length > PLAYLIST_TRACKS_MAX) throw fieldError('track_slugs', MESSAGES.playlistTracksMax);
      const added = new Set(await repository.appendTracks(playlist.id, fresh.map((song) => song.id), now().toISOString()));
      await notifyAdds(user, { slug: playlist.slug, title: playlist.title, isPublic: playlist.is_public === 1 }, fresh.filter((song) => added.has(song.id)));
      return {
        success: true as const,
        message: MESSAGES.addedToPlaylist,
        result: { added_count: added.size, tracks_count: present.size + added.size, slug_playlist: playlist.slug },
      };
    },

    /** POST playlist/edit_playlist: name, privacy, description, cover. */
    async editPlaylist(user: AuthUser, fields: PlaylistEditFields) {
      const playlist = await findOwnPlaylist(user, fields.slug);
      const isDropped = fields.is_default === true || fields.image === '' || fields.image === null;
      const artwork = fields.image ? await claimArtwork(user, fields.image) : null;
      const patch = {
        ...(fields.name !== undefined ? { title: fields.name } : {}),
        ...(fields.privacy !== undefined ? { is_public: fields.privacy === 'public' ? 1 : 0 } : {}),
        ...(fields.description !== undefined ? { description: fields.description } : {}),
        ...(artwork ? { artwork_file_id: artwork.id } : isDropped ? { artwork_file_id: null } : {}),
        updated_at: now().toISOString(),
      };
      await repository.updatePlaylist(playlist.id, patch);
      await search.syncPlaylists([playlist.id]);
      // The old cover's files go once nothing points at them.
      if ((artwork !== null || isDropped) && playlist.artwork_file_id !== null && playlist.artwork_key !== null) {
        await catalog.uploads.discardFiles([{ id: playlist.artwork_file_id, kind: 'artwork', key: playlist.artwork_key }]);
      }
      return reply(playlist.id, user, MESSAGES.playlistSaved);
    },

    /** POST playlist/change_order: the named tracks first in the order given, the rest after in their order. */
    async changeOrder(user: AuthUser, body: { slug: string; track_slugs: string[] }) {
      const playlist = await findOwnPlaylist(user, body.slug);
      const current = (await repository.listTracks([playlist.id])).map((row) => row.song_id);
      const named: number[] = [];
      for (const slug of body.track_slugs) {
        const songId = await repository.findTrackSongId(playlist.id, slug);
        if (songId === undefined) throw fieldError('track_slugs', MESSAGES.notFound);
        named.push(songId);
      }
      const namedSet = new Set(named);
      await repository.orderTracks(playlist.id, [...named, ...current.filter((id) => !namedSet.has(id))], now().toISOString());
      return reply(playlist.id, user, MESSAGES.playlistSaved);
    },

    /** POST playlist/delete_playlist: the playlist and its cover. */
    async deletePlaylist(user: AuthUser, slug: string) {
      const playlist = await findOwnPlaylist(user, slug);
      await repository.deletePlaylist(playlist.id);
      await search.syncPlaylists([playlist.id]);
      if (playlist.artwork_file_id !== null && playlist.artwork_key !== null) await catalog.uploads.discardFiles([{ id: playlist.artwork_file_id, kind: 'artwork', key: playlist.artwork_key }]);
      return { success: true as const, message: MESSAGES.playlistDeleted };
    },

    /** POST playlist/delete_track: removes a song, even one the owner can no longer see. */
    async deleteTrack(user: AuthUser, body: { slug: string; track_slug: string }) {
      const playlist = await findOwnPlaylist(user, body.slug);
      const songId = await repository.findTrackSongId(playlist.id, body.track_slug);
      if (songId === undefined) throw AppError.notFound();
      await repository.deleteTrack(playlist.id, songId, now().toISOString());
      return reply(playlist.id, user, MESSAGES.playlistTrackRemoved);
    },
  };
}
export type PlaylistsService = ReturnType<typeof createPlaylistsService>;
