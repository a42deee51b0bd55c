import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { registrationRoutes, type verifyOtpReplySchema } from '@indiwave/domain/contract/registration';
import { MESSAGES } from '@indiwave/domain/messages';
import type { z } from 'zod';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { updateSessionUser } from '../../../lib/session.ts';

type VerifiedReply = z.output<typeof verifyOtpReplySchema>;

/** A code and the address it went to; 'change' makes the address the account's new e-mail. */
export type VerifyEmailCodeInput = { otp: string; email: string; mode: 'account' | 'change' };

/**
 * Verifies an e-mail code (READING: verify_otp type 'email'; a new address through
 * change_user_email with the code). On success the cached user is marked verified.
 */
export async function verifyEmailCode({ otp, email, mode }: VerifyEmailCodeInput) {
  const reply =
    mode === 'change'
      ? await callApi(registrationRoutes.changeUserEmail, { body: { email, otp } })
      : await callApi(registrationRoutes.verifyOtp, { body: { otp, type: 'email', nemail: email } });
  // Both calls answer the verified reply once the code is right; anything else is no verification.
  const verified = reply as VerifiedReply;
  if (verified.result !== 'Success') throw new ApiError(MESSAGES.invalidOtp, 400);
  updateSessionUser({ isEmailVerified: true, email: verified.email ?? email });
  return verified;
}

/** Mutation options for checking an e-mail code. */
export function getVerifyEmailCodeOptions() {
  return mutationOptions({ mutationKey: ['verification', 'verify-email-code'] as const, mutationFn: verifyEmailCode });
}

/** Checks an e-mail code; the signed-in user's cached data is refreshed after. */
export function useVerifyEmailCode() {
  const queryClient = useQueryClient();
  return useMutation({ ...getVerifyEmailCodeOptions(), onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }) });
}
