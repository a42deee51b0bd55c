import crypto from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { COVER_PIC_SIZE, IMAGE_MIN_SIDE, PROFILE_PIC_SIDE } from '@indiwave/domain/constants';
import type { ProfileCoverPicType } from '@indiwave/domain/contract/account-settings';
import { MESSAGES } from '@indiwave/domain/messages';
import { fieldError } from '../../http/parse-with.ts';
import { deletePictureFiles, encodePictureFiles, storePictureFiles, type PictureFiles } from '../../platform/storage/picture-files.ts';
import type { StoragePort } from '../../platform/storage/storage.port.ts';

// A 2 MB file can still claim to be enormous once decoded; refuse before decoding it.
const MAX_INPUT_PIXELS = 40_000_000;
/** Stored picture keys look like this and nothing else, so a delete never leaves the two folders. */
const OWN_KEY = /^(avatars|covers)\/[a-f0-9]{32}\.jpg$/;

/**
 * Checks a picture by its content (png or jpeg, at least 500x500; the 2 MB limit is the
 * upload's) and re-encodes it as a JPEG and its WebP sibling, cropped to fill: profile 500x500,
 * cover 1500x500. Re-encoding drops metadata (camera, GPS) and anything that is not pixels.
 */
export async function renderProfileImage(input: Buffer, kind: ProfileCoverPicType): Promise<PictureFiles> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw fieldError('image', MESSAGES.imageFormat);
  }
  if (metadata.format !== 'jpeg' && metadata.format !== 'png') throw fieldError('image', MESSAGES.imageFormat);
  if ((metadata.width ?? 0) < IMAGE_MIN_SIDE || (metadata.height ?? 0) < IMAGE_MIN_SIDE) throw fieldError('image', MESSAGES.imageTooSmall);
  const size = kind === 'profile' ? { width: PROFILE_PIC_SIDE, height: PROFILE_PIC_SIDE } : COVER_PIC_SIZE;
  try {
    // Decode and crop once; both encodings start from the same pixels.
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(size.width, size.height, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { jpeg, webp } = await encodePictureFiles(() => sharp(data, { raw: info }));
    return { jpeg, webp };
  } catch {
    // A header that reads but pixels that don't (a truncated file) is still not an image.
    throw fieldError('image', MESSAGES.imageFormat);
  }
}

/**
 * Profile and cover pictures in the media store (DATA_DIR/media or S3, served at /media/…):
 * each upload gets a new random name, so cached copies never go stale, and the old one is
 * removed.
 */
export function createProfileImageStore(storage: StoragePort) {
  return {
    /** Stores the picture (and its WebP sibling) and returns its key ('avatars/<random>.jpg'). */
    async savePicture(kind: ProfileCoverPicType, files: PictureFiles): Promise<string> {
      const key = `${kind === 'profile' ? 'avatars' : 'covers'}/${crypto.randomBytes(16).toString('hex')}.jpg`;
      await storePictureFiles(storage, key, files);
      return key;
    },
    /** Removes a picture we stored; keys of any other shape (demo URLs, external links) are left alone. */
    async deletePicture(key: string | null): Promise<void> {
      if (!key || !OWN_KEY.test(key)) return;
      await deletePictureFiles(storage, key);
    },
  };
}
export type ProfileImageStore = ReturnType<typeof createProfileImageStore>;
