import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_LIMIT } from '@indiwave/domain/constants';
import { socialRoutes } from '@indiwave/domain/contract/social';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const ROUTES = {
  songs: socialRoutes.likedSongs,
  albums: socialRoutes.likedAlbums,
  playlists: socialRoutes.likedPlaylists,
  videos: socialRoutes.likedVideos,
} as const;

/** What the favourites list: clapped songs, albums, playlists and videos. */
export type LikedKind = keyof typeof ROUTES;

type LikedPage<K extends LikedKind> = Awaited<ReturnType<typeof callApi<(typeof ROUTES)[K]>>>;

/** GET {product}user/liked_*: a page of what the signed-in person clapped, newest clap first. */
export function getLikedPage<K extends LikedKind>(kind: K, offset: number, signal?: AbortSignal): Promise<LikedPage<K>> {
  return callApi(ROUTES[kind], { query: { offset, limit: DEFAULT_LIMIT }, signal }) as Promise<LikedPage<K>>;
}

/** Infinite query options of one kind of favourites, 20 at a time. */
export function getLikedQueryOptions<K extends LikedKind>(kind: K) {
  return infiniteQueryOptions({
    queryKey: queryKeys.account.liked(kind),
    queryFn: ({ pageParam, signal }) => getLikedPage(kind, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: LikedPage<K>, pages: LikedPage<K>[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < last.count && last.results.length > 0 ? loaded : undefined;
    },
  });
}

/** One kind of the signed-in person's favourites. */
export function useLiked<K extends LikedKind>(kind: K) {
  return useInfiniteQuery(getLikedQueryOptions(kind));
}
