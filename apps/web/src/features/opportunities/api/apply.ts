import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opportunitiesRoutes, type ApplyBody } from '@indiwave/domain/contract/opportunities';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** After any change of one's application or saves: the pages and My Opportunities read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.opportunities.all() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.account.opportunities() });
  };
}

/** POST opportunity_apply, or opportunity_apply_edit for an application waiting for review. */
export function useSubmitApplication() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ isEdit, body }: { isEdit: boolean; body: ApplyBody }) => callApi(isEdit ? opportunitiesRoutes.editApplication : opportunitiesRoutes.apply, { body }),
    onSuccess: refresh,
  });
}

/** POST opportunity_withdraw. */
export function useWithdrawApplication() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (slug: string) => callApi(opportunitiesRoutes.withdraw, { body: { slug } }), onSuccess: refresh });
}

/** POST opportunity_save_for_later: saves or unsaves; answers the dialog to show. */
export function useSaveOpportunity() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: { slug: string; is_saved: boolean }) => callApi(opportunitiesRoutes.saveForLater, { body }), onSuccess: refresh });
}

/** POST opportunity_invite_request: 'tell me when it opens'. */
export function useInviteRequest() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (slug: string) => callApi(opportunitiesRoutes.inviteRequest, { body: { slug } }), onSuccess: refresh });
}
