import crypto from 'node:crypto';
import type { Database } from '../src/db/database.ts';

/** A song, album or video built straight into the database: its id and slug. */
export type BuiltItem = { id: number; slug: string };

const tag = () => crypto.randomBytes(4).toString('hex');

/**
 * Inserts a ready song of `userId` (an mp3 rendition row, no stored object): public unless
 * told otherwise. Tests of listening need songs by the dozen, and uploading each through the
 * API with renditions would take minutes; the catalogue's own tests cover that path.
 */
export async function buildSong(db: Database, userId: number, options: { title?: string; isPublic?: boolean; isScheduled?: boolean; releaseDate?: string | null; durationMs?: number } = {}): Promise<BuiltItem> {
  const now = new Date().toISOString();
  const key = `test/${tag()}`;
  const { id: fileId } = await db
    .insertInto('media_files')
    .values({ key: `${key}.mp3`, kind: 'mp3', owner_id: userId, song_id: null, content_type: 'audio/mpeg', format: 'mp3', size: 1000, duration_ms: options.durationMs ?? 30_000, original_name: 'test.mp3', pending_token: null, attached_at: now, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const slug = `song-${tag()}`;
  const { id } = await db
    .insertInto('songs')
    .values({
      user_id: userId,
      slug,
      title: options.title ?? `Song ${slug}`,
      duration_ms: options.durationMs ?? 30_000,
      description: '',
      lyrics: '',
      tags: '',
      mood_id: null,
      composer: '',
      lyricist: '',
      featured_artists: '',
      primary_artist: '',
      author: '',
      producer: '',
      arranger: '',
      remixer: '',
      production_year: null,
      record_label: '',
      other_release_date: null,
      is_public: options.isPublic === false || options.isScheduled ? 0 : 1,
      is_scheduled: options.isScheduled ? 1 : 0,
      release_date: options.releaseDate ?? null,
      is_downloadable: 0,
      buylink: '',
      price_paise: 0,
      sku: `SNG-${tag().toUpperCase()}`,
      for_opp: 0,
      presave: 0,
      original_file_id: fileId,
      mp3_file_id: fileId,
      m4a_file_id: null,
      artwork_file_id: null,
      media_status: 'ready',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('media_files').set({ song_id: id }).where('id', '=', fileId).execute();
  return { id, slug };
}

/** Inserts a published public album of `userId` with these songs as its tracks, in order. */
export async function buildAlbum(db: Database, userId: number, songIds: number[], options: { isPublic?: boolean } = {}): Promise<BuiltItem> {
  const now = new Date().toISOString();
  const slug = `album-${tag()}`;
  const isPublic = options.isPublic === false ? 0 : 1;
  const { id } = await db
    .insertInto('albums')
    .values({ user_id: userId, slug, title: `Album ${slug}`, description: '', tags: '', record_label: '', label: '', version: '', is_public: isPublic, is_scheduled: 0, release_date: null, is_published: 1, published_at: now, is_downloadable: 0, buylink: '', price_paise: 0, is_digital: 0, sku: `ALB-${tag().toUpperCase()}`, artwork_file_id: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, songId] of songIds.entries()) await db.insertInto('album_tracks').values({ album_id: id, song_id: songId, position: index + 1 }).execute();
  if (songIds.length) await db.updateTable('songs').set({ is_public: isPublic }).where('id', 'in', songIds).execute();
  return { id, slug };
}

/** Inserts a YouTube video of `userId`, public unless told otherwise. */
export async function buildVideo(db: Database, userId: number, options: { isPublic?: boolean } = {}): Promise<BuiltItem> {
  const now = new Date().toISOString();
  const slug = `video-${tag()}`;
  const { id } = await db
    .insertInto('videos')
    .values({ user_id: userId, slug, youtube_video_id: 'dQw4w9WgXcQ', title: `Video ${slug}`, mood_id: null, tags: '', is_public: options.isPublic === false ? 0 : 1, is_submit_tv: 0, video_released: 0, cbfc_certificate: 0, track_embedded: 0, track_released: 0, is_submit_website: 0, usermessage: '', song_id: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, slug };
}
