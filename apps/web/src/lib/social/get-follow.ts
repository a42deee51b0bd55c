import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_LIMIT } from '@indiwave/domain/constants';
import { socialRoutes } from '@indiwave/domain/contract/social';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** Followers ('followers') or the people followed ('following'). */
export type FollowFilter = 'followers' | 'following';

/** GET get_follow: one page of a person's followers or following (the signed-in user's without slug). */
export function getFollowPage(filter: FollowFilter, slug: string | undefined, offset: number, signal?: AbortSignal) {
  return callApi(socialRoutes.getFollow, { query: { filter, slug, offset, limit: DEFAULT_LIMIT }, signal });
}

/** Infinite query options of a followers or following list, 20 at a time. */
export function getFollowQueryOptions(filter: FollowFilter, slug?: string) {
  return infiniteQueryOptions({
    queryKey: slug ? queryKeys.social.follow(filter, slug) : [...queryKeys.account.all(), 'follow', filter],
    queryFn: ({ pageParam, signal }) => getFollowPage(filter, slug, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < last.count && last.results.length > 0 ? loaded : undefined;
    },
  });
}

/** A person's followers or following, paged; without slug the signed-in user's. */
export function useFollowList(filter: FollowFilter, slug?: string, isEnabled = true) {
  return useInfiniteQuery({ ...getFollowQueryOptions(filter, slug), enabled: isEnabled });
}
