import { songCreateFieldsSchema, type SongCreateFields, type SongDetail, type SongEditFields } from '@indiwave/domain/contract/songs';
import { MESSAGES } from '@indiwave/domain/messages';
import { canEditItem } from '@indiwave/domain/rules/catalog-access';
import { isPrivateItem, toEffectivePrivacy, toPrivacyChoice } from '@indiwave/domain/rules/privacy';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { fieldError, parseWith } from '../../http/parse-with.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import type { AlbumView } from './albums.repository.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { assertCanUpload, checkReferences, createSku, insertWithSlug, resolvePrivacy, toFlag, toPrivacyColumns, toPrivacyState, toSongEditFlags } from './catalog-rules.ts';
import type { CatalogRepositories } from './catalog-store.ts';
import { groupRefs, presentPlayerSong, presentPromo, presentSongDetail, type Viewer } from './catalog.presenter.ts';
import type { MediaFileRow } from './media-files.repository.ts';
import { AUDIO_FIELD_RULE, IMAGE_FIELD_RULE, type PendingUploadsService } from './pending-uploads.service.ts';
import { RENDITIONS_JOB, type RenditionsPayload } from './renditions.job.ts';
import type { SongPatch, SongView } from './songs.repository.ts';
import type { ReceiveUpload } from './upload-reader.ts';
import { requireOwner } from '../accounts/access.policy.ts';

/** A new song's fields: the form's, with genre and language optional for album tracks (they take the album's). */
export type NewSongFields = Omit<SongCreateFields, 'genre' | 'language'> & { genre?: number[]; language?: number[] };

/** The song columns of the form's text, credit and flag fields that were sent. */
function toSongColumns(fields: SongEditFields | NewSongFields): SongPatch {
  const patch: SongPatch = {
    title: fields.title,
    description: fields.description,
    lyrics: fields.lyrics,
    tags: fields.tags,
    mood_id: fields.mood,
    composer: fields.composer,
    lyricist: fields.lyricist,
    featured_artists: fields.featured_artists,
    primary_artist: fields.primaryArtist,
    author: fields.author,
    producer: fields.producer,
    arranger: fields.arranger,
    remixer: fields.remixer,
    production_year: fields.production_year,
    record_label: fields.record_label,
    other_release_date: fields.other_release_date,
    is_downloadable: toFlag(fields.is_downloadable),
    buylink: fields.buylink,
    price_paise: fields.price,
    for_opp: toFlag(fields.for_opp),
    presave: toFlag(fields.presave),
  };
  // Only what was sent changes: undefined columns are left out of the UPDATE.
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as SongPatch;
}

/**
 * Songs: create from a pending upload, edit, delete, and the detail, player and promo reads,
 * with the access rules of spec 2 §4 and §6.
 */
export function createSongsService(deps: CatalogDeps, uploads: PendingUploadsService) {
  const { store } = deps;
  const now = () => deps.clock.now();
  const viewerOf = (user: AuthUser | null): Viewer => ({ userId: user?.id ?? null, now: now() });

  /** Genres and languages of songs, grouped by song id. */
  async function loadRefs(repos: CatalogRepositories, songIds: number[]) {
    const [genres, languages] = await Promise.all([repos.songs.listGenres(songIds), repos.songs.listLanguages(songIds)]);
    return { genres: groupRefs(genres), languages: groupRefs(languages) };
  }

  async function describeSong(songId: number, viewer: Viewer): Promise<SongDetail> {
    const song = await store.songs.findSongById(songId);
    if (!song) throw AppError.notFound();
    return presentSongDetail(song, await store.songs.listTagsOf(song.id), viewer, deps.urls);
  }

  /** Missing, a deleted owner's (not found by the view), or private and not the viewer's → 404. */
  function assertVisible(song: SongView | undefined, viewer: Viewer): SongView {
    if (!song) throw AppError.notFound();
    if (song.user_id !== viewer.userId && isPrivateItem(toEffectivePrivacy(toPrivacyState(song), viewer.now))) throw AppError.notFound();
    return song;
  }

  /** A song the viewer may see: missing, a deleted owner's, or private and not theirs → 404. */
  async function findVisibleSong(slug: string, viewer: Viewer): Promise<SongView> {
    return assertVisible(await store.songs.findSongBySlug(slug), viewer);
  }

  /**
   * A song the user may change (spec 2 §6): someone else's is 403 (404 when they may not even
   * see it); a various-artist song or one with an agreement is 403.
   */
  async function findEditableSong(user: AuthUser, slug: string): Promise<SongView> {
    const song = await findVisibleSong(slug, viewerOf(user));
    requireOwner(user, song.user_id, MESSAGES.notOwner);
    if (!canEditItem({ isOwner: true, ...toSongEditFlags(song) })) throw AppError.forbidden(MESSAGES.notEditable);
    return song;
  }

  /**
   * Inserts a song and what hangs off it, inside the caller's transaction: the song row (with a
   * free slug), genres, languages, the pending audio and artwork marked used, and the
   * renditions job. Returns the song id.
   */
  async function insertSong(repos: CatalogRepositories, trx: Database, user: AuthUser, input: { fields: NewSongFields; audio: MediaFileRow; artwork: MediaFileRow | null; privacy: ReturnType<typeof toPrivacyColumns>; genres: number[]; languages: number[] }): Promise<number> {
    const at = now().toISOString();
    const songId = await insertWithSlug(input.fields.title, repos.songs.listTakenSlugs, (slug) =>
      repos.songs.insertSong({
        user_id: user.id,
        slug,
        title: input.fields.title,
        duration_ms: input.audio.duration_ms ?? 0,
        description: '',
        lyrics: '',
        tags: '',
        composer: '',
        lyricist: '',
        featured_artists: '',
        primary_artist: '',
        author: '',
        producer: '',
        arranger: '',
        remixer: '',
        record_label: '',
        is_downloadable: 0,
        buylink: '',
        price_paise: 0,
        for_opp: 0,
        presave: 0,
        ...toSongColumns(input.fields),
        ...input.privacy,
        sku: createSku('SNG'),
        original_file_id: input.audio.id,
        artwork_file_id: input.artwork?.id ?? null,
        media_status: 'processing',
        created_at: at,
        updated_at: at,
      }), 'song');
    await uploads.attachPending(repos, input.audio, songId, 'upload_id');
    if (input.artwork) await uploads.attachPending(repos, input.artwork, null, 'image');
    await repos.songs.replaceGenres(songId, input.genres);
    await repos.songs.replaceLanguages(songId, input.languages);
    await deps.jobs.enqueue(RENDITIONS_JOB, { songId, originalFileId: input.audio.id } satisfies RenditionsPayload, { db: trx });
    return songId;
  }

  return {
    insertSong,
    findEditableSong,
    loadRefs,

    /**
     * uploadsongdetails / songupload / uploadmusic: a song from a pending audio upload (and
     * pending artwork), in one transaction. With an album, the song is appended as its last
     * track, takes the album's privacy and, when not given, its genres and languages.
     */
    async createSong(user: AuthUser, input: NewSongFields & { upload_id: string }, album?: AlbumView): Promise<{ success: true; result: SongDetail; message: string }> {
      assertCanUpload(user);
      await checkReferences(store, input);
      const privacy = album
        ? toPrivacyColumns(album.is_published === 1 ? toPrivacyState(album) : { isPublic: false, isScheduled: false, releaseDate: null })
        : toPrivacyColumns(resolvePrivacy(input.privacy ?? 'public', input.release_date, now()));
      const albumRefs = album ? await Promise.all([store.albums.listGenres([album.id]), store.albums.listLanguages([album.id])]) : null;
      const { songId, announce } = await store.transaction(async (repos, trx) => {
        const audio = await uploads.findPending(repos, user.id, input.upload_id, 'original', 'upload_id');
        const artwork = input.image && !input.is_default ? await uploads.findPending(repos, user.id, input.image, 'artwork', 'image') : null;
        const id = await insertSong(repos, trx, user, {
          fields: input,
          audio,
          artwork,
          privacy,
          genres: input.genre ?? albumRefs?.[0].map((ref) => ref.id) ?? [],
          languages: input.language ?? albumRefs?.[1].map((ref) => ref.id) ?? [],
        });
        if (album) await repos.albums.insertTrack(album.id, id, await repos.albums.nextTrackPosition(album.id));
        return { songId: id, announce: await deps.achievements.checkProgressInTransaction(trx, user.id) };
      });
      await announce();
      deps.jobs.wake();
      await deps.search.syncSongs([songId]);
      return { success: true, result: await describeSong(songId, viewerOf(user)), message: MESSAGES.songSaved };
    },

    /**
     * PUT song: only the fields sent change. A track's privacy is its album's, so privacy sent
     * for a track is ignored (docs/decisions.md). A new upload_id replaces the audio (new
     * renditions are made; the old files go); image '' or null, or is_default, drops the artwork.
     */
    /**
     * POST songupload: the audio, the artwork and the form in one request. A listener is refused
     * before the body is read; the form is checked before the files are inspected or stored,
     * and whatever was stored is removed again when the song is refused.
     */
    async uploadSong(user: AuthUser, receive: ReceiveUpload): Promise<{ success: true; result: SongDetail; message: string }> {
      assertCanUpload(user);
      const upload = await receive({ song: AUDIO_FIELD_RULE, image: IMAGE_FIELD_RULE });
      const stored: { audio?: string; image?: string } = {};
      try {
        const { image: _image, ...formFields } = upload.fields;
        const fields = parseWith(songCreateFieldsSchema, formFields);
        const audio = upload.files.get('song');
        if (!audio || audio.size === 0) throw fieldError('song', MESSAGES.audioRequired);
        stored.audio = (await uploads.storePendingAudio(user.id, audio)).upload_id;
        const image = upload.files.get('image');
        if (image && image.size > 0) stored.image = (await uploads.storePendingArtwork(user.id, image)).image_id;
        return await this.createSong(user, { ...fields, upload_id: stored.audio, image: stored.image ?? null });
      } catch (error) {
        const pending = await store.transaction(async (repos) => {
          const rows = [];
          for (const [token, kind] of [[stored.audio, 'original'], [stored.image, 'artwork']] as const) {
            if (!token) continue;
            const row = await repos.media.findPending(token, user.id, kind, '1970-01-01T00:00:00.000Z');
            if (row) rows.push(row);
          }
          return rows;
        });
        await uploads.discardFiles(pending);
        throw error;
      } finally {
        await upload.cleanup();
      }
    },

    async updateSong(user: AuthUser, slug: string, fields: SongEditFields): Promise<{ success: true; result: SongDetail; message: string }> {
      const song = await findEditableSong(user, slug);
      await checkReferences(store, fields);
      const patch: SongPatch = { ...toSongColumns(fields), updated_at: now().toISOString() };
      const isTrack = song.album_id !== null;
      if (!isTrack && (fields.privacy !== undefined || fields.release_date !== undefined)) {
        const choice = fields.privacy ?? toPrivacyChoice(toPrivacyState(song));
        // A song that stays scheduled keeps its date unless a new one is sent.
        const releaseDate = fields.release_date !== undefined ? fields.release_date : song.release_date;
        Object.assign(patch, toPrivacyColumns(resolvePrivacy(choice, releaseDate, now())));
      }
      const released: MediaFileRow[] = [];
      await store.transaction(async (repos, trx) => {
        if (fields.upload_id) {
          const audio = await uploads.findPending(repos, user.id, fields.upload_id, 'original', 'upload_id');
          await uploads.attachPending(repos, audio, song.id, 'upload_id');
          released.push(...(await repos.media.listSongFiles([song.id])).filter((file) => file.id !== audio.id));
          Object.assign(patch, { original_file_id: audio.id, mp3_file_id: null, m4a_file_id: null, media_status: 'processing', duration_ms: audio.duration_ms ?? 0 });
          await deps.jobs.enqueue(RENDITIONS_JOB, { songId: song.id, originalFileId: audio.id } satisfies RenditionsPayload, { db: trx });
        }
        if (fields.is_default || fields.image === '' || fields.image === null) {
          patch.artwork_file_id = null;
        } else if (fields.image) {
          const artwork = await uploads.findPending(repos, user.id, fields.image, 'artwork', 'image');
          await uploads.attachPending(repos, artwork, null, 'image');
          patch.artwork_file_id = artwork.id;
        }
        if (patch.artwork_file_id !== undefined && song.artwork_file_id !== null && patch.artwork_file_id !== song.artwork_file_id) {
          released.push(...(await repos.media.findFiles([song.artwork_file_id])));
        }
        await repos.songs.updateSong(song.id, patch);
        if (fields.genre) await repos.songs.replaceGenres(song.id, fields.genre);
        if (fields.language) await repos.songs.replaceLanguages(song.id, fields.language);
      });
      deps.jobs.wake();
      await deps.search.syncSongs([song.id]);
      await uploads.discardFiles(released);
      return { success: true, result: await describeSong(song.id, viewerOf(user)), message: MESSAGES.songSaved };
    },

    /** DELETE song: the row (genres, languages, album place cascade) and then its files. */
    async deleteSong(user: AuthUser, slug: string) {
      const song = await findEditableSong(user, slug);
      const files = await store.transaction(async (repos) => {
        const owned = [...(await repos.media.listSongFiles([song.id])), ...(await repos.media.findFiles([song.artwork_file_id]))];
        await repos.songs.deleteSongs([song.id]);
        if (song.album_id !== null) await repos.albums.orderTracks(song.album_id, await repos.albums.listTrackIds(song.album_id));
        return owned;
      });
      await deps.search.syncSongs([song.id]);
      await uploads.discardFiles(files);
      return { success: true as const, message: MESSAGES.songDeleted };
    },

    /** GET song/{slug}: the detail; 404 when private and not the viewer's. */
    async readSong(viewerUser: AuthUser | null, slug: string) {
      const plainViewer = viewerOf(viewerUser);
      const page = await store.songs.findSongPageBySlug(slug);
      if (!page) throw AppError.notFound();
      const song = assertVisible(page.song, plainViewer);
      // A visitor's page needs nothing more; a signed-in viewer's own claps and follow are one more read.
      const viewer = await deps.withSocial(plainViewer, { song: [song.id] }, [song.user_id], new Map([[song.user_id, page.followers]]));
      return { success: true as const, result: presentSongDetail(song, page.tags, viewer, deps.urls) };
    },

    /** GET song_player/{slug}: the queue item. */
    async readPlayerSong(viewerUser: AuthUser | null, slug: string) {
      const song = await findVisibleSong(slug, viewerOf(viewerUser));
      const viewer = await deps.withSocial(viewerOf(viewerUser), { song: [song.id] });
      return { success: true as const, result: presentPlayerSong(song, viewer, deps.urls) };
    },

    /** GET promo_song_detail/{slug}: share data. */
    async readPromoSong(viewerUser: AuthUser | null, slug: string) {
      const viewer = viewerOf(viewerUser);
      const song = await findVisibleSong(slug, viewer);
      const state = toEffectivePrivacy(toPrivacyState(song), viewer.now);
      return {
        success: true as const,
        result: presentPromo({ type: 'song', slug: song.slug, title: song.title, owner: song, artworkKey: song.artwork_key ?? song.album_artwork_key, state }, { publicUrl: deps.config.publicUrl, brandName: deps.config.brand.name }, deps.urls),
      };
    },
    findVisibleSong,
    viewerOf,
  };
}
export type SongsService = ReturnType<typeof createSongsService>;
