import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { ClockPort } from '../clock/clock.port.ts';
import { createHttpSmsPort } from './http-sms.adapter.ts';
import { createOutboxSmsPort } from './outbox-sms.adapter.ts';
import type { SmsPort } from './sms.port.ts';
import { createSmsOutboxRepository } from './sms-outbox.repository.ts';

/** The SMS adapter of the configuration: the HTTP provider when SMS_URL is set, else the outbox only. */
export function createSmsPort(config: Config, db: Database, clock: ClockPort, logger: Logger): SmsPort {
  const outbox = createSmsOutboxRepository(db);
  return config.sms.url ? createHttpSmsPort(config.sms.url, outbox, clock, logger) : createOutboxSmsPort(outbox, clock, logger);
}
