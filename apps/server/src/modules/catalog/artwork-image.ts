import { fileTypeFromFile } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';
import { ARTWORK_SIDES, IMAGE_MIN_SIDE, type ArtworkSide } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { fieldError } from '../../http/parse-with.ts';
import { encodePictureFiles, storePictureFiles, toWebpSiblingKey, type PictureFiles } from '../../platform/storage/picture-files.ts';
import type { StoragePort } from '../../platform/storage/storage.port.ts';
import { toArtworkKey } from './media-urls.ts';

// A 2 MB file can still claim to be enormous once decoded; refuse before decoding it.
const MAX_INPUT_PIXELS = 40_000_000;

/** One size of an artwork: the JPEG every browser reads, and the smaller WebP most ask for (issue 16). */
export type ArtworkVariant = PictureFiles;

/** Encodes one size from the decoded square. */
async function encodeSide(square: { data: Buffer; info: OutputInfo }, side: number): Promise<ArtworkVariant> {
  const { jpeg, webp } = await encodePictureFiles(() => sharp(square.data, { raw: square.info }).resize(side, side));
  return { jpeg, webp };
}

/** Stores every size of an artwork under its prefix: '<side>.jpg' and its '<side>.webp' sibling (the media route picks by Accept). */
export async function storeArtworkVariants(storage: StoragePort, prefix: string, variants: Map<ArtworkSide, ArtworkVariant>): Promise<string[]> {
  const keys: string[] = [];
  for (const [side, variant] of variants) {
    keys.push(toArtworkKey(prefix, side), toWebpSiblingKey(toArtworkKey(prefix, side)));
    await storePictureFiles(storage, toArtworkKey(prefix, side), variant);
  }
  return keys;
}

/**
 * Checks uploaded artwork by its content (spec 2 §5.5: png or jpeg, at least 500x500; the
 * 2 MB limit is the upload's) and renders the square variants the spec uses: 200 (social),
 * 250 and 350 (album art) and 500 (detail), each as JPEG and WebP. Re-encoding drops metadata
 * (camera, GPS) and anything that is not pixels.
 */
export async function renderArtwork(file: string, field = 'image'): Promise<Map<ArtworkSide, ArtworkVariant>> {
  const type = await fileTypeFromFile(file).catch(() => undefined);
  if (type?.ext !== 'png' && type?.ext !== 'jpg') throw fieldError(field, MESSAGES.imageFormat);
  let width = 0;
  let height = 0;
  try {
    const metadata = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    width = metadata.width ?? 0;
    height = metadata.height ?? 0;
  } catch {
    throw fieldError(field, MESSAGES.imageFormat);
  }
  if (width < IMAGE_MIN_SIDE || height < IMAGE_MIN_SIDE) throw fieldError(field, MESSAGES.imageTooSmall);
  try {
    // Decode once, then resize the decoded square for each size.
    const square = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize(IMAGE_MIN_SIDE, IMAGE_MIN_SIDE, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return new Map(await Promise.all(ARTWORK_SIDES.map(async (side) => [side, await encodeSide(square, side)] as const)));
  } catch {
    // A header that reads but pixels that don't (a truncated file) is still not an image.
    throw fieldError(field, MESSAGES.imageFormat);
  }
}

/** Renders an SVG (demo artwork, the default image) into the same square variants. */
export async function renderSvgArtwork(svg: string): Promise<Map<ArtworkSide, ArtworkVariant>> {
  const square = await sharp(Buffer.from(svg)).resize(IMAGE_MIN_SIDE, IMAGE_MIN_SIDE).flatten({ background: '#000000' }).raw().toBuffer({ resolveWithObject: true });
  return new Map(await Promise.all(ARTWORK_SIDES.map(async (side) => [side, await encodeSide(square, side)] as const)));
}
