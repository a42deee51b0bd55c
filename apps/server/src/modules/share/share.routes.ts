import type { FastifyInstance } from 'fastify';
import { shareRoutes as contract } from '@indiwave/domain/contract/share';
import { addRoute } from '../../http/route.ts';
import type { ShareService } from './share.service.ts';

const tags = ['share'];

/** The Share dialog's calls (spec 2 §3 Share data) and the review cards' images. */
export async function shareRoutes(app: FastifyInstance, options: { share: ShareService }): Promise<void> {
  const service = options.share;
  addRoute(app, contract.shareData, ({ query, request }) => service.readShareData(request.user, query.type, query.slug), { tags });
  addRoute(app, contract.reviewShare, ({ params, request }) => service.readReviewShare(request.user, params.id), { tags });
  addRoute(
    app,
    contract.reviewCard,
    async ({ params, query, request, reply }) => {
      const png = await service.drawReviewCard(request.user, params.id, params.card, query.scale);
      // A comment can be edited: browsers ask again rather than keep an old card.
      return reply
        .type('image/png')
        .header('cache-control', 'no-cache')
        .header('content-disposition', `inline; filename="review-${params.id}-${params.card}@${query.scale}x.png"`)
        .send(png);
    },
    { tags },
  );
}
