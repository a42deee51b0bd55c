import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { JobsTable, Tables } from '../../db/tables.ts';

export type JobRow = Selectable<JobsTable>;

/** The jobs table: enqueue, claim with a lease, renew, finish. Portable SQL for both engines. */
export function createJobsRepository(db: Database) {
  /** Due: queued and its time has come, or running under a lease that ran out (its worker died). */
  const isDue = (now: string) => (eb: ExpressionBuilder<Tables, 'jobs'>) =>
    eb.or([
      eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
      eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)]),
    ]);

  return {
    async insertJob(values: { type: string; payload: string; maxAttempts: number; runAt: string; now: string }): Promise<number> {
      const row = await db
        .insertInto('jobs')
        .values({ type: values.type, payload: values.payload, status: 'queued', attempts: 0, max_attempts: values.maxAttempts, run_at: values.runAt, created_at: values.now, updated_at: values.now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The id of the next due job of these types, oldest first. */
    async findDueJobId(types: string[], now: string): Promise<number | undefined> {
      if (types.length === 0) return undefined;
      const row = await db.selectFrom('jobs').select('id').where('type', 'in', types).where(isDue(now)).orderBy('run_at').orderBy('id').limit(1).executeTakeFirst();
      return row?.id;
    },

    /**
     * Takes a due job for one worker: a single conditional UPDATE, so of two workers racing
     * for the same job exactly one gets it. Returns the claimed row, or undefined when lost.
     */
    async claimJob(id: number, workerId: string, now: string, leaseUntil: string): Promise<JobRow | undefined> {
      const result = await db
        .updateTable('jobs')
        .set((eb) => ({ status: 'running', locked_by: workerId, lease_until: leaseUntil, attempts: eb('attempts', '+', 1), updated_at: now }))
        .where('id', '=', id)
        .where(isDue(now))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return undefined;
      return db.selectFrom('jobs').selectAll().where('id', '=', id).where('locked_by', '=', workerId).executeTakeFirst();
    },

    /** Extends the lease of a job this worker still holds. */
    async renewLease(id: number, workerId: string, leaseUntil: string, now: string): Promise<void> {
      await db.updateTable('jobs').set({ lease_until: leaseUntil, updated_at: now }).where('id', '=', id).where('locked_by', '=', workerId).where('status', '=', 'running').execute();
    },

    async markDone(id: number, workerId: string, now: string): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ status: 'done', lease_until: null, finished_at: now, updated_at: now, last_error: null })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .execute();
    },

    /** After a failure: queued again for `retryAt`, or failed for good when retryAt is null. */
    async markFailed(id: number, workerId: string, error: string, now: string, retryAt: string | null): Promise<void> {
      await db
        .updateTable('jobs')
        .set(retryAt ? { status: 'queued', run_at: retryAt, lease_until: null, locked_by: null, last_error: error, updated_at: now } : { status: 'failed', lease_until: null, last_error: error, finished_at: now, updated_at: now })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .execute();
    },

    findJob(id: number): Promise<JobRow | undefined> {
      return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Removes finished jobs older than a time. */
    async deleteFinishedBefore(before: string): Promise<void> {
      await db.deleteFrom('jobs').where('status', 'in', ['done', 'failed']).where('finished_at', '<', before).execute();
    },
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
