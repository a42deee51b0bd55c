import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSettingsRoutes } from '@indiwave/domain/contract/account-settings';
import { callApi } from '../../../lib/api-client.ts';
import { storeSessionReply } from './store-session-reply.ts';

/** POST {product}user/change_url: a new profile slug (unique, 3–50); the reply is the session. */
export async function changeUrl(username: string) {
  const reply = await callApi(accountSettingsRoutes.changeUrl, { body: { username } });
  storeSessionReply(reply);
  return reply;
}

/** Mutation options for changing the profile address. */
export function getChangeUrlOptions() {
  return mutationOptions({ mutationKey: ['settings', 'url'] as const, mutationFn: changeUrl });
}

/** Changes the profile address (/{slug}). */
export function useChangeUrl() {
  const queryClient = useQueryClient();
  return useMutation({ ...getChangeUrlOptions(), onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }) });
}
