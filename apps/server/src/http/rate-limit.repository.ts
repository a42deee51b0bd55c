import { sql } from 'kysely';
import { writeWithoutWaitingForDisk, type Database } from '../db/database.ts';

/** The rate_limits table: one fixed-window counter per bucket, shared by every instance. */
export function createRateLimitRepository(db: Database) {
  return {
    /**
     * Counts one hit and returns the bucket's count and window end. One upsert does the
     * read, the window reset and the increment, so concurrent requests cannot both slip in
     * as "first" (SET expressions see the row as it was, on SQLite and PostgreSQL alike).
     * A counter: its commit does not wait for the disk, so requests sharing a bucket do not
     * queue behind one another's log flush while each holds the bucket's row.
     */
    async hitBucket(bucket: string, now: string, newResetAt: string): Promise<{ count: number; reset_at: string }> {
      return writeWithoutWaitingForDisk(db, (trx) => trx
        .insertInto('rate_limits')
        .values({ bucket, count: 1, reset_at: newResetAt })
        .onConflict((oc) =>
          oc.column('bucket').doUpdateSet({
            count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
            reset_at: sql<string>`case when rate_limits.reset_at <= ${now} then ${newResetAt} else rate_limits.reset_at end`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow());
    },
    /** One hit fewer (never below zero). */
    async decrementBucket(bucket: string): Promise<void> {
      await db.updateTable('rate_limits').set((eb) => ({ count: eb('count', '-', 1) })).where('bucket', '=', bucket).where('count', '>', 0).execute();
    },
    async deleteBucket(bucket: string): Promise<void> {
      await db.deleteFrom('rate_limits').where('bucket', '=', bucket).execute();
    },
    /** Forgets windows that have ended: an absent bucket counts from zero anyway. */
    async deleteExpired(now: string): Promise<void> {
      await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
