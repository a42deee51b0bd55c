import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { MailPort } from './mail.port.ts';
import { createMailOutboxRepository } from './mail-outbox.repository.ts';
import { createOutboxMailPort } from './outbox-mail.adapter.ts';
import { createSmtpMailPort } from './smtp-mail.adapter.ts';

/** The mail adapter of the configuration: SMTP when SMTP_URL is set, else the outbox only. */
export function createMailPort(config: Config, db: Database, logger: Logger): MailPort {
  const outbox = createMailOutboxRepository(db);
  return config.mail.smtpUrl
    ? createSmtpMailPort(config.mail.smtpUrl, config.mail.from, outbox, logger)
    : createOutboxMailPort(config.mail.from, outbox, logger);
}
