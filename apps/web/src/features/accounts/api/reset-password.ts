import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authRoutes } from '@indiwave/domain/contract/auth';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';

/** The link's two segments and the new password twice. */
export type ResetPasswordInput = { uidb64: string; token: string } & z.input<typeof authRoutes.resetUserAccountPassword.body>;

/** POST reset_user_account_password/{a}/{b}: sets the new password (single-use link; every session ends). */
export function resetPassword({ uidb64, token, ...body }: ResetPasswordInput) {
  return callApi(authRoutes.resetUserAccountPassword, { params: { uidb64, token }, body });
}

/** Mutation options for the reset. */
export function getResetPasswordOptions() {
  return mutationOptions({ mutationKey: ['auth', 'reset-password'] as const, mutationFn: resetPassword });
}

/** Sets a new password from a reset link. */
export function useResetPassword() {
  return useMutation(getResetPasswordOptions());
}
