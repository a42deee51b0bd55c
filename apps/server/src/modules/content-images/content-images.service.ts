import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import sharp, { type Metadata } from 'sharp';
import { AD_IMAGE_BOXES, BLOG_IMAGE_MAX_WIDTH, SOCIAL_IMAGE_SIZES } from '@indiwave/domain/constants';
import { contentImageFieldsSchema, type ContentImage, type ContentImagePurpose } from '@indiwave/domain/contract/content-images';
import { CONTENT_MESSAGES } from '@indiwave/domain/messages';
import { fieldError, parseWith } from '../../http/parse-with.ts';
import { deletePictureFiles, encodePictureFiles, storePictureFiles, type PictureFiles } from '../../platform/storage/picture-files.ts';
import type { StoragePort } from '../../platform/storage/storage.port.ts';
import type { StaffActor } from '../staff/staff.policy.ts';
import { requireStaff } from '../staff/staff.policy.ts';
import type { ContentImagesRepository } from './content-images.repository.ts';
import { IMAGE_FIELD_RULE } from '../catalog/pending-uploads.service.ts';
import { withOneFile, type ReceiveUpload } from '../catalog/upload-reader.ts';

// A 2 MB file can still claim to be enormous once decoded; refuse before decoding it.
const MAX_INPUT_PIXELS = 40_000_000;

/** How each purpose is drawn: cropped to fill (the blog's share image) or fitted inside a box. */
const SHAPES: Record<ContentImagePurpose, { width: number; height?: number; fit: 'cover' | 'inside' }> = {
  blog_cover: { ...SOCIAL_IMAGE_SIZES.blog, fit: 'cover' },
  blog_body: { width: BLOG_IMAGE_MAX_WIDTH, fit: 'inside' },
  banner: { ...AD_IMAGE_BOXES.banner, fit: 'inside' },
  banner_mobile: { ...AD_IMAGE_BOXES.bannerMobile, fit: 'inside' },
  popup: { ...AD_IMAGE_BOXES.popup, fit: 'inside' },
  companion: { ...AD_IMAGE_BOXES.companion, fit: 'inside' },
  companion_mobile: { ...AD_IMAGE_BOXES.companionMobile, fit: 'inside' },
};

/** The media folder of each purpose's pictures. */
function toFolder(purpose: ContentImagePurpose): string {
  return purpose.startsWith('blog') ? 'blog' : 'ads';
}

/**
 * Pictures the team uploads for blog posts and campaigns (issue 20): checked by content (png
 * or jpeg), re-encoded as JPEG (and a WebP sibling) without metadata to their place's size, stored under blog/ or
 * ads/ with a random name, and recorded with their purpose and size so a post or a campaign
 * can name only a picture made for it (and the page can reserve its box before it loads).
 */
export function createContentImagesService(deps: { repository: ContentImagesRepository; storage: StoragePort; publicUrl: (key: string) => string; now: () => Date }) {
  async function render(input: Buffer, purpose: ContentImagePurpose): Promise<PictureFiles & { width: number; height: number }> {
    let metadata: Metadata;
    try {
      metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    } catch {
      throw fieldError('image', CONTENT_MESSAGES.adImageInvalid);
    }
    if (metadata.format !== 'jpeg' && metadata.format !== 'png') throw fieldError('image', CONTENT_MESSAGES.adImageInvalid);
    const shape = SHAPES[purpose];
    try {
      // Decode and resize once; the JPEG and its WebP sibling start from the same pixels.
      const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(shape.width, shape.height, { fit: shape.fit, position: 'attention', withoutEnlargement: shape.fit === 'inside' })
        .flatten({ background: '#ffffff' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return await encodePictureFiles(() => sharp(data, { raw: info }), 84);
    } catch {
      throw fieldError('image', CONTENT_MESSAGES.adImageInvalid);
    }
  }

  return {
    /** POST staff/images: the team's picture, stored for its purpose; the upload is read only once the role is checked. */
    async uploadImage(actor: StaffActor, receive: ReceiveUpload): Promise<ContentImage> {
      const staff = requireStaff(actor);
      const { purpose, picture } = await withOneFile(receive, 'image', { ...IMAGE_FIELD_RULE, missingMessage: CONTENT_MESSAGES.adImageRequired }, async (file, fields) => ({
        purpose: parseWith(contentImageFieldsSchema, fields).purpose,
        picture: await fs.readFile(file.path),
      }));
      const { width, height, ...files } = await render(picture, purpose);
      const key = `${toFolder(purpose)}/${crypto.randomBytes(16).toString('hex')}.jpg`;
      await storePictureFiles(deps.storage, key, files);
      try {
        await deps.repository.insertImage({ key, purpose, width, height, uploaded_by: staff.id, created_at: deps.now().toISOString() });
      } catch (error) {
        await deletePictureFiles(deps.storage, key).catch(() => undefined);
        throw error;
      }
      return { key, url: deps.publicUrl(key), width, height };
    },

    /** A stored picture of one of these purposes, or a 400 on `field` with `message`. */
    async requireImage(key: string, purposes: ContentImagePurpose[], field: string, message: string): Promise<{ key: string; width: number; height: number }> {
      const row = await deps.repository.findImage(key);
      if (!row || !(purposes as string[]).includes(row.purpose)) throw fieldError(field, message);
      return { key: row.key, width: row.width, height: row.height };
    },

    /** Sizes of stored pictures by key. */
    readSizes: (keys: string[]) => deps.repository.listSizes(keys),

    /** The public URL of a stored picture. */
    toUrl: (key: string) => deps.publicUrl(key),
  };
}
export type ContentImagesService = ReturnType<typeof createContentImagesService>;
