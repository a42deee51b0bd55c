import { mutationOptions, useMutation } from '@tanstack/react-query';
import { accountSettingsRoutes } from '@indiwave/domain/contract/account-settings';
import { callApi } from '../../../lib/api-client.ts';

/** POST {product}user/delete_account {reason}: personal data removed, every session ended. */
export function deleteAccount(reason: string) {
  return callApi(accountSettingsRoutes.deleteAccount, { body: { reason } });
}

/** Mutation options for deleting the account. */
export function getDeleteAccountOptions() {
  return mutationOptions({ mutationKey: ['settings', 'delete-account'] as const, mutationFn: deleteAccount });
}

/** Deletes the signed-in account. */
export function useDeleteAccount() {
  return useMutation(getDeleteAccountOptions());
}
