import { IMAGE_MAX_MB, IMAGE_MIN_SIDE } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';

/** The picture types the server takes (spec 2 §5.5: png, jpg, jpeg). */
export const PICTURE_TYPES = ['image/png', 'image/jpeg'] as const;

/**
 * What is wrong with a chosen picture before it is sent, in the spec's words (spec 2 §5.5):
 * not png/jpeg, over 2 MB, or under 500x500. Null when it may go; the server checks again.
 */
export function checkPictureFile(file: { type: string; size: number }, size?: { width: number; height: number }): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return MESSAGES.imageFormat;
  if (file.size > IMAGE_MAX_MB * 1024 * 1024) return MESSAGES.imageTooLarge;
  if (size && (size.width < IMAGE_MIN_SIDE || size.height < IMAGE_MIN_SIDE)) return MESSAGES.imageTooSmall;
  return null;
}

/** The pixel size of an image file, read by the browser; null when it cannot be decoded. */
export function readImageSize(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });
}
