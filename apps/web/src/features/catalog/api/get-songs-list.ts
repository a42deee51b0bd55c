import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogRoutes } from '@indiwave/domain/contract/catalog';
import { CATALOG_PAGE_MAX } from '@indiwave/domain/constants';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { pollWhileProcessing } from './poll-while-processing.ts';

/** GET {product}user/songslist: the signed-in artist's own songs and albums, newest first. */
export function getSongsList(type: 'all' | 'song' | 'album', signal?: AbortSignal) {
  return callApi(catalogRoutes.songsList, { query: { type, offset: 0, limit: CATALOG_PAGE_MAX }, signal });
}

/** Query options of the artist's own songs and albums. */
export function getSongsListQueryOptions(type: 'all' | 'song' | 'album' = 'all') {
  return queryOptions({
    queryKey: queryKeys.account.songsList(type),
    queryFn: ({ signal }) => getSongsList(type, signal),
    refetchInterval: pollWhileProcessing((list: Awaited<ReturnType<typeof getSongsList>>) => list.results.map((item) => item.media_status)),
  });
}

/** Fetches the artist's own songs and albums (the dashboard list). */
export function useSongsList(type: 'all' | 'song' | 'album' = 'all') {
  return useQuery(getSongsListQueryOptions(type));
}
