import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { commerceRoutes, type CouponInput } from '@indiwave/domain/contract/commerce';
import { proPerksRoutes, type ProPerksDocument } from '@indiwave/domain/contract/pro-perks';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The team's commerce screens' data: coupons and orders (issue 21 item 5, issue 17). */
const keys = {
  coupons: () => queryKeys.account.staffPart('coupons'),
  orders: (filter?: StaffOrdersFilter) => queryKeys.account.staffPart('orders', filter),
  order: (id: string) => queryKeys.account.staffPart('order', id),
  proPerks: () => queryKeys.account.staffPart('pro-perks'),
};

/** The refunds screen's list: paid (refundable) or refunded orders, an order id or e-mail, a page. */
export type StaffOrdersFilter = { q: string; status: 'paid' | 'refunded'; offset: number; limit: number };

/** GET coupons (staff). */
export function useCoupons() {
  return useQuery({ queryKey: keys.coupons(), queryFn: async ({ signal }) => (await callApi(commerceRoutes.coupons, { signal })).results });
}

/** POST coupons and POST coupons/:code/end; each refreshes the list. */
export function useCouponMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: keys.coupons() });
  return {
    create: useMutation({ mutationFn: (body: CouponInput) => callApi(commerceRoutes.createCoupon, { body }), onSuccess }),
    end: useMutation({ mutationFn: (code: string) => callApi(commerceRoutes.endCoupon, { params: { code } }), onSuccess }),
  };
}

/** GET staff/orders: a page of paid or refunded orders. */
export function useStaffOrders(filter: StaffOrdersFilter) {
  return useQuery({ queryKey: keys.orders(filter), queryFn: ({ signal }) => callApi(commerceRoutes.staffOrders, { query: filter, signal }), placeholderData: keepPreviousData });
}

/** GET staff/orders/:order, while one is open. */
export function useStaffOrder(id: string | null) {
  return useQuery({ queryKey: keys.order(id ?? ''), queryFn: async ({ signal }) => (await callApi(commerceRoutes.staffOrder, { params: { order: id ?? '' }, signal })).result, enabled: id !== null });
}

/** POST orders/refund; refreshes both lists and the open order. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, reason }: { order: string; reason: string }) => callApi(commerceRoutes.refund, { body: { order, reason } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.orders() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.staffPart('order') });
    },
  });
}

/** GET staff/pro_perks: the document as stored, unmasked, for the editor. */
export function useProPerksDocument() {
  return useQuery({ queryKey: keys.proPerks(), queryFn: ({ signal }) => callApi(proPerksRoutes.staffRead, { signal }) });
}

/** PUT pro_perks; the members' page reads it fresh next time (its own query is dropped too). */
export function useSaveProPerks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProPerksDocument) => callApi(proPerksRoutes.save, { body }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: queryKeys.membership.allProPerks() });
      await queryClient.invalidateQueries({ queryKey: keys.proPerks() });
    },
  });
}
