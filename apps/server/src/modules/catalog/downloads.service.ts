import type { FastifyReply } from 'fastify';
import { MESSAGES } from '@indiwave/domain/messages';
import { toSlug } from '@indiwave/domain/rules/slug';
import { AppError } from '../../http/app-error.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import type { AlbumsService } from './albums.service.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { canDownloadSong } from './catalog.presenter.ts';
import type { SongsService } from './songs.service.ts';
import type { SongView } from './songs.repository.ts';

/**
 * `Content-Disposition: attachment` with the title as the file name: an ASCII fallback for old
 * clients and the UTF-8 name (RFC 6266 / 8187) for the rest.
 */
export function toAttachmentHeader(title: string, extension: string): string {
  const name = `${title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').replace(/\s+/g, ' ').trim() || 'song'}.${extension}`;
  const ascii = `${toSlug(title) || 'song'}.${extension}`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Free downloads (spec 2 §6, §7): the record, and the file itself. */
export function createDownloadsService(deps: CatalogDeps, songs: SongsService, albums: AlbumsService) {
  const { store } = deps;
  const fileOf = (song: SongView) => ({ title: song.title, url: `/api/download/song/${song.slug}`, file_name: `${song.title}.${song.original_format ?? 'mp3'}` });

  return {
    /** free_download: records it and answers the files; 403 when the item is not downloadable (or has no tracks). */
    async recordFreeDownload(viewerUser: AuthUser | null, ip: string, input: { type: 'song' | 'album'; slug: string }) {
      const viewer = songs.viewerOf(viewerUser);
      const at = viewer.now.toISOString();
      if (input.type === 'song') {
        const song = await songs.findVisibleSong(input.slug, viewer);
        if (!canDownloadSong(song, viewer)) throw AppError.forbidden(MESSAGES.notDownloadable);
        await store.songs.insertDownload({ userId: viewer.userId, songId: song.id, albumId: null, ip, now: at });
        return { success: true as const, result: { files: [fileOf(song)] } };
      }
      const detail = (await albums.readAlbum(viewerUser, input.slug)).result;
      if (!detail.can_download) throw AppError.forbidden(MESSAGES.notDownloadable);
      const tracks = await store.songs.listAlbumSongs([detail.id]);
      await store.songs.insertDownload({ userId: viewer.userId, songId: null, albumId: detail.id, ip, now: at });
      return { success: true as const, result: { files: tracks.map(fileOf) } };
    },

    /** GET download/song/{slug}: the original file as an attachment. */
    async sendSongFile(viewerUser: AuthUser | null, slug: string, reply: FastifyReply) {
      const viewer = songs.viewerOf(viewerUser);
      const song = await songs.findVisibleSong(slug, viewer);
      if (!canDownloadSong(song, viewer) || !song.original_key) throw AppError.forbidden(MESSAGES.notDownloadable);
      const object = await deps.storage.stat(song.original_key);
      if (!object) throw AppError.notFound();
      return reply
        .header('content-type', object.contentType)
        .header('content-length', object.size)
        .header('content-disposition', toAttachmentHeader(song.title, song.original_format ?? 'mp3'))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(await deps.storage.getStream(song.original_key));
    },
  };
}
export type DownloadsService = ReturnType<typeof createDownloadsService>;
