import type { ContactRequest } from '@indiwave/domain/contract/contact';
import { CONTACT_RATE_LIMIT } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { CaptchaPort } from '../../platform/captcha/captcha.port.ts';
import type { MailPort } from '../../platform/mail/mail.port.ts';
import { presentSupportMail } from './contact.presenter.ts';
import type { ContactRepository } from './contact.repository.ts';

type ContactServiceDeps = {
  repository: ContactRepository;
  limits: RateLimiter;
  captcha: CaptchaPort;
  mail: MailPort;
  supportEmail: string;
  brandName: string;
};

/** The contact form: a per-address limit, the robot check, then the message is stored and mailed to support. */
export function createContactService(deps: ContactServiceDeps) {
  return {
    /**
     * Sends a contact message. The message is stored before it is mailed, so it is never lost
     * when the mail server fails; the sender then gets MESSAGES.mailFailed (502) and can retry.
     */
    async sendContactMessage(input: ContactRequest, ip: string): Promise<void> {
      // Counted before the robot check, so wrong answers use up the allowance too; kept in the
      // database, so the limit holds across instances.
      await deps.limits.consume(`contact:ip:${ip}`, CONTACT_RATE_LIMIT);
      if (!(await deps.captcha.verify(input.recaptcha, ip))) {
        throw AppError.badRequest(MESSAGES.robotFailed, { recaptcha: MESSAGES.robotFailed });
      }
      await deps.repository.insertMessage({
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        ip,
      });
      await deps.mail.send(
        presentSupportMail(input, {
          to: deps.supportEmail,
          brandName: deps.brandName,
          ip,
          sentAt: new Date().toISOString(),
        }),
      );
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
