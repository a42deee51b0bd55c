import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSettingsRoutes } from '@indiwave/domain/contract/account-settings';
import { callApi } from '../../../lib/api-client.ts';

/** POST {product}user/change_newsletter_subscription. */
export function changeNewsletter(isSubscribed: boolean) {
  return callApi(accountSettingsRoutes.changeNewsletterSubscription, { body: { is_subscribed: isSubscribed } });
}

/** Mutation options for the newsletter switch. */
export function getChangeNewsletterOptions() {
  return mutationOptions({ mutationKey: ['settings', 'newsletter'] as const, mutationFn: changeNewsletter });
}

/** Subscribes to or leaves the newsletter. */
export function useChangeNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({ ...getChangeNewsletterOptions(), onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }) });
}
