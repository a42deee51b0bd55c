import type { FastifyInstance } from 'fastify';
import { searchRoutes as contract } from '@indiwave/domain/contract/search';
import { addRoute } from '../../http/route.ts';
import type { SearchService } from './search.service.ts';

const tags = ['search'];

/** Search calls of spec 2 §7: sdsearch, sdsearch-listing, sdsearch-by-type, search_artist, search_artist_v2. */
export async function searchRoutes(app: FastifyInstance, options: { search: SearchService }): Promise<void> {
  const service = options.search;

  addRoute(app, contract.sdsearch, ({ query }) => service.searchDropdown(query.keywords), { tags });
  addRoute(app, contract.sdsearchListing, ({ query }) => service.searchListing(query.keywords), { tags });
  addRoute(app, contract.sdsearchByType, ({ query }) => service.searchByType(query), { tags });
  addRoute(app, contract.searchArtist, ({ query }) => service.searchArtists(query), { tags });
  addRoute(app, contract.searchArtistV2, ({ query, request }) => service.searchArtistCards(request.user, query), { tags });
}
