import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { socialRoutes, type ClapType } from '@indiwave/domain/contract/social';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** POST clap: adds `count` claps (1–50) to an item; the server ignores what passes 50. */
export async function sendClaps(input: { type: ClapType; slug: string; count: number }) {
  const reply = await callApi(socialRoutes.clap, { body: input });
  return reply.result;
}

/** Mutation options of a clap call. */
export function getSendClapsOptions() {
  return mutationOptions({ mutationKey: ['social', 'clap'] as const, mutationFn: sendClaps });
}

/** Sends claps; the clap button keeps its own optimistic count. */
export function useSendClaps() {
  return useMutation(getSendClapsOptions());
}

/** GET claps: everyone's claps on an item and the viewer's. */
export function getClaps(type: ClapType, slug: string, signal?: AbortSignal) {
  return callApi(socialRoutes.claps, { query: { type, slug }, signal }).then((reply) => reply.result);
}

/** Query options of an item's claps (the player polls them every second, PLAYER_CLAP_POLL_MS). */
export function getClapsQueryOptions(type: ClapType, slug: string) {
  return queryOptions({ queryKey: queryKeys.social.claps(type, slug), queryFn: ({ signal }) => getClaps(type, slug, signal) });
}

/** An item's claps; `refetchInterval` polls (the player bar). */
export function useClaps(type: ClapType, slug: string | null, refetchInterval?: number) {
  return useQuery({ ...getClapsQueryOptions(type, slug ?? ''), enabled: Boolean(slug), refetchInterval });
}
