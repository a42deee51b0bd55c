import { queryOptions, useQuery } from '@tanstack/react-query';
import { videoRoutes } from '@indiwave/domain/contract/videos';
import { CATALOG_PAGE_MAX } from '@indiwave/domain/constants';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET {product}user/videoslist: the signed-in artist's own videos, newest first. */
export function getVideosList(signal?: AbortSignal) {
  return callApi(videoRoutes.videosList, { query: { offset: 0, limit: CATALOG_PAGE_MAX }, signal });
}

/** Query options of the artist's own videos. */
export function getVideosListQueryOptions() {
  return queryOptions({ queryKey: queryKeys.account.videosList(), queryFn: ({ signal }) => getVideosList(signal) });
}

/** Fetches the artist's own videos (the dashboard list). */
export function useVideosList() {
  return useQuery(getVideosListQueryOptions());
}
