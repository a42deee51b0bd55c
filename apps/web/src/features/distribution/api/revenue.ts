import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutStatus } from '@indiwave/domain/constants';
import { revenueRoutes, type BankDetailsBody, type PayoutDecisionBody } from '@indiwave/domain/contract/revenue';
import { buildApiUrl, callApi } from '../../../lib/api-client.ts';
import { downloadWithToken } from '../../../lib/download-file.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type Period = { from: string; to: string };
const toQuery = (period: Period) => ({ ...(period.from ? { from: period.from } : {}), ...(period.to ? { to: period.to } : {}) });

/** GET {product}user/artist_payment: the report (403 for an artist with nothing delivered). */
export function useRevenueReport(period: Period) {
  return useQuery({
    queryKey: queryKeys.distribution.revenue(period.from, period.to),
    queryFn: async ({ signal }) => (await callApi(revenueRoutes.report, { query: toQuery(period), signal })).result,
    retry: false,
  });
}

/** GET {product}user/artist_payment/export: the rows as a CSV download. */
export function useDownloadRevenueCsv() {
  return useMutation({ mutationFn: (period: Period) => downloadWithToken(buildApiUrl(revenueRoutes.exportCsv.path, undefined, toQuery(period)), 'text/csv', 'revenue.csv') });
}

/** GET {product}user/artist_payment/analytics: streams and downloads. */
export function useStoreAnalytics(period: Period) {
  return useQuery({
    queryKey: queryKeys.distribution.storeAnalytics(period.from, period.to),
    queryFn: async ({ signal }) => (await callApi(revenueRoutes.analytics, { query: toQuery(period), signal })).result,
  });
}

export function useBankDetails() {
  return useQuery({ queryKey: queryKeys.distribution.bank(), queryFn: async ({ signal }) => (await callApi(revenueRoutes.bankDetails, { signal })).result });
}

export function useSaveBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankDetailsBody) => callApi(revenueRoutes.saveBankDetails, { body }),
    onSuccess: (reply) => queryClient.setQueryData(queryKeys.distribution.bank(), reply.result),
  });
}

export function usePayouts() {
  return useQuery({ queryKey: queryKeys.distribution.payouts(), queryFn: async ({ signal }) => (await callApi(revenueRoutes.payouts, { signal })).results });
}

export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amountPaise: number) => callApi(revenueRoutes.requestPayout, { body: { amount_paise: amountPaise } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.distribution.payouts() });
      void queryClient.invalidateQueries({ queryKey: ['distribution', 'revenue'] });
    },
  });
}

/** The team's side: statements, their unmatched lines, the payout queue. */
export function useStatements() {
  return useQuery({ queryKey: queryKeys.distribution.statements(), queryFn: async ({ signal }) => (await callApi(revenueRoutes.statements, { signal })).results });
}

export function useImportStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return callApi(revenueRoutes.importStatement, { formData: form });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.distribution.statements() }),
  });
}

export function useUnmatchedLines(statementId: number | null, offset = 0) {
  return useQuery({
    queryKey: queryKeys.distribution.unmatched(statementId ?? 0, offset),
    queryFn: async ({ signal }) => callApi(revenueRoutes.unmatched, { params: { id: statementId as number }, query: { offset }, signal }),
    enabled: statementId !== null,
  });
}

export function usePayoutQueue(status: PayoutStatus) {
  return useQuery({ queryKey: queryKeys.distribution.payoutQueue(status), queryFn: async ({ signal }) => (await callApi(revenueRoutes.payoutQueue, { query: { status }, signal })).results });
}

export function useDecidePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PayoutDecisionBody }) => callApi(revenueRoutes.decidePayout, { params: { id }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['distribution', 'payout-queue'] }),
  });
}
