import { queryOptions, useQuery } from '@tanstack/react-query';
import { songRoutes } from '@indiwave/domain/contract/songs';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { pollWhileProcessing } from './poll-while-processing.ts';

/** GET song/:slug: the song detail (404 when private and not the viewer's). */
export function getSong(slug: string, signal?: AbortSignal) {
  return callApi(songRoutes.song, { params: { slug }, signal }).then((reply) => reply.result);
}

/** Query options of a song detail. */
export function getSongQueryOptions(slug: string) {
  return queryOptions({
    queryKey: queryKeys.catalog.song(slug),
    queryFn: ({ signal }) => getSong(slug, signal),
    retry: false,
    refetchInterval: pollWhileProcessing((song: Awaited<ReturnType<typeof getSong>>) => [song.media_status]),
  });
}

/** Fetches a song detail; disabled without a slug. */
export function useSong(slug: string | null) {
  return useQuery({ ...getSongQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}
