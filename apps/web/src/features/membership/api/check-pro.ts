import { authRoutes } from '@indiwave/domain/contract/auth';
import { commerceRoutes } from '@indiwave/domain/contract/commerce';
import { proStateFromCheck } from '@indiwave/domain/rules/session-user';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { updateSessionUser, type SessionUser } from '../../../lib/session.ts';

/**
 * The subscription check (spec 1 §4, §7): GET check_pro sets isProMember to 1 when success and
 * pro=1, 2 when pro=2, otherwise 0, and expdays with it.
 */
export async function refreshProState(): Promise<void> {
  const reply = await callApi(authRoutes.checkPro);
  const isProMember = proStateFromCheck(reply) as SessionUser['isProMember'];
  updateSessionUser(reply.expdays === null ? { isProMember } : { isProMember, expdays: reply.expdays });
}

/** One order of the signed-in person (after a payment: its status and the gateway's message). */
export function useOrderOutcome(orderId: string | null) {
  return useQuery({
    enabled: orderId !== null,
    queryKey: queryKeys.account.order(orderId ?? ''),
    queryFn: async ({ signal }) => {
      const order = (await callApi(commerceRoutes.order, { params: { order: orderId ?? '' }, signal })).result;
      // A finished Pro order changes what the session says about Pro.
      if (order.kind === 'pro' && order.status === 'fulfilled') await refreshProState();
      return order;
    },
    retry: false,
  });
}
