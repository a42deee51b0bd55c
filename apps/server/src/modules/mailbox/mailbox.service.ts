import { DEV_MAILBOX_LIMIT } from '@indiwave/domain/constants';
import type { MailOutboxRepository } from '../../platform/mail/mail-outbox.repository.ts';
import { presentMailboxItems, type MailboxItem } from './mailbox.presenter.ts';

/** Reads the mail outbox for the development mailbox. */
export function createMailboxService(outbox: MailOutboxRepository) {
  return {
    /** The latest messages, optionally only those to one address. */
    async listLatest(to?: string): Promise<MailboxItem[]> {
      return presentMailboxItems(await outbox.listLatest({ limit: DEV_MAILBOX_LIMIT, to }));
    },
  };
}
export type MailboxService = ReturnType<typeof createMailboxService>;
