import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authRoutes } from '@indiwave/domain/contract/auth';
import { callApi } from '../../../lib/api-client.ts';

/** GET send_forgot_password_reset_email?email: mails a reset link; the same answer for any address. */
export function sendForgotPasswordEmail(email: string) {
  return callApi(authRoutes.sendForgotPasswordResetEmail, { query: { email } });
}

/** Mutation options for asking for a reset link. */
export function getSendForgotPasswordEmailOptions() {
  return mutationOptions({ mutationKey: ['auth', 'forgot-password'] as const, mutationFn: sendForgotPasswordEmail });
}

/** Asks for a password reset link. */
export function useSendForgotPasswordEmail() {
  return useMutation(getSendForgotPasswordEmailOptions());
}
