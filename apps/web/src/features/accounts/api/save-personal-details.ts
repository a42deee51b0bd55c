import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSettingsRoutes } from '@indiwave/domain/contract/account-settings';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { storeSessionReply } from './store-session-reply.ts';

/** The personal details form as sent (names, band name, bio, place, genres). */
export type PersonalDetailsInput = z.input<typeof accountSettingsRoutes.savePersonalDetails.body>;

/** POST {product}user/personal_details; the reply is the session, so the cached user follows. */
export async function savePersonalDetails(body: PersonalDetailsInput) {
  const reply = await callApi(accountSettingsRoutes.savePersonalDetails, { body });
  storeSessionReply(reply);
  return reply;
}

/** Mutation options for saving personal details. */
export function getSavePersonalDetailsOptions() {
  return mutationOptions({ mutationKey: ['settings', 'personal-details'] as const, mutationFn: savePersonalDetails });
}

/** Saves personal details (also used by onboarding for genres) and refreshes the settings' data. */
export function useSavePersonalDetails() {
  const queryClient = useQueryClient();
  return useMutation({ ...getSavePersonalDetailsOptions(), onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }) });
}
