import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRoutes } from '@indiwave/domain/contract/auth';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

type LinkParams = { uidb64: string; token: string };

const inFlight = new Map<string, ReturnType<typeof callActivate>>();

function callActivate({ uidb64, token }: LinkParams) {
  return callApi(authRoutes.activateUserAccount, { params: { uidb64, token } });
}

/**
 * POST activate_user_account/{a}/{b}: verifies the e-mail of a mailed link. The link works
 * once, so one page visit posts it once, even when React renders the page twice.
 */
export function activateUserAccount(params: LinkParams) {
  const key = `${params.uidb64}/${params.token}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = callActivate(params);
    inFlight.set(key, pending);
  }
  return pending;
}

/** Query options for a link's activation: asked once, never retried (the link is single use). */
export function getActivateUserAccountQueryOptions(params: LinkParams) {
  return queryOptions({
    queryKey: queryKeys.verification.activation(params.uidb64, params.token),
    queryFn: () => activateUserAccount(params),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** The result of opening an e-mail verification link (/verify-email/{a}/{b}). */
export function useActivateUserAccount(params: LinkParams) {
  return useQuery(getActivateUserAccountQueryOptions(params));
}
