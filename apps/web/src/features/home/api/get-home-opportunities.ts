import { useQuery } from '@tanstack/react-query';
import { opportunitiesRoutes } from '@indiwave/domain/contract/opportunities';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET opportunity_homepage: the home page's strip of open opportunities, with the open count. */
export function useHomeOpportunities() {
  return useQuery({ queryKey: queryKeys.opportunities.homepage(), queryFn: ({ signal }) => callApi(opportunitiesRoutes.homepage, { signal }) });
}
