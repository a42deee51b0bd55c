import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';
import { OWNER_COLUMNS } from './owner-columns.ts';
import { createCatalogTagsRepository } from './catalog-tags.repository.ts';
import type { VideosTable } from '../../db/tables.ts';
import type { NamedRefRow } from './songs.repository.ts';

export type NewVideo = Insertable<VideosTable>;
export type VideoPatch = Updateable<VideosTable>;

/** The videos table with owner, linked song, genres and languages. */
export function createVideosRepository(db: Database) {
  const tags = createCatalogTagsRepository(db, 'video');
  const videoView = () =>
    db
      .selectFrom('videos')
      .innerJoin('users', 'users.id', 'videos.user_id')
      .leftJoin('songs', 'songs.id', 'videos.song_id')
      .leftJoin('moods', 'moods.id', 'videos.mood_id')
      .selectAll('videos')
      .select([
        ...OWNER_COLUMNS,
        'songs.slug as song_slug',
        'songs.title as song_title',
        'moods.name as mood_name',
      ])
      .where('users.deleted_at', 'is', null);

  return {
    async insertVideo(values: NewVideo): Promise<number> {
      return (await db.insertInto('videos').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },
    async updateVideo(id: number, patch: VideoPatch): Promise<void> {
      await db.updateTable('videos').set(patch).where('id', '=', id).execute();
    },
    async deleteVideo(id: number): Promise<void> {
      await db.deleteFrom('videos').where('id', '=', id).execute();
    },
    findVideoBySlug(slug: string) {
      return videoView().where('videos.slug', '=', slug).executeTakeFirst();
    },
    findVideoById(id: number) {
      return videoView().where('videos.id', '=', id).executeTakeFirst();
    },
    /** Videos by id, in no particular order (the library). */
    listVideosByIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return videoView().where('videos.id', 'in', ids).execute();
    },
    /** The videos of these songs, newest first. */
    listVideosOfSongs(songIds: number[]) {
      if (songIds.length === 0) return Promise.resolve([]);
      return videoView().where('videos.song_id', 'in', songIds).orderBy('videos.created_at', 'desc').orderBy('videos.id', 'desc').execute();
    },
    /** An artist's videos, newest first; `onlyPublic` for everyone else's view. */
    listUserVideos(userId: number, options: { onlyPublic: boolean; limit: number; offset: number }) {
      let query = videoView().where('videos.user_id', '=', userId);
      if (options.onlyPublic) query = query.where('videos.is_public', '=', 1);
      return query.orderBy('videos.created_at', 'desc').orderBy('videos.id', 'desc').limit(options.limit).offset(options.offset).execute();
    },
    async countUserVideos(userId: number, onlyPublic: boolean): Promise<number> {
      let query = db.selectFrom('videos').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId);
      if (onlyPublic) query = query.where('is_public', '=', 1);
      return Number((await query.executeTakeFirstOrThrow()).n);
    },
    listGenres: (ids: number[]): Promise<NamedRefRow[]> => tags.list('genres', ids),
    listLanguages: (ids: number[]): Promise<NamedRefRow[]> => tags.list('languages', ids),
    replaceGenres: (videoId: number, ids: number[]): Promise<void> => tags.replace('genres', videoId, ids),
    replaceLanguages: (videoId: number, ids: number[]): Promise<void> => tags.replace('languages', videoId, ids),
    async listTakenSlugs(slugs: string[]): Promise<string[]> {
      if (slugs.length === 0) return [];
      return (await db.selectFrom('videos').select('slug').where('slug', 'in', slugs).execute()).map((row) => row.slug);
    },
  };
}
export type VideosRepository = ReturnType<typeof createVideosRepository>;
export type VideoView = NonNullable<Awaited<ReturnType<VideosRepository['findVideoBySlug']>>>;
