import { useQuery } from '@tanstack/react-query';
import { tvRoutes } from '@indiwave/domain/contract/tv';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET tv_programmes: the channel's programmes, as the TV team keeps them (issue 19). */
export function useTvProgrammes() {
  return useQuery({ queryKey: queryKeys.tv.programmes(), queryFn: async ({ signal }) => (await callApi(tvRoutes.programmes, { signal })).results, staleTime: 60 * 60_000 });
}
