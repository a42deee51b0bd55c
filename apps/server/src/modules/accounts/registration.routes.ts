import type { FastifyInstance } from 'fastify';
import { registrationRoutes as contract } from '@indiwave/domain/contract/registration';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import type { RegistrationService } from './registration.service.ts';
import type { VerificationService } from './verification.service.ts';

const tags = ['registration'];

/** The Register dialog and the e-mail and phone codes (spec 2 §7 Registration and account). */
export async function registrationRoutes(app: FastifyInstance, options: { registration: RegistrationService; verification: VerificationService }): Promise<void> {
  const { registration, verification } = options;

  addRoute(app, contract.isEmailExists, async ({ body, request }) => ({
    success: true as const,
    is_email_exists: await registration.isEmailTaken(body.email, request.user, request.ip),
  }), { tags });
  addRoute(app, contract.isUsernameExists, async ({ body, request }) => {
    const { isTaken, suggest } = await registration.checkUsername(body.username, request.user, request.ip);
    return { success: true as const, is_username_exists: isTaken, suggest };
  }, { tags });
  addRoute(app, contract.registrationSave, ({ body, request }) => registration.saveStep(body, request.user, request.ip), { tags });

  addRoute(app, contract.sendOtp, ({ body, request }) =>
    verification.requestMobileCode(getUser(request).id, { mobile: body.mobile_number, countryCode: body.code, isWhatsapp: body.whatsapp ?? false }, request.ip),
    { tags });
  addRoute(app, contract.verifyOtp, ({ body, request }) => {
    const userId = getUser(request).id;
    return body.type === 'email'
      ? verification.verifyEmailCode(userId, body.nemail, body.otp, request.ip)
      : verification.verifyMobileCode(userId, body.mobile, body.otp, request.ip);
  }, { tags });
  addRoute(app, contract.changeUserEmail, ({ body, request }) => {
    const userId = getUser(request).id;
    return body.otp ? verification.verifyEmailCode(userId, body.email, body.otp, request.ip) : verification.requestEmailCode(userId, body.email, request.ip);
  }, { tags });
}
