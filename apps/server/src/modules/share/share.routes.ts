import type { FastifyInstance } from 'fastify';
import { shareRoutes as contract } from '@indiwave/domain/contract/share';
import type { AppDeps } from '../../app.ts';
import { addRoute } from '../../http/route.ts';
import { getCatalogServices } from '../catalog/catalog-services.ts';
import { getCommentsService } from '../comments/comments.routes.ts';
import { getPlaylistsService } from '../playlists/playlists.routes.ts';
import { createShareRepository } from './share.repository.ts';
import { createShareService } from './share.service.ts';

const tags = ['share'];

/** The Share dialog's calls (spec 2 §3 Share data) and the review cards' images. */
export async function shareRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = createShareService({
    repository: createShareRepository(deps.db),
    catalog: getCatalogServices(deps, app.log),
    playlists: getPlaylistsService(deps, app.log),
    comments: getCommentsService(deps, app.log),
    storage: deps.platform.storage,
    context: { publicUrl: deps.config.publicUrl, brandName: deps.config.brand.name },
  });
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
