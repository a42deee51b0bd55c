import { queryOptions, useQuery } from '@tanstack/react-query';
import { videoRoutes } from '@indiwave/domain/contract/videos';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET video/:slug: the video detail (404 when private and not the viewer's). */
export function getVideo(slug: string, signal?: AbortSignal) {
  return callApi(videoRoutes.video, { params: { slug }, signal }).then((reply) => reply.result);
}

/** Query options of a video detail. */
export function getVideoQueryOptions(slug: string) {
  return queryOptions({ queryKey: queryKeys.catalog.video(slug), queryFn: ({ signal }) => getVideo(slug, signal), retry: false });
}

/** Fetches a video detail; disabled without a slug. */
export function useVideo(slug: string | null) {
  return useQuery({ ...getVideoQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}
