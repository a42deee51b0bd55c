import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promoRoutes, type AssistantKey } from '@indiwave/domain/contract/promo';
import { callApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST promo/assistant: the AI text call {text, key}. */
export function useAssistant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { text: string; key: AssistantKey }) => (await callApi(promoRoutes.assistant, { body })).result.text,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.account.promoPart('overview') }),
  });
}
