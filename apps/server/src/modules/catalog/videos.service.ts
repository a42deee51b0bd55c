import type { VideoCreateFields, VideoDetail, VideoEditFields } from '@indiwave/domain/contract/videos';
import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/parse-with.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { assertCanUpload, checkReferences, insertWithSlug, toFlag } from './catalog-rules.ts';
import { groupRefs, presentVideo, type Viewer } from './catalog.presenter.ts';
import type { SongsService } from './songs.service.ts';
import type { VideoPatch, VideoView } from './videos.repository.ts';
import { requireOwner } from '../accounts/access.policy.ts';

/** The video columns of the form's fields that were sent. */
function toVideoColumns(fields: VideoEditFields): VideoPatch {
  const patch: VideoPatch = {
    youtube_video_id: fields.youtube_url,
    title: fields.title,
    mood_id: fields.mood,
    tags: fields.tags,
    is_public: toFlag(fields.is_public),
    is_submit_tv: toFlag(fields.is_submit_tv),
    video_released: toFlag(fields.video_released),
    cbfc_certificate: toFlag(fields.cbfc_certificate),
    track_embedded: toFlag(fields.track_embedded),
    track_released: toFlag(fields.track_released),
    is_submit_website: toFlag(fields.is_submit_website),
    usermessage: fields.usermessage,
  };
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as VideoPatch;
}

/** YouTube videos (spec 2 §3 Video, §7): add, edit, delete, read, and the videos of a song or album. */
export function createVideosService(deps: CatalogDeps, songs: SongsService) {
  const { store } = deps;
  const now = () => deps.clock.now().toISOString();

  async function presentMany(videos: VideoView[], plainViewer: Viewer): Promise<VideoDetail[]> {
    const ids = videos.map((video) => video.id);
    const [genres, languages, viewer] = await Promise.all([store.videos.listGenres(ids), store.videos.listLanguages(ids), deps.withSocial(plainViewer, { video: ids })]);
    const byGenre = groupRefs(genres);
    const byLanguage = groupRefs(languages);
    return videos.map((video) => presentVideo(video, { genres: byGenre.get(video.id) ?? [], languages: byLanguage.get(video.id) ?? [] }, viewer, deps.urls));
  }

  async function reply(id: number, user: AuthUser) {
    const video = await store.videos.findVideoById(id);
    if (!video) throw AppError.notFound();
    const [result] = await presentMany([video], songs.viewerOf(user));
    return { success: true as const, result, message: MESSAGES.videoSaved };
  }

  /** The song a video links to: one of the user's own songs ('' or null unlinks). */
  async function resolveSongLink(user: AuthUser, slug: string | null | undefined): Promise<number | null | undefined> {
    if (slug === undefined) return undefined;
    if (!slug) return null;
    const song = await store.songs.findSongBySlug(slug);
    if (!song || song.user_id !== user.id) throw fieldError('slug_usersong', MESSAGES.trackNotYours);
    return song.id;
  }

  /** A video the viewer may see: private ones are 404 to everyone but the owner. */
  async function findVisibleVideo(slug: string, viewer: Viewer): Promise<VideoView> {
    const video = await store.videos.findVideoBySlug(slug);
    if (!video || (video.is_public !== 1 && video.user_id !== viewer.userId)) throw AppError.notFound();
    return video;
  }

  async function findOwnVideo(user: AuthUser, slug: string): Promise<VideoView> {
    const video = await findVisibleVideo(slug, songs.viewerOf(user));
    requireOwner(user, video.user_id, MESSAGES.notOwner);
    return video;
  }

  return {
    presentMany,
    findVisibleVideo,

    /** uploadvideo / uploadvideov2: a video from the form (public unless is_public is false). */
    async createVideo(user: AuthUser, fields: VideoCreateFields) {
      assertCanUpload(user);
      await checkReferences(store, fields);
      const songId = await resolveSongLink(user, fields.slug_usersong);
      const at = now();
      const { id, announce } = await store.transaction(async (repos, trx) => {
        const videoId = await insertWithSlug(fields.title, repos.videos.listTakenSlugs, (slug) =>
          repos.videos.insertVideo({
            user_id: user.id,
            slug,
            youtube_video_id: fields.youtube_url,
            title: fields.title,
            tags: '',
            is_public: 1,
            is_submit_tv: 0,
            video_released: 0,
            cbfc_certificate: 0,
            track_embedded: 0,
            track_released: 0,
            is_submit_website: 0,
            usermessage: '',
            ...toVideoColumns(fields),
            song_id: songId ?? null,
            created_at: at,
            updated_at: at,
          }), 'video');
        await repos.videos.replaceGenres(videoId, fields.genre ?? []);
        await repos.videos.replaceLanguages(videoId, fields.language ?? []);
        return { id: videoId, announce: await deps.achievements.checkProgressInTransaction(trx, user.id) };
      });
      await announce();
      await deps.search.syncVideos([id]);
      return reply(id, user);
    },

    /** PUT video / uploadvideov2: only the fields sent change. */
    async updateVideo(user: AuthUser, slug: string, fields: VideoEditFields) {
      const video = await findOwnVideo(user, slug);
      await checkReferences(store, fields);
      const songId = await resolveSongLink(user, fields.slug_usersong);
      await store.transaction(async (repos) => {
        await repos.videos.updateVideo(video.id, { ...toVideoColumns(fields), ...(songId !== undefined ? { song_id: songId } : {}), updated_at: now() });
        if (fields.genre) await repos.videos.replaceGenres(video.id, fields.genre);
        if (fields.language) await repos.videos.replaceLanguages(video.id, fields.language);
      });
      await deps.search.syncVideos([video.id]);
      return reply(video.id, user);
    },

    async deleteVideo(user: AuthUser, slug: string) {
      const video = await findOwnVideo(user, slug);
      await store.videos.deleteVideo(video.id);
      await deps.search.syncVideos([video.id]);
      return { success: true as const, message: MESSAGES.videoDeleted };
    },

    async readVideo(viewerUser: AuthUser | null, slug: string) {
      const viewer = songs.viewerOf(viewerUser);
      const [result] = await presentMany([await findVisibleVideo(slug, viewer)], viewer);
      return { success: true as const, result };
    },

    /** album/musicvideo: the videos of a song, or of an album's tracks, that the viewer may see. */
    async listMusicVideos(viewerUser: AuthUser | null, query: { slug_album?: string; slug_usersong?: string }, findAlbumTrackIds: (slug: string, viewer: Viewer) => Promise<number[]>) {
      const viewer = songs.viewerOf(viewerUser);
      let songIds: number[] = [];
      if (query.slug_usersong) songIds = [(await songs.findVisibleSong(query.slug_usersong, viewer)).id];
      else if (query.slug_album) songIds = await findAlbumTrackIds(query.slug_album, viewer);
      const videos = (await store.videos.listVideosOfSongs(songIds)).filter((video) => video.is_public === 1 || video.user_id === viewer.userId);
      return { success: true as const, results: await presentMany(videos, viewer) };
    },
  };
}
export type VideosService = ReturnType<typeof createVideosService>;
