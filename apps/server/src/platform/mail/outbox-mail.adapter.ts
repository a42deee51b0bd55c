import type { Logger } from 'pino';
import type { MailMessage, MailPort } from './mail.port.ts';
import type { MailOutboxRepository } from './mail-outbox.repository.ts';

/**
 * The local default: nothing leaves the machine. Each message is kept in the outbox table
 * (readable at /dev/mailbox outside production) and logged, the body only at debug level
 * because it may hold one-time codes.
 */
export function createOutboxMailPort(from: string, outbox: MailOutboxRepository, logger: Logger): MailPort {
  return {
    async send(message: MailMessage): Promise<void> {
      await outbox.insertEntry({ ...message, from, status: 'kept' });
      logger.info({ to: message.to, subject: message.subject }, 'mail kept in the outbox');
      logger.debug({ to: message.to, text: message.text }, 'mail body');
    },
  };
}
