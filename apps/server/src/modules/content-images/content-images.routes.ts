import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { contentImageRoutes as contract } from '@indiwave/domain/contract/content-images';
import { addRoute } from '../../http/route.ts';
import { receiveUpload } from '../catalog/upload-reader.ts';
import type { ContentImagesService } from './content-images.service.ts';

/** POST staff/images (contract/content-images.ts). */
export async function contentImagesRoutes(app: FastifyInstance, options: { contentImages: ContentImagesService; uploadDir: string }): Promise<void> {
  await app.register(multipart);
  addRoute(
    app,
    contract.uploadImage,
    async ({ request }) => ({ success: true as const, result: await options.contentImages.uploadImage(request.user, (rules) => receiveUpload(request, options.uploadDir, rules)) }),
    { tags: ['staff'] },
  );
}
