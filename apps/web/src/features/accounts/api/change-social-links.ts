import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSettingsRoutes } from '@indiwave/domain/contract/account-settings';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';

/** The four links as typed ('' clears one). */
export type SocialLinksInput = z.input<typeof accountSettingsRoutes.changeSocialLinks.body>;

/** POST {product}user/change_social_links. */
export function changeSocialLinks(body: SocialLinksInput) {
  return callApi(accountSettingsRoutes.changeSocialLinks, { body });
}

/** Mutation options for saving the social links. */
export function getChangeSocialLinksOptions() {
  return mutationOptions({ mutationKey: ['settings', 'social-links'] as const, mutationFn: changeSocialLinks });
}

/** Saves the Instagram, Facebook, Twitter and YouTube links. */
export function useChangeSocialLinks() {
  const queryClient = useQueryClient();
  return useMutation({ ...getChangeSocialLinksOptions(), onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }) });
}
