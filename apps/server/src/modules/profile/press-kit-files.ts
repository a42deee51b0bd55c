import crypto from 'node:crypto';
import { fileTypeFromFile } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_MIN_SIDE, PRESS_PHOTO_MAX_SIDE, PRESS_PHOTO_PREVIEW_SIDE } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { fieldError } from '../../http/parse-with.ts';
import { encodePictureFiles, type PictureFiles } from '../../platform/storage/picture-files.ts';

// A 2 MB file can still claim to be enormous once decoded; refuse before decoding it (as profile pictures do).
const MAX_INPUT_PIXELS = 40_000_000;

/** A new random name for a stored file: 128 bits as hex (also a press photo's public id). */
export function createFileId(): string {
  return crypto.randomBytes(16).toString('hex');
}

/** Checks by content that an upload is a PDF (its extension and declared type are not trusted). */
export async function assertPdf(filePath: string): Promise<void> {
  const type = await fileTypeFromFile(filePath).catch(() => undefined);
  if (type?.mime !== 'application/pdf') throw fieldError('tech_rider', MESSAGES.techRiderFormat);
}

/**
/** Where a press photo and its preview are stored: 'press/<id>/photo.jpg' and 'press/<id>/preview.jpg' (each with its WebP sibling). */
export function toPressPhotoKeys(photoId: string): { photo: string; preview: string } {
  return { photo: `press/${photoId}/photo.jpg`, preview: `press/${photoId}/preview.jpg` };
}

const PHOTO_WITH_PREVIEW_KEY = /^press\/([a-f0-9]{32})\/photo\.jpg$/;

/** The preview's key of a stored photo; null for photos stored before previews ('press/<id>.jpg'). */
export function toPressPreviewKey(photoKey: string): string | null {
  const photoId = PHOTO_WITH_PREVIEW_KEY.exec(photoKey)?.[1];
  return photoId ? toPressPhotoKeys(photoId).preview : null;
}

/**
 * Checks a press photo by its content (png or jpeg, sides at least 500) and re-encodes it as a
 * JPEG (and its WebP sibling) no larger than PRESS_PHOTO_MAX_SIDE on its longest side, turned
 * upright, without its metadata (camera, GPS); and a preview of at most PRESS_PHOTO_PREVIEW_SIDE
 * for the e-Press Kit's grid, which shows photos at about 300 px (the full photo is for the press).
 */
export async function renderPressPhoto(filePath: string): Promise<PictureFiles & { width: number; height: number; preview: PictureFiles }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(filePath, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw fieldError('image', MESSAGES.imageFormat);
  }
  if (metadata.format !== 'jpeg' && metadata.format !== 'png') throw fieldError('image', MESSAGES.imageFormat);
  if ((metadata.width ?? 0) < IMAGE_MIN_SIDE || (metadata.height ?? 0) < IMAGE_MIN_SIDE) throw fieldError('image', MESSAGES.imageTooSmall);
  try {
    // Decode and resize once; both encodings start from the same pixels.
    const { data, info } = await sharp(filePath, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PRESS_PHOTO_MAX_SIDE, PRESS_PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [photo, preview] = await Promise.all([
      encodePictureFiles(() => sharp(data, { raw: info })),
      encodePictureFiles(() => sharp(data, { raw: info }).resize(PRESS_PHOTO_PREVIEW_SIDE, PRESS_PHOTO_PREVIEW_SIDE, { fit: 'inside', withoutEnlargement: true })),
    ]);
    return { ...photo, preview: { jpeg: preview.jpeg, webp: preview.webp } };
  } catch {
    // A header that reads but pixels that don't (a truncated file) is still not an image.
    throw fieldError('image', MESSAGES.imageFormat);
  }
}
