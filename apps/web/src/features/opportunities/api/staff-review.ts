import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opportunitiesRoutes, type decisionBodySchema, type OpportunityEdit } from '@indiwave/domain/contract/opportunities';
import type { z } from 'zod';

/** What a decision sends (the note may be left out). */
type DecisionInput = z.input<typeof decisionBodySchema>;
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET staff/opportunities: every opportunity with its applications counted. */
export function useStaffOpportunities() {
  return useQuery({ queryKey: queryKeys.account.staffOpportunities(), queryFn: async ({ signal }) => (await callApi(opportunitiesRoutes.staffList, { signal })).results });
}

/** GET staff/opportunities/:slug/applications. */
export function useStaffApplications(slug: string) {
  return useQuery({
    queryKey: queryKeys.account.staffApplications(slug),
    queryFn: async ({ signal }) => (await callApi(opportunitiesRoutes.staffApplications, { params: { slug }, signal })).result,
    retry: false,
  });
}

function useRefreshStaff() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.account.staff() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.opportunities.all() });
  };
}

/** POST staff/opportunity_decision. */
export function useDecision() {
  const refresh = useRefreshStaff();
  return useMutation({ mutationFn: (body: DecisionInput) => callApi(opportunitiesRoutes.staffDecision, { body }), onSuccess: refresh });
}

/** PUT staff/opportunities/:slug (a moved deadline or result date). */
export function useUpdateOpportunity(slug: string) {
  const refresh = useRefreshStaff();
  return useMutation({ mutationFn: (body: OpportunityEdit) => callApi(opportunitiesRoutes.staffUpdate, { params: { slug }, body }), onSuccess: refresh });
}
