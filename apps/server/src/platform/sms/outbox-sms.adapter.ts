import type { Logger } from 'pino';
import type { ClockPort } from '../clock/clock.port.ts';
import type { SmsMessage, SmsPort } from './sms.port.ts';
import type { SmsOutboxRepository } from './sms-outbox.repository.ts';

/**
 * The local default: nothing leaves the machine. Each SMS is kept in the sms_outbox table
 * (readable at /dev/sms.json outside production) and logged, the text only at debug level
 * because it holds a one-time code.
 */
export function createOutboxSmsPort(outbox: SmsOutboxRepository, clock: ClockPort, logger: Logger): SmsPort {
  return {
    async send(message: SmsMessage): Promise<void> {
      await outbox.insertEntry({ ...message, status: 'kept', createdAt: clock.now().toISOString() });
      logger.info({ to: message.to }, 'sms kept in the outbox');
      logger.debug({ to: message.to, text: message.text }, 'sms text');
    },
  };
}
