import { catalogRoutes } from '@indiwave/domain/contract/catalog';
import type { z } from 'zod';
import { buildApiUrl, createIdempotencyKey } from './api-client.ts';
import { readSessionToken } from './session.ts';
import { uploadWithProgress, type UploadProgress } from './upload-with-progress.ts';

/** A pending artwork: its id for the form's `image` and its sizes for the preview. */
export type PendingArtwork = z.output<typeof catalogRoutes.uploadArtwork.response>['result'];

/** POST upload_artwork (multipart, file field `image`) with upload progress; resolves with the pending artwork. */
export async function uploadArtwork(file: File, onProgress?: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<PendingArtwork> {
  const body = new FormData();
  body.append('image', file, file.name);
  const reply = await uploadWithProgress<z.output<typeof catalogRoutes.uploadArtwork.response>>({
    url: buildApiUrl(catalogRoutes.uploadArtwork.path),
    body,
    token: readSessionToken(),
    idempotencyKey: createIdempotencyKey(),
    onProgress,
    signal,
  });
  return reply.result;
}
