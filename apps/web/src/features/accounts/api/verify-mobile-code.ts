import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSettingsRoutes } from '@indiwave/domain/contract/account-settings';
import { registrationRoutes, type verifyOtpReplySchema } from '@indiwave/domain/contract/registration';
import { MESSAGES } from '@indiwave/domain/messages';
import type { z } from 'zod';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { updateSessionUser } from '../../../lib/session.ts';
import type { SendMobileCodeInput } from './send-mobile-code.ts';

type VerifiedReply = z.output<typeof verifyOtpReplySchema>;

/** The SMS code with the number it went to. */
export type VerifyMobileCodeInput = SendMobileCodeInput & { otp: string };

/**
 * Verifies an SMS code (verify_otp type 'mobile', or change_user_mobile with the code). On
 * success the mobile, its verified flag and the WhatsApp flag are stored locally (spec 2 §4).
 */
export async function verifyMobileCode({ otp, mobile, code, isWhatsapp, mode }: VerifyMobileCodeInput) {
  const reply =
    mode === 'change'
      ? await callApi(accountSettingsRoutes.changeUserMobile, { body: { mobile_number: mobile, code, whatsapp: isWhatsapp, otp } })
      : await callApi(registrationRoutes.verifyOtp, { body: { otp, type: 'mobile', mobile } });
  // Both calls answer the verified reply once the code is right; anything else is no verification.
  const verified = reply as VerifiedReply;
  if (verified.result !== 'Success') throw new ApiError(MESSAGES.invalidOtp, 400);
  const isWhatsappVerified = verified.iswhatsapp_verify ?? isWhatsapp;
  updateSessionUser({
    mobile: verified.mobile ?? mobile,
    mobileCountryCode: code.replace(/^\+/, ''),
    isMobVerified: true,
    iswhatsapp_verify: isWhatsappVerified,
    whatsapp_number: isWhatsappVerified ? (verified.mobile ?? mobile) : null,
  });
  return verified;
}

/** Mutation options for checking an SMS code. */
export function getVerifyMobileCodeOptions() {
  return mutationOptions({ mutationKey: ['verification', 'verify-mobile-code'] as const, mutationFn: verifyMobileCode });
}

/** Checks an SMS code; the signed-in user's cached data is refreshed after. */
export function useVerifyMobileCode() {
  const queryClient = useQueryClient();
  return useMutation({ ...getVerifyMobileCodeOptions(), onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }) });
}
