import { AUDIO_UPLOAD_MAX_MB, IMAGE_MAX_MB, PENDING_UPLOAD_TTL_MS } from '@indiwave/domain/constants';
import { MESSAGES, fileTooLarge } from '@indiwave/domain/messages';
import { fieldError } from '../../http/parse-with.ts';
import { inspectAudio } from './audio-inspect.ts';
import { renderArtwork, storeArtworkVariants } from './artwork-image.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { assertCanUpload, createRandomId } from './catalog-rules.ts';
import type { CatalogRepositories } from './catalog-store.ts';
import type { MediaFileRow } from './media-files.repository.ts';
import { listArtworkKeys } from './media-urls.ts';
import type { AuthUser } from '../../http/auth-user.ts';
import type { FileFieldRule, ReceiveUpload, ReceivedFile } from './upload-reader.ts';

const MB = 1024 * 1024;
/** The audio file field: mp3, wav or flac, at most 100 MB (spec 2 §5.5). */
export const AUDIO_FIELD_RULE: FileFieldRule = { maxBytes: AUDIO_UPLOAD_MAX_MB * MB, tooLargeMessage: fileTooLarge(AUDIO_UPLOAD_MAX_MB), missingMessage: MESSAGES.audioRequired };
/** The artwork file field: png or jpeg, at most 2 MB, at least 500x500 (spec 2 §5.5). */
export const IMAGE_FIELD_RULE: FileFieldRule = { maxBytes: IMAGE_MAX_MB * MB, tooLargeMessage: fileTooLarge(IMAGE_MAX_MB), missingMessage: MESSAGES.imageRequired };

/**
 * Pending uploads: audio and artwork checked by content and put in the store before a song
 * or album names them. Nothing is stored that failed a check, and a row exists only for an
 * object that was stored; a stored object whose row could not be written is removed again.
 */
export function createPendingUploadsService(deps: CatalogDeps) {
  const { store, storage } = deps;
  const now = () => deps.clock.now();

  /** Removes stored objects, logging (not throwing) what could not be removed. */
  async function deleteObjects(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => storage.delete(key).catch((error: unknown) => deps.logger.warn({ err: error, key }, 'could not delete a stored object'))));
  }

  /** The store keys of a media row: one object, or the sizes of an artwork. */
  function toObjectKeys(row: Pick<MediaFileRow, 'kind' | 'key'>): string[] {
    return row.kind === 'artwork' ? listArtworkKeys(row.key) : [row.key];
  }

  /**
   * One file of its own call (upload_song, upload_artwork): only artists and bands upload, and
   * a listener is refused before the body is read. The temporary file is gone afterwards.
   */
  async function receiveOne<T>(user: AuthUser, receive: ReceiveUpload, field: 'song' | 'image', storeFile: (file: ReceivedFile) => Promise<T>): Promise<T> {
    assertCanUpload(user);
    const rule = field === 'song' ? AUDIO_FIELD_RULE : IMAGE_FIELD_RULE;
    const upload = await receive({ [field]: rule });
    try {
      const file = upload.files.get(field);
      if (!file || file.size === 0) throw fieldError(field, rule.missingMessage);
      return await storeFile(file);
    } finally {
      await upload.cleanup();
    }
  }

  const service = {
    toObjectKeys,
    deleteObjects,

    /** POST upload_song: an artist's audio file, checked and stored as a pending upload. */
    uploadAudio: (user: AuthUser, receive: ReceiveUpload) => receiveOne(user, receive, 'song', (file) => service.storePendingAudio(user.id, file)),

    /** POST upload_artwork: an artist's artwork, checked and stored as a pending image. */
    uploadArtwork: (user: AuthUser, receive: ReceiveUpload) => receiveOne(user, receive, 'image', (file) => service.storePendingArtwork(user.id, file)),

    /** Checks and stores an uploaded audio file; answers the pending upload. */
    async storePendingAudio(ownerId: number, file: ReceivedFile) {
      const facts = await inspectAudio(file.path);
      const token = createRandomId();
      const key = `audio/${createRandomId()}/original.${facts.format}`;
      await storage.putFile(key, file.path, { contentType: facts.contentType, move: true });
      try {
        await store.media.insertFile({
          key,
          kind: 'original',
          owner_id: ownerId,
          song_id: null,
          content_type: facts.contentType,
          format: facts.format,
          size: file.size,
          duration_ms: facts.durationMs,
          original_name: file.fileName.slice(0, 255),
          pending_token: token,
          attached_at: null,
          created_at: now().toISOString(),
        });
      } catch (error) {
        await deleteObjects([key]);
        throw error;
      }
      return { upload_id: token, duration: Math.round(facts.durationMs / 1000), format: facts.format, file_name: file.fileName, size: file.size };
    },

    /** Checks uploaded artwork, stores its sizes; answers the pending image. */
    async storePendingArtwork(ownerId: number, file: ReceivedFile) {
      const variants = await renderArtwork(file.path);
      const token = createRandomId();
      const prefix = `art/${createRandomId()}`;
      try {
        await storeArtworkVariants(storage, prefix, variants);
        await store.media.insertFile({
          key: prefix,
          kind: 'artwork',
          owner_id: ownerId,
          song_id: null,
          content_type: 'image/jpeg',
          format: 'jpeg',
          size: [...variants.values()].reduce((sum, variant) => sum + variant.jpeg.length + variant.webp.length, 0),
          duration_ms: null,
          original_name: file.fileName.slice(0, 255),
          pending_token: token,
          attached_at: null,
          created_at: now().toISOString(),
        });
      } catch (error) {
        await deleteObjects(listArtworkKeys(prefix));
        throw error;
      }
      return { image_id: token, images: deps.urls.artwork(prefix) };
    },

    /** A pending upload of this user, not used yet and not expired; 400 on `field` otherwise. */
    async findPending(repos: CatalogRepositories, ownerId: number, token: string, kind: 'original' | 'artwork', field: string): Promise<MediaFileRow> {
      const after = new Date(now().getTime() - PENDING_UPLOAD_TTL_MS).toISOString();
      const row = await repos.media.findPending(token, ownerId, kind, after);
      if (!row) throw fieldError(field, MESSAGES.uploadNotFound);
      return row;
    },

    /** A pending artwork of the user, marked used (another module's cover: a playlist's); 400 on `image` otherwise. */
    async claimArtwork(ownerId: number, token: string): Promise<MediaFileRow> {
      const artwork = await service.findPending(store, ownerId, token, 'artwork', 'image');
      await service.attachPending(store, artwork, null, 'image');
      return artwork;
    },

    /** Marks a pending upload used; 400 when another request took it first. */
    async attachPending(repos: CatalogRepositories, row: MediaFileRow, songId: number | null, field: string): Promise<void> {
      if (!(await repos.media.attachFile(row.id, songId, now().toISOString()))) throw fieldError(field, MESSAGES.uploadNotFound);
    },

    /** Removes rows and objects of files no longer used (after the transaction that let go of them). */
    async discardFiles(rows: Pick<MediaFileRow, 'id' | 'kind' | 'key'>[]): Promise<void> {
      if (rows.length === 0) return;
      await store.media.deleteFiles(rows.map((row) => row.id));
      await deleteObjects(rows.flatMap(toObjectKeys));
    },

    /** Sweeps pending uploads never used within a day (their objects, then their rows). */
    async sweepStalePending(): Promise<number> {
      const before = new Date(now().getTime() - PENDING_UPLOAD_TTL_MS).toISOString();
      const stale = await store.media.listStalePending(before, 200);
      await deleteObjects(stale.flatMap(toObjectKeys));
      await store.media.deleteFiles(stale.map((row) => row.id));
      return stale.length;
    },
  };
  return service;
}
export type PendingUploadsService = ReturnType<typeof createPendingUploadsService>;
