import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agreementTemplateRoutes, type AgreementTemplateBody } from '@indiwave/domain/contract/agreement-templates';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET staff/agreement_templates: the agreement's versions, the current one first. */
export function useAgreementTemplates() {
  return useQuery({ queryKey: queryKeys.distribution.agreementTemplates(), queryFn: async ({ signal }) => (await callApi(agreementTemplateRoutes.list, { signal })).results });
}

/** POST staff/agreement_templates: publishes a new version. */
export function usePublishAgreementTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgreementTemplateBody) => callApi(agreementTemplateRoutes.publish, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.distribution.agreementTemplates() }),
  });
}
