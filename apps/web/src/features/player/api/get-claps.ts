import { queryOptions, useQuery } from '@tanstack/react-query';
import { PLAYER_CLAP_POLL_MS } from '@indiwave/domain/constants';
import { socialRoutes } from '@indiwave/domain/contract/social';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET claps: everyone's and the viewer's claps on a song. */
export function getSongClaps(slug: string, signal?: AbortSignal) {
  return callApi(socialRoutes.claps, { query: { type: 'song', slug }, signal }).then((reply) => reply.result);
}

/** Query options of a song's claps, polled every second while the bar shows it (spec 1 §4, §9). */
export function getPlayerClapsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: queryKeys.social.claps('song', slug),
    queryFn: ({ signal }) => getSongClaps(slug, signal),
    refetchInterval: PLAYER_CLAP_POLL_MS,
    retry: false,
  });
}

/** The claps of the song in the bar, kept fresh every second; disabled without a song. */
export function usePlayerClaps(slug: string | null) {
  return useQuery({ ...getPlayerClapsQueryOptions(slug ?? ''), enabled: Boolean(slug) });
}
