import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_LIMIT } from '@indiwave/domain/constants';
import { playlistRoutes } from '@indiwave/domain/contract/playlists';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The listing's orders: newest ('playlist') or most played ('popular'). */
export type PlaylistListingType = 'playlist' | 'popular';

/** GET playlist/{product}_playlists: a page of public playlists. */
export function getPlaylistListing(type: PlaylistListingType, offset: number, signal?: AbortSignal) {
  return callApi(playlistRoutes.listing, { query: { type, offset, limit: DEFAULT_LIMIT }, signal });
}

/** Infinite query options of the public listing, 20 at a time. */
export function getPlaylistListingQueryOptions(type: PlaylistListingType) {
  return infiniteQueryOptions({
    queryKey: queryKeys.playlists.listing(type),
    queryFn: ({ pageParam, signal }) => getPlaylistListing(type, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < last.count && last.results.length > 0 ? loaded : undefined;
    },
  });
}

/** The public playlists (/playlists). */
export function usePlaylistListing(type: PlaylistListingType) {
  return useInfiniteQuery(getPlaylistListingQueryOptions(type));
}
