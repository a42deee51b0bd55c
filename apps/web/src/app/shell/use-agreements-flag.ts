import { useQuery } from '@tanstack/react-query';
import { distributionRoutes } from '@indiwave/domain/contract/distribution';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { isArtistOrBand, type SessionUser } from '../../lib/session';

/**
 * The agreements check of a signed-in artist or band (spec 1 §6; spec 2: 'Agreements: offset 0,
 * size 10. A non-empty result sets an agreements flag'): true once they have signed one, which
 * puts My Agreements in their menu. Listeners and visitors never ask.
 */
export function useAgreementsFlag(user: SessionUser | null): boolean {
  const slug = user && isArtistOrBand(user) ? user.slug : null;
  const check = useQuery({
    queryKey: queryKeys.distribution.agreementsFlag(slug ?? ''),
    queryFn: ({ signal }) => callApi(distributionRoutes.agreements, { query: { offset: 0 }, signal }),
    enabled: slug !== null,
    staleTime: 10 * 60_000,
  });
  return slug !== null && (check.data?.count ?? 0) > 0;
}
