import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ORDERS_PAGE_SIZE } from '@indiwave/domain/constants';
import { commerceRoutes, type billingBodySchema } from '@indiwave/domain/contract/commerce';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET my_orders: the buyer's orders, newest first, a page of ORDERS_PAGE_SIZE at a time. */
export function useMyOrders() {
  return useInfiniteQuery({
    queryKey: queryKeys.account.orders(),
    queryFn: ({ pageParam, signal }) => callApi(commerceRoutes.myOrders, { query: { offset: pageParam, limit: ORDERS_PAGE_SIZE }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < last.count && last.results.length > 0 ? loaded : undefined;
    },
  });
}

/** GET my_orders/:order: one order with its invoice fields (null id: nothing asked). */
export function useOrder(orderId: string | null) {
  return useQuery({
    enabled: orderId !== null,
    queryKey: queryKeys.account.order(orderId ?? ''),
    queryFn: async ({ signal }) => (await callApi(commerceRoutes.order, { params: { order: orderId ?? '' }, signal })).result,
    retry: false,
  });
}

/** POST my_orders/:order/downloads: fresh signed links to a bought item's files. */
export function useDownloadLinks() {
  return useMutation({
    mutationFn: async (input: { order: string; sku: string }) => (await callApi(commerceRoutes.downloads, { params: { order: input.order }, body: { sku: input.sku } })).result,
  });
}

/** GET my_sales: what the artist sold. */
export function useMySales(isEnabled: boolean) {
  return useQuery({
    enabled: isEnabled,
    queryKey: queryKeys.account.sales(),
    queryFn: ({ signal }) => callApi(commerceRoutes.mySales, { query: { offset: 0, limit: 50 }, signal }),
  });
}

/** PUT my_orders/:order/billing: the buyer's name, GSTIN and address on the invoice; the order shows them at once. */
export function useSaveBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { order: string; billing: z.output<typeof billingBodySchema> }) => callApi(commerceRoutes.billing, { params: { order: input.order }, body: input.billing }),
    onSuccess: (reply, input) => queryClient.setQueryData(queryKeys.account.order(input.order), reply.result),
  });
}
