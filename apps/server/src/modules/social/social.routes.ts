import type { FastifyInstance } from 'fastify';
import type { RouteContract } from '@indiwave/domain/contract/route';
import { socialRoutes as contract } from '@indiwave/domain/contract/social';
import { withProduct } from '@indiwave/domain/rules/brand';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import type { SocialService } from './social.service.ts';

const tags = ['social'];

/** Follow, follow lists and state, claps, and the library's liked lists. */
export async function socialRoutes(app: FastifyInstance, options: { social: SocialService; brandSlug: string }): Promise<void> {
  const service = options.social;
  const at = <T extends RouteContract>(route: T): T => ({ ...route, path: withProduct(route.path, options.brandSlug) });
  // Sign-in comes from the contract's isAuthRequired (http/route.ts); this only tags the calls.
  const signedIn = { tags };

  addRoute(app, at(contract.follow), ({ body, request }) => service.follow(getUser(request), body), signedIn);
  addRoute(app, contract.getFollow, ({ query, request }) => service.listFollow(request.user, query), { tags });
  addRoute(app, contract.followState, ({ query, request }) => service.readFollowState(request.user, query.slugs), { tags });
  addRoute(app, contract.clap, ({ body, request }) => service.clap(getUser(request), body), signedIn);
  addRoute(app, contract.claps, ({ query, request }) => service.readClaps(request.user, query), { tags });
  addRoute(app, at(contract.likedSongs), ({ query, request }) => service.listLikedSongs(getUser(request), query), signedIn);
  addRoute(app, at(contract.likedAlbums), ({ query, request }) => service.listLikedAlbums(getUser(request), query), signedIn);
  addRoute(app, at(contract.likedPlaylists), ({ query, request }) => service.listLikedPlaylists(getUser(request), query), signedIn);
  addRoute(app, at(contract.likedVideos), ({ query, request }) => service.listLikedVideos(getUser(request), query), signedIn);
}
