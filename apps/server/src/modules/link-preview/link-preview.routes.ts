import type { FastifyInstance } from 'fastify';
import { linkPreviewRoutes as contract } from '@indiwave/domain/contract/link-preview';
import { addRoute } from '../../http/route.ts';
import type { LinkPreviewService } from './link-preview.service.ts';

/** GET oembed (contract/link-preview.ts). */
export async function linkPreviewRoutes(app: FastifyInstance, options: { linkPreviews: LinkPreviewService }): Promise<void> {
  const service = options.linkPreviews;
  addRoute(
    app,
    contract.oembed,
    async ({ query, reply }) => {
      reply.header('cache-control', 'public, max-age=3600');
      return service.readOEmbed(query);
    },
    { tags: ['link-preview'] },
  );
}
