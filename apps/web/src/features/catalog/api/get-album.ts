import { queryOptions, useQuery } from '@tanstack/react-query';
import { albumRoutes } from '@indiwave/domain/contract/albums';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { pollWhileProcessing } from './poll-while-processing.ts';

/** GET album_details/:slug: the album with its tracks (404 when private or a draft and not the viewer's). */
export function getAlbum(slug: string, signal?: AbortSignal) {
  return callApi(albumRoutes.albumDetails, { params: { slug }, signal }).then((reply) => reply.result);
}

/** Query options of an album detail. */
export function getAlbumQueryOptions(slug: string) {
  return queryOptions({
    queryKey: queryKeys.catalog.album(slug),
    queryFn: ({ signal }) => getAlbum(slug, signal),
    retry: false,
    refetchInterval: pollWhileProcessing((album: Awaited<ReturnType<typeof getAlbum>>) => album.music_tracks.map((track) => track.media_status)),
  });
}

/** Fetches an album detail; disabled without a slug. */
export function useAlbum(slug: string | null) {
  return useQuery({ ...getAlbumQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}
