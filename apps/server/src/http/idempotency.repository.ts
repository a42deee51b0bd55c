import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

export type IdempotencyRow = {
  fingerprint: string;
  state: string;
  locked_until: string;
  status_code: number | null;
  content_type: string | null;
  response_body: string | null;
  expires_at: string;
};

/** The idempotency_keys table: one row per caller and key. */
export function createIdempotencyRepository(db: Database) {
  return {
    /**
     * Takes the key for a request: a new row, or the row of an expired key or of a pending
     * request whose lock ran out (its process died). One statement each, so two retries racing
     * cannot both take it. True when this request holds the key now.
     */
    async claim(input: { owner: string; key: string; fingerprint: string; now: string; lockedUntil: string; expiresAt: string }): Promise<boolean> {
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({ owner: input.owner, idem_key: input.key, fingerprint: input.fingerprint, state: 'pending', locked_until: input.lockedUntil, created_at: input.now, expires_at: input.expiresAt })
        .onConflict((oc) => oc.columns(['owner', 'idem_key']).doNothing())
        .returning('owner')
        .executeTakeFirst();
      if (inserted) return true;
      const taken = await db
        .updateTable('idempotency_keys')
        .set({ fingerprint: input.fingerprint, state: 'pending', locked_until: input.lockedUntil, status_code: null, content_type: null, response_body: null, created_at: input.now, expires_at: input.expiresAt })
        .where('owner', '=', input.owner)
        .where('idem_key', '=', input.key)
        .where((eb) => eb.or([eb('expires_at', '<=', input.now), eb.and([eb('state', '=', 'pending'), eb('locked_until', '<=', input.now)])]))
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) > 0;
    },
    async find(owner: string, key: string): Promise<IdempotencyRow | undefined> {
      return db
        .selectFrom('idempotency_keys')
        .select(['fingerprint', 'state', 'locked_until', 'status_code', 'content_type', 'response_body', 'expires_at'])
        .where('owner', '=', owner)
        .where('idem_key', '=', key)
        .executeTakeFirst();
    },
    /** Keeps the answer of the request that holds the key. */
    async complete(owner: string, key: string, answer: { status: number; contentType: string | null; body: string }): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ state: 'done', status_code: answer.status, content_type: answer.contentType, response_body: answer.body })
        .where('owner', '=', owner)
        .where('idem_key', '=', key)
        .where('state', '=', 'pending')
        .execute();
    },
    /** Lets the key go (the request failed and changed nothing): a retry runs afresh. */
    async release(owner: string, key: string): Promise<void> {
      await db.deleteFrom('idempotency_keys').where('owner', '=', owner).where('idem_key', '=', key).where('state', '=', 'pending').execute();
    },
    async deleteExpired(now: string): Promise<void> {
      await db.deleteFrom('idempotency_keys').where('expires_at', '<=', sql<string>`${now}`).execute();
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
