import type { FastifyInstance } from 'fastify';
import { discoveryRoutes as contract } from '@indiwave/domain/contract/discovery';
import type { RouteContract } from '@indiwave/domain/contract/route';
import { withProduct } from '@indiwave/domain/rules/brand';
import type { AppDeps } from '../../app.ts';
import { getUser, requireUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import { getCatalogServices } from '../catalog/catalog-services.ts';
import { toTeamIdentity } from '../notifications/team-account.service.ts';
import { getSearchIndex } from '../search/search-index.service.ts';
import { createSocialReads } from '../social/social-reads.service.ts';
import { createDiscoveryRepository } from './discovery.repository.ts';
import { createDiscoveryService, type DiscoveryService } from './discovery.service.ts';

const tags = ['discovery'];
const servicesByApp = new WeakMap<AppDeps, DiscoveryService>();

/** The discovery service of one app, shared with search (artist cards). */
export function getDiscoveryService(deps: AppDeps, logger: FastifyInstance['log']): DiscoveryService {
  let service = servicesByApp.get(deps);
  if (!service) {
    service = createDiscoveryService({
      repository: createDiscoveryRepository(deps.db),
      catalog: getCatalogServices(deps, logger),
      social: createSocialReads(deps.db, deps.dialect),
      search: getSearchIndex({ db: deps.db, dialect: deps.dialect, config: deps.config, clock: deps.platform.clock }),
      teamSlug: toTeamIdentity(deps.config.brand).slug,
      now: () => deps.platform.clock.now(),
    });
    servicesByApp.set(deps, service);
  }
  return service;
}

/** Listings, the artist directory, spotlight, featured artists and the feed (spec 2 §7 Discovery). */
export async function discoveryRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = getDiscoveryService(deps, app.log);
  const at = <T extends RouteContract>(route: T): T => ({ ...route, path: withProduct(route.path, deps.config.brand.slug) });

  addRoute(app, contract.songsListing, ({ params, query, request }) => service.listSongs(request.user, params.type, query), { tags });
  addRoute(app, contract.songsListingV2, ({ params, query, request }) => service.listReleases(request.user, params.type, query), { tags });
  addRoute(app, at(contract.videosListing), ({ query, request }) => service.listVideos(request.user, 'fresh', query), { tags });
  addRoute(app, at(contract.videosListingV2), ({ params, query, request }) => service.listVideos(request.user, params.type, query), { tags });
  addRoute(app, contract.artistListing, ({ query, request }) => service.listArtists(request.user, query), { tags });
  addRoute(app, contract.artistListingSearch, ({ query, request }) => service.searchArtists(request.user, query), { tags });
  addRoute(app, contract.spotlight, ({ request }) => service.listSpotlight(request.user), { tags });
  addRoute(app, contract.featuredArtist, ({ request }) => service.listFeaturedArtists(request.user), { tags });
  addRoute(app, contract.feeds, ({ query, request }) => service.listFeed(getUser(request), query), { tags, preValidation: requireUser });
}
