import { queryOptions, useQuery } from '@tanstack/react-query';
import { playlistRoutes } from '@indiwave/domain/contract/playlists';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET playlist/playlist_detail/:slug: the playlist with its tracks (404 when private and not the viewer's). */
export function getPlaylist(slug: string, signal?: AbortSignal) {
  return callApi(playlistRoutes.detail, { params: { slug }, signal }).then((reply) => reply.result);
}

/** Query options of a playlist detail. */
export function getPlaylistQueryOptions(slug: string) {
  return queryOptions({ queryKey: queryKeys.playlists.detail(slug), queryFn: ({ signal }) => getPlaylist(slug, signal), retry: false });
}

/** A playlist detail; disabled without a slug. */
export function usePlaylist(slug: string | null) {
  return useQuery({ ...getPlaylistQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}
