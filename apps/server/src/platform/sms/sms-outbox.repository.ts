import type { Database } from '../../db/database.ts';

/** What the outbox records of each message. */
export type SmsOutboxEntry = {
  to: string;
  text: string;
  status: 'kept' | 'sent' | 'failed';
  error?: string;
  createdAt: string;
};

/** The sms_outbox table: every SMS the server sent or kept, newest first. */
export function createSmsOutboxRepository(db: Database) {
  return {
    /** Records one message. */
    async insertEntry(entry: SmsOutboxEntry): Promise<void> {
      await db
        .insertInto('sms_outbox')
        .values({ to_number: entry.to, body: entry.text, status: entry.status, error: entry.error ?? null, created_at: entry.createdAt })
        .execute();
    },
    /** The latest messages, optionally only those to one number. */
    listLatest(options: { limit: number; to?: string }) {
      let query = db.selectFrom('sms_outbox').select(['id', 'to_number', 'body', 'status', 'error', 'created_at']).orderBy('id', 'desc').limit(options.limit);
      if (options.to) query = query.where('to_number', '=', options.to);
      return query.execute();
    },
  };
}
export type SmsOutboxRepository = ReturnType<typeof createSmsOutboxRepository>;
