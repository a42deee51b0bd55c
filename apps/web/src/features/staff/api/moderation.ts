import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { moderationRoutes, type DecideRequest, type ReportsQuery } from '@indiwave/domain/contract/moderation';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type ReportsFilters = Pick<ReportsQuery, 'status' | 'kind' | 'assigned'> & { offset: number };

/** GET admin/reports: one page of the queue with the console's counts. */
export function getReports(filters: ReportsFilters, signal?: AbortSignal) {
  return callApi(moderationRoutes.reports, { query: filters, signal });
}

/** The queue for these filters (the previous page stays in view while the next loads). */
export function useReports(filters: ReportsFilters) {
  return useQuery({ queryKey: queryKeys.account.staffPart('reports', filters), queryFn: ({ signal }) => getReports(filters, signal), placeholderData: keepPreviousData });
}

/** GET admin/reports/:id. */
export function getReport(id: number, signal?: AbortSignal) {
  return callApi(moderationRoutes.report, { params: { id }, signal }).then((reply) => reply.result);
}

/** One report with its snapshot, the owner's strikes and the decisions open. */
export function useReport(id: number) {
  return useQuery({ queryKey: queryKeys.account.staffPart('report', id), queryFn: ({ signal }) => getReport(id, signal) });
}

/** After any decision the queue, the report, the strikes and the audit log are stale. */
function useRefreshConsole() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.account.staff() });
}

/** POST admin/reports/:id/assign: takes the report, or gives it back. */
export function useAssignReport(id: number) {
  const refresh = useRefreshConsole();
  return useMutation({ mutationFn: (release: boolean) => callApi(moderationRoutes.assign, { params: { id }, body: { release } }), onSuccess: refresh });
}

/** POST admin/reports/:id/decide. */
export function useDecideReport(id: number) {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (body: Pick<DecideRequest, 'decision'> & { reason?: string; note?: string }) => callApi(moderationRoutes.decide, { params: { id }, body }),
    onSuccess: refresh,
  });
}

/** GET admin/strikes: a person's strikes, or everyone's latest. */
export function useStrikes(user: string) {
  return useQuery({
    queryKey: queryKeys.account.staffPart('strikes', user),
    queryFn: ({ signal }) => callApi(moderationRoutes.strikes, { query: user ? { user } : {}, signal }).then((reply) => reply.results),
  });
}

/** POST admin/strikes/:id/overturn. */
export function useOverturnStrike() {
  const refresh = useRefreshConsole();
  return useMutation({ mutationFn: ({ id, reason }: { id: number; reason: string }) => callApi(moderationRoutes.overturn, { params: { id }, body: { reason } }), onSuccess: refresh });
}

const ownKey = (id: number, token: string | undefined) => ['moderation', 'strike', id, token ?? ''] as const;

/** GET moderation/strikes/:id: one's own notice (signed in, or with the mailed link's token). */
export function useOwnStrike(id: number, token: string | undefined) {
  return useQuery({ queryKey: ownKey(id, token), queryFn: ({ signal }) => callApi(moderationRoutes.ownStrike, { params: { id }, query: token ? { token } : {}, signal }).then((reply) => reply.result), retry: false });
}

/** GET moderation/strikes: every notice the team sent the signed-in person. */
export function useOwnStrikes() {
  return useQuery({ queryKey: ['moderation', 'strikes'] as const, queryFn: ({ signal }) => callApi(moderationRoutes.ownStrikes, { signal }).then((reply) => reply.results) });
}

/** POST moderation/strikes/:id/appeal. */
export function useAppeal(id: number, token: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<z.input<typeof moderationRoutes.appeal.body>, 'token'>) => callApi(moderationRoutes.appeal, { params: { id }, body: { ...body, ...(token ? { token } : {}) } }),
    onSuccess: (reply) => {
      queryClient.setQueryData(ownKey(id, token), reply.result);
      return queryClient.invalidateQueries({ queryKey: ['moderation', 'strikes'] });
    },
  });
}
