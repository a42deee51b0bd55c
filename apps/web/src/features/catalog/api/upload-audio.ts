import { catalogRoutes } from '@indiwave/domain/contract/catalog';
import type { z } from 'zod';
import { buildApiUrl, createIdempotencyKey } from '../../../lib/api-client.ts';
import { readSessionToken } from '../../../lib/session.ts';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload-with-progress.ts';

/** A pending audio upload: its id for the song or album form, duration, format, name and size. */
export type PendingAudio = z.output<typeof catalogRoutes.uploadSong.response>['result'];

/** POST uploadsong (multipart, file field `song`) with upload progress; resolves with the pending upload. */
export async function uploadAudio(file: File, onProgress?: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<PendingAudio> {
  const body = new FormData();
  body.append('song', file, file.name);
  const reply = await uploadWithProgress<z.output<typeof catalogRoutes.uploadSong.response>>({
    url: buildApiUrl(catalogRoutes.uploadSong.path),
    body,
    token: readSessionToken(),
    idempotencyKey: createIdempotencyKey(),
    onProgress,
    signal,
  });
  return reply.result;
}
