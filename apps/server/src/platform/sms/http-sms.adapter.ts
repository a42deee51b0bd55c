import type { Logger } from 'pino';
import { SMS_TIMEOUT_MS } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';
import type { ClockPort } from '../clock/clock.port.ts';
import type { SmsMessage, SmsPort } from './sms.port.ts';
import type { SmsOutboxRepository } from './sms-outbox.repository.ts';

/**
 * Hands each SMS to the provider at SMS_URL: `POST` with JSON `{ "to": "919876543210",
 * "text": "…" }`; any 2xx is accepted. Credentials travel in the URL (user:password@ or a
 * query key), so one variable configures any gateway that speaks JSON or has a small relay.
 * Every attempt is recorded in the outbox; a failure is logged with its details and reaches
 * the caller as a 502 with a sentence safe to show.
 */
export function createHttpSmsPort(url: string, outbox: SmsOutboxRepository, clock: ClockPort, logger: Logger): SmsPort {
  const endpoint = new URL(url);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (endpoint.username) {
    // fetch refuses URLs with credentials; they become a Basic authorization header.
    headers.authorization = `Basic ${Buffer.from(`${decodeURIComponent(endpoint.username)}:${decodeURIComponent(endpoint.password)}`).toString('base64')}`;
    endpoint.username = '';
    endpoint.password = '';
  }
  return {
    async send(message: SmsMessage): Promise<void> {
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to: message.to, text: message.text }),
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        logger.error({ err: error, to: message.to }, 'sms delivery failed');
        await outbox
          .insertEntry({ ...message, status: 'failed', error: reason, createdAt: clock.now().toISOString() })
          .catch((recordError: unknown) => logger.error({ err: recordError }, 'could not record the failed sms'));
        throw new AppError(502, MESSAGES.smsFailed, 'sms_failed');
      }
      await outbox.insertEntry({ ...message, status: 'sent', createdAt: clock.now().toISOString() });
      logger.info({ to: message.to }, 'sms sent');
    },
  };
}
