import type { FastifyInstance } from 'fastify';
import { discoveryRoutes as contract } from '@indiwave/domain/contract/discovery';
import type { RouteContract } from '@indiwave/domain/contract/route';
import { withProduct } from '@indiwave/domain/rules/brand';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import type { DiscoveryService } from './discovery.service.ts';

const tags = ['discovery'];

/** Listings, the artist directory, spotlight, featured artists and the feed (spec 2 §7 Discovery). */
export async function discoveryRoutes(app: FastifyInstance, options: { discovery: DiscoveryService; brandSlug: string }): Promise<void> {
  const service = options.discovery;
  const at = <T extends RouteContract>(route: T): T => ({ ...route, path: withProduct(route.path, options.brandSlug) });

  addRoute(app, contract.songsListing, ({ params, query, request }) => service.listSongs(request.user, params.type, query), { tags });
  addRoute(app, contract.songsListingV2, ({ params, query, request }) => service.listReleases(request.user, params.type, query), { tags });
  addRoute(app, at(contract.videosListing), ({ query, request }) => service.listVideos(request.user, 'fresh', query), { tags });
  addRoute(app, at(contract.videosListingV2), ({ params, query, request }) => service.listVideos(request.user, params.type, query), { tags });
  addRoute(app, contract.artistListing, ({ query, request }) => service.listArtists(request.user, query), { tags });
  addRoute(app, contract.artistListingSearch, ({ query, request }) => service.searchArtists(request.user, query), { tags });
  addRoute(app, contract.spotlight, ({ request }) => service.listSpotlight(request.user), { tags });
  addRoute(app, contract.featuredArtist, ({ request }) => service.listFeaturedArtists(request.user), { tags });
  addRoute(app, contract.feeds, ({ query, request }) => service.listFeed(getUser(request), query), { tags });
}
