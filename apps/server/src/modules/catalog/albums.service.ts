import type { AlbumCreateFields, AlbumDetail, AlbumEditFields, AlbumTrackInput } from '@indiwave/domain/contract/albums';
import { MESSAGES } from '@indiwave/domain/messages';
import { canEditItem } from '@indiwave/domain/rules/catalog-access';
import { isPrivateItem, toPrivacyChoice, type PrivacyState } from '@indiwave/domain/rules/privacy';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/parse-with.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import type { AlbumPatch, AlbumView } from './albums.repository.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import type { CatalogRepositories } from './catalog-store.ts';
import { assertCanUpload, checkReferences, createSku, insertWithSlug, resolvePrivacy, toFlag, toPrivacyColumns, toPrivacyState } from './catalog-rules.ts';
import { presentAlbumDetail, presentPromo, toAlbumPrivacy, type Viewer } from './catalog.presenter.ts';
import type { MediaFileRow } from './media-files.repository.ts';
import type { PendingUploadsService } from './pending-uploads.service.ts';
import type { NewSongFields, SongsService } from './songs.service.ts';
import { requireOwner } from '../accounts/access.policy.ts';

type AlbumReply = { success: true; result: AlbumDetail; message: string };

/** The album columns of the form's fields that were sent. */
function toAlbumColumns(fields: AlbumEditFields): AlbumPatch {
  const patch: AlbumPatch = {
    title: fields.title,
    description: fields.description,
    tags: fields.tags,
    record_label: fields.record_label,
    label: fields.label,
    version: fields.version,
    is_downloadable: toFlag(fields.is_downloadable),
    buylink: fields.buylink,
    price_paise: fields.album_price,
    is_digital: toFlag(fields.is_digital),
  };
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as AlbumPatch;
}

/**
 * Albums (spec 2 §3, §4, §6, §7): drafts made in steps, their ordered tracks, publishing, edits
 * and deletion — each change one transaction.
 */
export function createAlbumsService(deps: CatalogDeps, uploads: PendingUploadsService, songs: SongsService) {
  const { store } = deps;
  const now = () => deps.clock.now();

  async function describeAlbum(album: AlbumView, plainViewer: Viewer): Promise<AlbumDetail> {
    const [tracks, tags] = await Promise.all([store.songs.listAlbumSongs([album.id]), store.albums.listTagsOf(album.id)]);
    const viewer = await deps.withSocial(plainViewer, { album: [album.id], song: tracks.map((track) => track.id) }, [album.user_id]);
    return presentAlbumDetail(album, tracks, tags, viewer, deps.urls);
  }

  async function reply(slug: string, user: AuthUser, message: string): Promise<AlbumReply> {
    const album = await store.albums.findAlbumBySlug(slug);
    if (!album) throw AppError.notFound();
    return { success: true, result: await describeAlbum(album, songs.viewerOf(user)), message };
  }

  /** An album the viewer may see: a draft or a private album is 404 to everyone but its owner. */
  async function findVisibleAlbum(slug: string, viewer: Viewer): Promise<AlbumView> {
    const album = await store.albums.findAlbumBySlug(slug);
    if (!album) throw AppError.notFound();
    if (album.user_id !== viewer.userId && isPrivateItem(toAlbumPrivacy(album, viewer.now))) throw AppError.notFound();
    return album;
  }

  /** An album the user may change (spec 2 §6). */
  async function findEditableAlbum(user: AuthUser, slug: string): Promise<AlbumView> {
    const album = await findVisibleAlbum(slug, songs.viewerOf(user));
    requireOwner(user, album.user_id, MESSAGES.notOwner);
    if (!canEditItem({ isOwner: true, isVariousArtists: album.various_art === 1, hasAgreement: album.has_agreement === 1 })) throw AppError.forbidden(MESSAGES.notEditable);
    return album;
  }

  /** The tracks' privacy: the album's once published, private before (a draft is private). */
  function toTrackPrivacy(album: { is_published: number } & Parameters<typeof toPrivacyState>[0]): PrivacyState {
    return album.is_published === 1 ? toPrivacyState(album) : { isPublic: false, isScheduled: false, releaseDate: null };
  }

  /** The artwork change of a form: a pending image, none ('' / null), or unchanged (undefined). */
  async function resolveArtwork(repos: CatalogRepositories, user: AuthUser, image: string | null | undefined): Promise<MediaFileRow | null | undefined> {
    if (image === undefined) return undefined;
    if (!image) return null;
    const artwork = await uploads.findPending(repos, user.id, image, 'artwork', 'image');
    await uploads.attachPending(repos, artwork, null, 'image');
    return artwork;
  }

  async function createAlbum(user: AuthUser, fields: AlbumCreateFields): Promise<AlbumReply> {
    assertCanUpload(user);
    await checkReferences(store, fields);
    // The chosen privacy is kept and checked now; it applies when the album is published.
    const privacy = toPrivacyColumns(resolvePrivacy(fields.privacy ?? 'public', fields.release_date, now()));
    const { slug, announce } = await store.transaction(async (repos, trx) => {
      const artwork = await resolveArtwork(repos, user, fields.image);
      const at = now().toISOString();
      const created = await insertWithSlug(fields.title, repos.albums.listTakenSlugs, async (candidate) => {
        const id = await repos.albums.insertAlbum({
          user_id: user.id,
          slug: candidate,
          title: fields.title,
          description: '',
          tags: '',
          record_label: '',
          label: '',
          version: '',
          is_downloadable: 0,
          buylink: '',
          price_paise: 0,
          is_digital: 0,
          ...toAlbumColumns(fields),
          ...privacy,
          is_published: 0,
          published_at: null,
          sku: createSku('ALB'),
          artwork_file_id: artwork?.id ?? null,
          created_at: at,
          updated_at: at,
        });
        return { id, slug: candidate };
      }, 'album');
      await repos.albums.replaceGenres(created.id, fields.genre);
      await repos.albums.replaceLanguages(created.id, fields.language);
      return { slug: created.slug, announce: await deps.achievements.checkProgressInTransaction(trx, user.id) };
    });
    await announce();
    return reply(slug, user, MESSAGES.albumSaved);
  }

  /** PUT uploadalbums: only the fields sent change; a published album's privacy carries to its tracks. */
  async function updateAlbum(user: AuthUser, slug: string, fields: AlbumEditFields): Promise<AlbumReply> {
    const album = await findEditableAlbum(user, slug);
    await checkReferences(store, fields);
    const patch: AlbumPatch = { ...toAlbumColumns(fields), updated_at: now().toISOString() };
    if (fields.privacy !== undefined || fields.release_date !== undefined) {
      const choice = fields.privacy ?? toPrivacyChoice(toPrivacyState(album));
      Object.assign(patch, toPrivacyColumns(resolvePrivacy(choice, fields.release_date !== undefined ? fields.release_date : album.release_date, now())));
    }
    const released: MediaFileRow[] = [];
    await store.transaction(async (repos) => {
      const artwork = await resolveArtwork(repos, user, fields.image);
      if (artwork !== undefined) {
        patch.artwork_file_id = artwork?.id ?? null;
        if (album.artwork_file_id !== null) released.push(...(await repos.media.findFiles([album.artwork_file_id])));
      }
      await repos.albums.updateAlbum(album.id, patch);
      if (fields.genre) await repos.albums.replaceGenres(album.id, fields.genre);
      if (fields.language) await repos.albums.replaceLanguages(album.id, fields.language);
      if (album.is_published === 1 && patch.is_public !== undefined) {
        await repos.albums.setTracksPrivacy(album.id, toPrivacyColumns(toPrivacyState({ is_public: patch.is_public as number, is_scheduled: patch.is_scheduled as number, release_date: patch.release_date ?? null })), now().toISOString());
      }
    });
    await deps.search.syncAlbums([album.id], { withTracks: true });
    await uploads.discardFiles(released);
    return reply(album.slug, user, MESSAGES.albumSaved);
  }

  /**
   * Step 2: the whole track list in order. Pending uploads become new tracks (with the album's
   * genres, languages and privacy), listed tracks keep their place by the order given, and
   * tracks left out are deleted with their files — all in one transaction.
   */
  async function setAlbumTracks(user: AuthUser, slug: string, tracks: AlbumTrackInput[]): Promise<AlbumReply> {
    const album = await findEditableAlbum(user, slug);
    const [genres, languages] = await Promise.all([store.albums.listGenres([album.id]), store.albums.listLanguages([album.id])]);
    const privacy = toPrivacyColumns(toTrackPrivacy(album));
    const previousTracks = await store.albums.listTrackIds(album.id);
    const { removed, announce } = await store.transaction(async (repos, trx) => {
      const existing = await repos.albums.listTrackIds(album.id);
      const existingSongs = await repos.songs.listAlbumSongs([album.id]);
      const bySlug = new Map(existingSongs.map((song) => [song.slug, song]));
      const order: number[] = [];
      for (const [index, track] of tracks.entries()) {
        if (track.slug_usersong) {
          const song = bySlug.get(track.slug_usersong);
          if (!song || order.includes(song.id)) throw fieldError(`tracks.${index}.slug_usersong`, MESSAGES.trackNotYours);
          const patch = Object.fromEntries(Object.entries({ title: track.title, lyrics: track.lyrics, composer: track.composer, lyricist: track.lyricist, featured_artists: track.featured_artists, producer: track.producer }).filter(([, v]) => v !== undefined));
          if (Object.keys(patch).length) await repos.songs.updateSong(song.id, { ...patch, updated_at: now().toISOString() });
          order.push(song.id);
          continue;
        }
        const audio = await uploads.findPending(repos, user.id, track.upload_id ?? '', 'original', `tracks.${index}.upload_id`);
        const songId = await songs.insertSong(repos, trx, user, {
          fields: { title: track.title ?? '', lyrics: track.lyrics, composer: track.composer, lyricist: track.lyricist, featured_artists: track.featured_artists, producer: track.producer, is_downloadable: album.is_downloadable === 1 },
          audio,
          artwork: null,
          privacy,
          genres: genres.map((ref) => ref.id),
          languages: languages.map((ref) => ref.id),
        });
        await repos.albums.insertTrack(album.id, songId, existing.length + order.length + 1);
        order.push(songId);
      }
      const gone = existing.filter((id) => !order.includes(id));
      const files = [...(await repos.media.listSongFiles(gone)), ...(await repos.media.findFiles(existingSongs.filter((s) => gone.includes(s.id)).map((s) => s.artwork_file_id)))];
      await repos.songs.deleteSongs(gone);
      await repos.albums.orderTracks(album.id, order);
      await repos.albums.updateAlbum(album.id, { updated_at: now().toISOString() });
      // New tracks are uploads: the first may earn first_upload.
      return { removed: files, announce: await deps.achievements.checkProgressInTransaction(trx, user.id) };
    });
    await announce();
    deps.jobs.wake();
    await deps.search.syncAlbums([album.id], { withTracks: true, trackIds: previousTracks });
    await uploads.discardFiles(removed);
    return reply(album.slug, user, MESSAGES.albumSaved);
  }

  /**
   * album-publish: needs at least one track (400 otherwise); the album is published with the
   * privacy given, or its chosen one (public when it was private), and its tracks take that
   * privacy — one transaction.
   */
  async function publishAlbum(user: AuthUser, input: { slug_album: string; privacy?: 'public' | 'scheduled'; release_date?: string | null }): Promise<AlbumReply> {
    const album = await findEditableAlbum(user, input.slug_album);
    const chosen = toPrivacyChoice(toPrivacyState(album));
    const choice = input.privacy ?? (chosen === 'scheduled' ? 'scheduled' : 'public');
    const state = resolvePrivacy(choice, input.release_date !== undefined ? input.release_date : album.release_date, now());
    await store.transaction(async (repos) => {
      if ((await repos.albums.listTrackIds(album.id)).length === 0) throw AppError.badRequest(MESSAGES.albumNeedsTracks);
      const at = now().toISOString();
      await repos.albums.updateAlbum(album.id, { ...toPrivacyColumns(state), is_published: 1, published_at: album.published_at ?? at, updated_at: at });
      await repos.albums.setTracksPrivacy(album.id, toPrivacyColumns(state), at);
    });
    await deps.search.syncAlbums([album.id], { withTracks: true });
    return reply(album.slug, user, MESSAGES.albumPublished);
  }

  return {
    createAlbum,
    updateAlbum,
    setAlbumTracks,
    publishAlbum,
    findEditableAlbum,

    /** POST uploadmusic: one more track at the end of the user's album, with its genres and languages by default. */
    async addTrack(user: AuthUser, body: NewSongFields & { upload_id: string; slug_album: string }) {
      const album = await findEditableAlbum(user, body.slug_album);
      const { slug_album: _slug, ...fields } = body;
      return songs.createSong(user, fields, album);
    },
    findVisibleAlbum,

    /** The track ids of an album the viewer may see (its music videos' lookup). */
    async listVisibleTrackIds(slug: string, viewer: Viewer): Promise<number[]> {
      const album = await findVisibleAlbum(slug, viewer);
      return store.albums.listTrackIds(album.id);
    },

    /** upload_albums: the wizard's three steps. */
    async runStep(user: AuthUser, body: ({ step: 1; slug_album?: string } & AlbumCreateFields) | { step: 2; slug_album: string; tracks: AlbumTrackInput[] } | { step: 3; slug_album: string; privacy?: 'public' | 'scheduled'; release_date?: string | null }): Promise<AlbumReply> {
      if (body.step === 1) {
        const { step: _step, slug_album: slugAlbum, ...fields } = body;
        return slugAlbum ? updateAlbum(user, slugAlbum, fields) : createAlbum(user, fields);
      }
      if (body.step === 2) return setAlbumTracks(user, body.slug_album, body.tracks);
      return publishAlbum(user, body);
    },

    /** album-delete: the album, its tracks and their files. */
    async deleteAlbum(user: AuthUser, slug: string) {
      const album = await findEditableAlbum(user, slug);
      const trackIds = await store.albums.listTrackIds(album.id);
      const files = await store.transaction(async (repos) => {
        const tracks = await repos.songs.listAlbumSongs([album.id]);
        const ids = tracks.map((track) => track.id);
        const owned = [...(await repos.media.listSongFiles(ids)), ...(await repos.media.findFiles([album.artwork_file_id, ...tracks.map((track) => track.artwork_file_id)]))];
        await repos.songs.deleteSongs(ids);
        await repos.albums.deleteAlbum(album.id);
        return owned;
      });
      await deps.search.syncAlbums([album.id], { trackIds });
      await uploads.discardFiles(files);
      return { success: true as const, message: MESSAGES.albumDeleted };
    },

    /** GET album_details/{slug}. */
    async readAlbum(viewerUser: AuthUser | null, slug: string) {
      const viewer = songs.viewerOf(viewerUser);
      return { success: true as const, result: await describeAlbum(await findVisibleAlbum(slug, viewer), viewer) };
    },

    /** GET promo_album_details/{slug}. */
    async readPromoAlbum(viewerUser: AuthUser | null, slug: string) {
      const viewer = songs.viewerOf(viewerUser);
      const album = await findVisibleAlbum(slug, viewer);
      return {
        success: true as const,
        result: presentPromo({ type: 'album', slug: album.slug, title: album.title, owner: album, artworkKey: album.artwork_key, state: toAlbumPrivacy(album, viewer.now) }, { publicUrl: deps.config.publicUrl, brandName: deps.config.brand.name }, deps.urls),
      };
    },
  };
}
export type AlbumsService = ReturnType<typeof createAlbumsService>;
