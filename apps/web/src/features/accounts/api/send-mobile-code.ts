import { mutationOptions, useMutation } from '@tanstack/react-query';
import { accountSettingsRoutes } from '@indiwave/domain/contract/account-settings';
import { registrationRoutes } from '@indiwave/domain/contract/registration';
import { callApi } from '../../../lib/api-client.ts';

/** A mobile (10 digits), its dialling code and the WhatsApp flag; 'change' replaces the account's number. */
export type SendMobileCodeInput = { mobile: string; code: string; isWhatsapp: boolean; mode: 'verify' | 'change' };

/** POST send_otp (or {product}user/change_user_mobile to change the number): a code by SMS. */
export function sendMobileCode({ mobile, code, isWhatsapp, mode }: SendMobileCodeInput) {
  const body = { mobile_number: mobile, code, whatsapp: isWhatsapp };
  return mode === 'change' ? callApi(accountSettingsRoutes.changeUserMobile, { body }) : callApi(registrationRoutes.sendOtp, { body });
}

/** Mutation options for sending an SMS code. */
export function getSendMobileCodeOptions() {
  return mutationOptions({ mutationKey: ['verification', 'send-mobile-code'] as const, mutationFn: sendMobileCode });
}

/** Sends an SMS code (the Verify Phone dialog). */
export function useSendMobileCode() {
  return useMutation(getSendMobileCodeOptions());
}
