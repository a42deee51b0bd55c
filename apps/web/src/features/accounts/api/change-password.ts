import { mutationOptions, useMutation } from '@tanstack/react-query';
import { accountSettingsRoutes } from '@indiwave/domain/contract/account-settings';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { updateSessionUser } from '../../../lib/session.ts';

/** Old (when the account has a password), new and confirm (spec 2 §5.5 last line). */
export type ChangePasswordInput = z.input<typeof accountSettingsRoutes.changePassword.body>;

/** POST {product}user/change_password; the account has a password afterwards. */
export async function changePassword(body: ChangePasswordInput) {
  const reply = await callApi(accountSettingsRoutes.changePassword, { body });
  updateSessionUser({ isPwdSet: true });
  return reply;
}

/** Mutation options for changing the password. */
export function getChangePasswordOptions() {
  return mutationOptions({ mutationKey: ['settings', 'password'] as const, mutationFn: changePassword });
}

/** Changes the password (the other sessions end). */
export function useChangePassword() {
  return useMutation(getChangePasswordOptions());
}
