import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { SMTP_TIMEOUT_MS } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';
import type { MailMessage, MailPort } from './mail.port.ts';
import type { MailOutboxRepository } from './mail-outbox.repository.ts';

/**
 * Sends through the SMTP server of SMTP_URL and records each attempt in the outbox, so a
 * failed delivery can be found and resent. A failure is logged with its details and reaches
 * the caller as a 502 with a sentence safe to show, never the server's reply.
 */
export function createSmtpMailPort(
  smtpUrl: string,
  from: string,
  outbox: MailOutboxRepository,
  logger: Logger,
): MailPort {
  const transport = nodemailer.createTransport(
    {
      url: smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    },
    { from },
  );
  return {
    async send(message: MailMessage): Promise<void> {
      try {
        await transport.sendMail({
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        logger.error({ err: error, to: message.to, subject: message.subject }, 'mail delivery failed');
        // The caller must hear about the failed delivery even if recording it fails too.
        await outbox
          .insertEntry({ ...message, from, status: 'failed', error: reason })
          .catch((recordError: unknown) => logger.error({ err: recordError }, 'could not record the failed mail'));
        throw new AppError(502, MESSAGES.mailFailed, 'mail_failed');
      }
      await outbox.insertEntry({ ...message, from, status: 'sent' });
      logger.info({ to: message.to, subject: message.subject }, 'mail sent');
    },
  };
}
