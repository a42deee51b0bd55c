import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PLAYLISTS_FETCH_LIMIT } from '@indiwave/domain/constants';
import { playlistRoutes } from '@indiwave/domain/contract/playlists';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET playlist/user_playlists?flag=1: a page of the signed-in person's playlists, private ones too, 50 at a time (spec 2 §9). */
export function getOwnPlaylists(offset: number, signal?: AbortSignal) {
  return callApi(playlistRoutes.userPlaylists, { query: { offset, limit: PLAYLISTS_FETCH_LIMIT, flag: 1 }, signal });
}

/** Infinite query options of one's own playlists (the playlist dialog, the library). */
export function getOwnPlaylistsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.account.ownPlaylists(),
    queryFn: ({ pageParam, signal }) => getOwnPlaylists(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < last.count && last.results.length > 0 ? loaded : undefined;
    },
  });
}

/** One's own playlists, 50 at a time. */
export function useOwnPlaylists(isEnabled = true) {
  return useInfiniteQuery({ ...getOwnPlaylistsQueryOptions(), enabled: isEnabled });
}
