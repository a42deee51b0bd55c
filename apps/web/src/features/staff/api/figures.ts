import { useQuery } from '@tanstack/react-query';
import { figuresRoutes } from '@indiwave/domain/contract/figures';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET admin/figures: the last `days` days, oldest first. */
export function useFigures(days: number) {
  return useQuery({
    queryKey: queryKeys.account.staffPart('figures', days),
    queryFn: ({ signal }) => callApi(figuresRoutes.figures, { query: { days }, signal }).then((reply) => reply.results),
  });
}
