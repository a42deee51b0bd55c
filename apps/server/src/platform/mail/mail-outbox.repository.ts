import type { Database } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';

/** What the outbox records of each message: 'kept' (outbox only), 'sent' or 'failed' over SMTP. */
export type OutboxEntry = {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  status: 'kept' | 'sent' | 'failed';
  error?: string;
};

/** The mail_outbox table: every message the server sent or kept, newest first. */
export function createMailOutboxRepository(db: Database) {
  return {
    /** Records one message. */
    async insertEntry(entry: OutboxEntry): Promise<void> {
      await db
        .insertInto('mail_outbox')
        .values({
          to_address: entry.to,
          from_address: entry.from,
          reply_to: entry.replyTo ?? null,
          subject: entry.subject,
          text_body: entry.text,
          html_body: entry.html ?? null,
          status: entry.status,
          error: entry.error ?? null,
          created_at: nowIso(),
        })
        .execute();
    },
    /** The latest messages, optionally only those to one address (compared case-insensitively). */
    listLatest(options: { limit: number; to?: string }) {
      let query = db
        .selectFrom('mail_outbox')
        .select([
          'id',
          'to_address',
          'from_address',
          'reply_to',
          'subject',
          'text_body',
          'html_body',
          'status',
          'error',
          'created_at',
        ])
        .orderBy('id', 'desc')
        .limit(options.limit);
      if (options.to) query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', options.to!.toLowerCase()));
      return query.execute();
    },
  };
}
export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
export type OutboxRow = Awaited<ReturnType<MailOutboxRepository['listLatest']>>[number];
