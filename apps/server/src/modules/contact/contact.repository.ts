import type { Database } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';

/** The contact_messages table: every message sent through the contact form. */
export function createContactRepository(db: Database) {
  return {
    /** Stores one message with the address it came from. */
    async insertMessage(message: {
      name: string;
      email: string;
      subject: string;
      message: string;
      ip: string;
    }): Promise<void> {
      await db
        .insertInto('contact_messages')
        .values({ ...message, created_at: nowIso() })
        .execute();
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
