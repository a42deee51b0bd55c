import { mutationOptions, useMutation } from '@tanstack/react-query';
import { registrationRoutes } from '@indiwave/domain/contract/registration';
import { callApi } from '../../../lib/api-client.ts';

/** POST change_user_email {email}: mails a code to the address ('OTP sent on your email address.'). */
export function sendEmailCode(email: string) {
  return callApi(registrationRoutes.changeUserEmail, { body: { email } });
}

/** Mutation options for sending an e-mail code. */
export function getSendEmailCodeOptions() {
  return mutationOptions({ mutationKey: ['verification', 'send-email-code'] as const, mutationFn: sendEmailCode });
}

/** Sends an e-mail code (the Verify Email dialog, the settings' change of e-mail). */
export function useSendEmailCode() {
  return useMutation(getSendEmailCodeOptions());
}
