import { ACTIVATION_LINK_EXPIRES_MS, OTP_EXPIRES_MS, OTP_MAX_ATTEMPTS, RATE_LIMITS, RESET_LINK_EXPIRES_MS } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';
import { fieldError } from '../../http/parse-with.ts';
import { toAccountBucket } from '../../http/rate-limit.ts';
import type { AccountDeps } from './account-deps.ts';
import { presentCodeMail, presentCodeSms, presentLinkMail } from './account-mail.presenter.ts';
import { decodeUid, encodeUid, generateCode, generateLinkToken, hashCode, hashSecret, isSameDigest } from './account-secrets.ts';
import type { MailMessage } from '../../platform/mail/mail.port.ts';
import { hashPassword } from './password-hasher.ts';
import { isPlaceholderEmail } from './session.presenter.ts';
import type { SessionTokenService } from './session-token.service.ts';
import type { CodePurpose, CodeRow, LinkPurpose } from './verification.repository.ts';
import type { UserRow } from './users.repository.ts';
import { requireRow, writeUnique } from './profile-fields.ts';

/** The job that looks an account up and mails its reset or activation link, after the request has been answered. */
export const ACCOUNT_LINK_MAIL_JOB = 'account-link-mail';
type AccountLinkMailPayload = { purpose: 'reset'; email: string } | { purpose: 'activate'; slug: string };

/** The reply of a verified code (contract verifyOtpReplySchema). */
export type VerifiedReply = {
  success: true;
  result: 'Success';
  message: string;
  email?: string;
  mobile?: string;
  iswhatsapp_verify?: boolean;
};

/**
 * One-time codes (e-mail and SMS) and one-time links (password reset, e-mail activation).
 * Codes: six digits from crypto.randomInt, stored as an HMAC, single use, 10 minutes, spent
 * by the fifth wrong try, a new one replaces the old; sending is limited per account (not
 * within 10 s, 5 an hour) and per address. Links: 256-bit tokens stored hashed, single use,
 * bound to the e-mail they were mailed to.
 */
export function createVerificationService(deps: AccountDeps, keys: SessionTokenService) {
  const { store, limits, platform, config } = deps;
  const brand = config.brand.name;

  async function limitSending(userId: number, purpose: CodePurpose, ip: string): Promise<void> {
    await limits.consume(`code-send:ip:${ip}`, RATE_LIMITS.codeSendPerIp);
    await limits.consume(`code-send:interval:${purpose}:${userId}`, RATE_LIMITS.codeSendInterval);
    await limits.consume(`code-send:hour:${purpose}:${userId}`, RATE_LIMITS.codeSendPerAccount);
  }

  /** Stores a new code (spending the previous ones of the purpose) and returns it in clear. */
  async function issueCode(userId: number, purpose: CodePurpose, target: string, extra: { countryCode?: string; isWhatsapp?: boolean } = {}): Promise<string> {
    const code = generateCode();
    const now = platform.clock.now();
    await store.transaction(async (trx) => {
      await trx.verification.supersedeCodes(userId, purpose, now.toISOString());
      await trx.verification.insertCode({
        userId,
        purpose,
        target,
        countryCode: extra.countryCode,
        isWhatsapp: extra.isWhatsapp,
        codeHash: hashCode(deps.secretKey, purpose, target, code),
        expiresAt: new Date(now.getTime() + OTP_EXPIRES_MS).toISOString(),
        now: now.toISOString(),
      });
    });
    return code;
  }

  /**
   * Spends the code if it is right. Every failure — no code, expired, spent, too many wrong
   * tries, wrong digits — is the same 'Invaild OTP', so a reply tells nothing more than that.
   */
  async function spendCode(userId: number, purpose: CodePurpose, target: string | undefined, otp: string, ip: string): Promise<CodeRow> {
    await limits.consume(`code-verify:ip:${ip}`, RATE_LIMITS.codeVerifyPerIp);
    await limits.consume(`code-verify:account:${userId}`, RATE_LIMITS.codeVerifyPerAccount);
    const row = await store.verification.findLatestCode(userId, purpose, target);
    const invalid = () => fieldError('otp', MESSAGES.invalidOtp);
    if (!row || row.attempts >= OTP_MAX_ATTEMPTS || row.expires_at <= deps.now()) throw invalid();
    if (!isSameDigest(row.code_hash, hashCode(deps.secretKey, purpose, row.target, otp))) {
      await store.verification.addWrongAttempt(row.id, OTP_MAX_ATTEMPTS);
      throw invalid();
    }
    if (!(await store.verification.spendCode(row.id, deps.now()))) throw invalid();
    return row;
  }

  async function sendEmailCode(userId: number, email: string, ip: string): Promise<void> {
    await limitSending(userId, 'email', ip);
    const code = await issueCode(userId, 'email', email);
    await platform.mail.send(presentCodeMail(email, code, brand));
  }

  /** Makes a verified address the user's e-mail; another account taking it meanwhile is refused. */
  async function applyVerifiedEmail(user: UserRow, email: string): Promise<void> {
    const now = deps.now();
    if (email === user.email) {
      await store.users.updateUser(user.id, { is_email_verified: 1, updated_at: now });
      return;
    }
    if (await store.users.isEmailTaken(email, user.id)) throw fieldError('email', MESSAGES.emailTakenPopup);
    await writeUnique(() => store.transaction(async (trx) => {
      await trx.users.updateUser(user.id, { email, is_email_verified: 1, updated_at: now });
      // Links mailed to the old address must not work for the new one.
      await trx.verification.spendUserLinks(user.id, 'reset', now);
      await trx.verification.spendUserLinks(user.id, 'activate', now);
    }), MESSAGES.emailTakenPopup);
  }

  async function createLink(user: UserRow, purpose: LinkPurpose, expiresMs: number): Promise<string> {
    const token = generateLinkToken();
    const now = platform.clock.now();
    await store.verification.insertLink({
      userId: user.id,
      purpose,
      tokenHash: hashSecret(token),
      target: user.email,
      expiresAt: new Date(now.getTime() + expiresMs).toISOString(),
      now: now.toISOString(),
    });
    const page = purpose === 'reset' ? 'reset-password' : 'verify-email';
    return `${config.publicUrl}/${page}/${encodeUid(user.id)}/${token}`;
  }

  /** The link's user if the link is live and still bound to the user's e-mail; else 'invalid or expired'. */
  async function openLink(purpose: LinkPurpose, uidb64: string, token: string) {
    const invalid = () => AppError.badRequest(MESSAGES.linkInvalid);
    const userId = decodeUid(uidb64);
    const link = userId ? await store.verification.findLink(hashSecret(token), purpose) : undefined;
    if (!link || link.user_id !== userId || link.used_at || link.expires_at <= deps.now()) throw invalid();
    const user = await store.users.findById(link.user_id);
    if (!user || user.email !== link.target) throw invalid();
    return { link, user };
  }

  return {
    sendEmailCode,

    /** Sends the first e-mail code of a new account; a mail failure is logged, the user can resend. */
    async sendWelcomeCode(userId: number, email: string): Promise<void> {
      try {
        const code = await issueCode(userId, 'email', email);
        await platform.mail.send(presentCodeMail(email, code, brand));
      } catch (error) {
        deps.logger.error({ err: error, userId }, 'could not send the first e-mail code');
      }
    },

    /**
     * POST change_user_email without otp: a code to the current address (resend) or to a new
     * one that no other account uses.
     */
    async requestEmailCode(userId: number, email: string, ip: string) {
      const user = requireRow(await store.users.findById(userId));
      if (email === user.email && user.is_email_verified === 1) throw fieldError('email', MESSAGES.emailAlreadyVerified);
      if (email !== user.email && (await store.users.isEmailTaken(email, user.id))) throw fieldError('email', MESSAGES.emailTakenPopup);
      await sendEmailCode(user.id, email, ip);
      return { success: true as const, message: MESSAGES.otpSentEmail };
    },

    /** verify_otp type 'email' (and change_user_email with otp): verifies, and a new address becomes the e-mail. */
    async verifyEmailCode(userId: number, email: string | undefined, otp: string, ip: string): Promise<VerifiedReply> {
      const user = requireRow(await store.users.findById(userId));
      const target = email ?? user.email;
      await spendCode(user.id, 'email', target, otp, ip);
      await applyVerifiedEmail(user, target);
      return { success: true, result: 'Success', message: MESSAGES.emailVerified, email: target };
    },

    /** send_otp: a code by SMS to +{code}{mobile}; the WhatsApp flag rides with the code. */
    async requestMobileCode(userId: number, input: { mobile: string; countryCode: string; isWhatsapp: boolean }, ip: string) {
      const user = requireRow(await store.users.findById(userId));
      await limitSending(user.id, 'mobile', ip);
      const code = await issueCode(user.id, 'mobile', input.mobile, { countryCode: input.countryCode, isWhatsapp: input.isWhatsapp });
      await platform.sms.send({ to: `${input.countryCode}${input.mobile}`, text: presentCodeSms(code, brand) });
      return { success: true as const, message: MESSAGES.otpSentMobile };
    },

    /** verify_otp type 'mobile': verifies and stores the mobile, its country code and the WhatsApp flag. */
    async verifyMobileCode(userId: number, mobile: string | undefined, otp: string, ip: string): Promise<VerifiedReply> {
      const user = requireRow(await store.users.findById(userId));
      const code = await spendCode(user.id, 'mobile', mobile, otp, ip);
      const isWhatsapp = code.is_whatsapp === 1;
      await store.users.updateUser(user.id, {
        mobile: code.target,
        mobile_country_code: code.country_code,
        is_mobile_verified: 1,
        is_whatsapp_verified: isWhatsapp ? 1 : 0,
        whatsapp_number: isWhatsapp ? code.target : null,
        updated_at: deps.now(),
      });
      return { success: true, result: 'Success', message: MESSAGES.mobileVerified, mobile: code.target, iswhatsapp_verify: isWhatsapp };
    },

    /**
     * GET send_forgot_password_reset_email: the same answer whether or not the e-mail has an
     * account (limits count either way, so they reveal nothing either). The look-up and the
     * mail happen in a job after the answer, so the request does the same work for any address
     * and its timing tells nothing either (issue 14 item 7).
     */
    async requestPasswordReset(email: string, ip: string) {
      await limits.consume(`reset-request:ip:${ip}`, RATE_LIMITS.resetRequestPerIp);
      await limits.consume(toAccountBucket('reset-request:account', email), RATE_LIMITS.resetRequestPerAccount);
      await platform.jobs.enqueue(ACCOUNT_LINK_MAIL_JOB, { purpose: 'reset', email } satisfies AccountLinkMailPayload);
      return { success: true as const, message: MESSAGES.forgotPasswordSent };
    },

    /** reset_user_account_password: single use; every session of the account ends. */
    async resetPassword(uidb64: string, token: string, newPassword: string, ip: string) {
      await limits.consume(`link-use:ip:${ip}`, RATE_LIMITS.resetUsePerIp);
      const { link, user } = await openLink('reset', uidb64, token);
      const passwordHash = await hashPassword(newPassword);
      const now = deps.now();
      await store.transaction(async (trx) => {
        if (!(await trx.verification.spendLink(link.id, now))) throw AppError.badRequest(MESSAGES.linkInvalid);
        await trx.verification.spendUserLinks(user.id, 'reset', now);
        // Opening the mailed link proves the address too.
        await trx.users.updateUser(user.id, { password_hash: passwordHash, is_email_verified: 1, updated_at: now });
      });
      await keys.revokeUserKeys(user.id);
      return { success: true as const, message: MESSAGES.passwordReset };
    },

    /** send_account_activation_email: a verification link to the account of a slug; one answer, and the same work, for any slug. */
    async requestActivationLink(userSlug: string, ip: string) {
      await limits.consume(`activation:ip:${ip}`, RATE_LIMITS.activationPerIp);
      await limits.consume(toAccountBucket('activation:account', userSlug), RATE_LIMITS.activationPerAccount);
      await platform.jobs.enqueue(ACCOUNT_LINK_MAIL_JOB, { purpose: 'activate', slug: userSlug } satisfies AccountLinkMailPayload);
      return { success: true as const, message: MESSAGES.activationSent };
    },

    /** The job behind both requests: finds the account, and mails it a link when it should get one. */
    async sendAccountLinkMail(payload: unknown): Promise<void> {
      const job = payload as AccountLinkMailPayload;
      if (job.purpose === 'reset') {
        const user = await store.users.findByEmail(job.email);
        if (!user || isPlaceholderEmail(user.email)) return;
        const link = await createLink(user, 'reset', RESET_LINK_EXPIRES_MS);
        await platform.mail.send(presentLinkMail('reset', user.email, link, brand, RESET_LINK_EXPIRES_MS));
        return;
      }
      const user = await store.users.findBySlug(job.slug);
      if (!user || user.is_email_verified === 1 || isPlaceholderEmail(user.email)) return;
      const link = await createLink(user, 'activate', ACTIVATION_LINK_EXPIRES_MS);
      await platform.mail.send(presentLinkMail('activate', user.email, link, brand, ACTIVATION_LINK_EXPIRES_MS));
    },

    /**
     * A code that signs a document (issue 18: a release's agreement), mailed to the account's
     * address with the mail `send.mail` makes of it, or texted through the SMS port (sms_outbox)
     * with `send.sms`; the same limits and lifetime as every code. `target` binds the code to
     * what it signs and the channel it went by ('release:12:mobile'), so it signs nothing else.
     */
    async sendSigningCode(userId: number, target: string, ip: string, send: { mail: (code: string) => MailMessage } | { sms: { to: string; text: (code: string) => string } }): Promise<void> {
      await limitSending(userId, 'agreement', ip);
      const code = await issueCode(userId, 'agreement', target);
      if ('mail' in send) await platform.mail.send(send.mail(code));
      else await platform.sms.send({ to: send.sms.to, text: send.sms.text(code) });
    },

    /** Spends a signing code for `target`; any failure is 'Invaild OTP' on the field `otp`. */
    async spendSigningCode(userId: number, target: string, otp: string, ip: string): Promise<void> {
      await spendCode(userId, 'agreement', target, otp, ip);
    },

    /** activate_user_account: the link verifies the e-mail it was mailed to. */
    async activateAccount(uidb64: string, token: string, ip: string) {
      await limits.consume(`link-use:ip:${ip}`, RATE_LIMITS.resetUsePerIp);
      const { link, user } = await openLink('activate', uidb64, token);
      const now = deps.now();
      await store.transaction(async (trx) => {
        if (!(await trx.verification.spendLink(link.id, now))) throw AppError.badRequest(MESSAGES.linkInvalid);
        await trx.users.updateUser(user.id, { is_email_verified: 1, updated_at: now });
      });
      return { success: true as const, message: MESSAGES.emailVerified };
    },
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
