import type { Sharp } from 'sharp';
import type { StoragePort } from './storage.port.ts';

/**
 * A picture as stored (issue 16): the JPEG every browser reads, and a smaller WebP sibling of the
 * same pixels that /media serves at the JPEG's address to browsers whose Accept names image/webp.
 */
export type PictureFiles = { jpeg: Buffer; webp: Buffer };

// WebP quality 80 looks like mozjpeg 85 and is about a third smaller (docs/decisions.md).
const WEBP_QUALITY = 80;

/** The WebP sibling's key of a '.jpg' key ('avatars/ab12.jpg' → 'avatars/ab12.webp'). */
export function toWebpSiblingKey(jpegKey: string): string {
  return jpegKey.replace(/\.jpg$/, '.webp');
}

/**
 * Encodes one picture as both files. `image` makes a fresh pipeline each call (sharp pipelines
 * are single-use), so both encodings start from the same decoded, resized pixels.
 */
export async function encodePictureFiles(image: () => Sharp, jpegQuality = 85): Promise<PictureFiles & { width: number; height: number }> {
  const [jpeg, webp] = await Promise.all([image().jpeg({ quality: jpegQuality, mozjpeg: true }).toBuffer({ resolveWithObject: true }), image().webp({ quality: WEBP_QUALITY }).toBuffer()]);
  return { jpeg: jpeg.data, webp, width: jpeg.info.width, height: jpeg.info.height };
}

/** Stores a picture at its '.jpg' key and the WebP beside it. */
export async function storePictureFiles(storage: StoragePort, jpegKey: string, files: PictureFiles): Promise<void> {
  await storage.putBuffer(jpegKey, files.jpeg, { contentType: 'image/jpeg' });
  await storage.putBuffer(toWebpSiblingKey(jpegKey), files.webp, { contentType: 'image/webp' });
}

/** Removes a picture and its WebP sibling (a missing sibling, as older pictures have, is fine). */
export async function deletePictureFiles(storage: StoragePort, jpegKey: string): Promise<void> {
  await storage.delete(jpegKey);
  if (jpegKey.endsWith('.jpg')) await storage.delete(toWebpSiblingKey(jpegKey));
}
