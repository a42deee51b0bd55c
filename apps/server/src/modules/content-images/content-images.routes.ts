import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { contentImageFieldsSchema, contentImageRoutes as contract } from '@indiwave/domain/contract/content-images';
import { CONTENT_MESSAGES } from '@indiwave/domain/messages';
import { fieldError, parseWith } from '../../http/parse-with.ts';
import { addRoute } from '../../http/route.ts';
import { receiveUpload } from '../catalog/upload-reader.ts';
import { IMAGE_FIELD_RULE } from '../catalog/pending-uploads.service.ts';
import { requireStaff } from '../staff/staff.policy.ts';
import type { ContentImagesService } from './content-images.service.ts';

/** POST staff/images (contract/content-images.ts). */
export async function contentImagesRoutes(app: FastifyInstance, options: { contentImages: ContentImagesService; uploadDir: string }): Promise<void> {
  await app.register(multipart);
  addRoute(
    app,
    contract.uploadImage,
    async ({ request }) => {
      // The role is checked before a byte of the upload is read.
      requireStaff(request.user);
      const upload = await receiveUpload(request, options.uploadDir, { image: { ...IMAGE_FIELD_RULE, missingMessage: CONTENT_MESSAGES.adImageRequired } });
      try {
        const { purpose } = parseWith(contentImageFieldsSchema, upload.fields);
        const file = upload.files.get('image');
        if (!file || file.size === 0) throw fieldError('image', CONTENT_MESSAGES.adImageRequired);
        return { success: true as const, result: await options.contentImages.uploadImage(request.user, purpose, file.path) };
      } finally {
        await upload.cleanup();
      }
    },
    { tags: ['staff'] },
  );
}
