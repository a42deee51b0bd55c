import crypto from 'node:crypto';
import os from 'node:os';
import type { Logger } from 'pino';
import { JOB_LEASE_MS, JOB_MAX_ATTEMPTS, JOB_POLL_MS } from '@indiwave/domain/constants';
import type { Database } from '../../db/database.ts';
import type { ClockPort } from '../clock/clock.port.ts';
import { createJobsRepository, type JobRow } from './jobs.repository.ts';

/** Runs one job; a thrown error is a failed attempt (retried until the attempts run out). */
export type JobHandler = (payload: unknown, context: { jobId: number; attempt: number; isLastAttempt: boolean }) => Promise<void>;

/**
 * Durable background jobs in the database (DESIGN: jobs, in-process | queue). Each worker
 * claims one due job at a time with a lease it renews while working; a job whose process died
 * is due again when its lease runs out, so it survives restarts and crashes. Any instance
 * may run any job: the claim is one conditional UPDATE.
 */
export type JobQueue = {
  /** Says how to run a type of job; call before `start`. */
  register(type: string, handler: JobHandler): void;
  /** Stores a job (in the caller's transaction when `db` is given) and wakes the worker. */
  enqueue(type: string, payload: unknown, options?: { db?: Database; runAt?: Date; maxAttempts?: number }): Promise<number>;
  /** Looks for due jobs now (after a transaction that enqueued one has committed). */
  wake(): void;
  /** Starts polling (and wakes at every enqueue). */
  start(): void;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
  /** Runs every due job now and waits for them (tests and scripts); returns how many ran. */
  drain(): Promise<number>;
  /** A job's row, for status checks. */
  findJob(id: number): Promise<JobRow | undefined>;
  /** Calls `listener` after each job this process ran, done or failed (what it changed is committed). */
  onJobDone(listener: () => void): void;
};

/** Retry delay after a failed attempt: 30 s, 60 s, 90 s … */
const RETRY_DELAY_MS = 30_000;

/** The in-process worker over the jobs table. */
export function createJobQueue(options: { db: Database; clock: ClockPort; logger: Logger; pollMs?: number; leaseMs?: number }): JobQueue {
  const repository = createJobsRepository(options.db);
  const handlers = new Map<string, JobHandler>();
  const workerId = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  const pollMs = options.pollMs ?? JOB_POLL_MS;
  const now = () => options.clock.now();
  const inFlight = new Set<Promise<unknown>>();
  const doneListeners: (() => void)[] = [];
  let timer: NodeJS.Timeout | undefined;
  let isStarted = false;
  let isLooping = false;

  async function runJob(job: JobRow): Promise<void> {
    const handler = handlers.get(job.type);
    const startedAt = Date.now();
    const heartbeat = setInterval(() => {
      const at = now();
      repository.renewLease(job.id, workerId, new Date(at.getTime() + leaseMs).toISOString(), at.toISOString()).catch((error: unknown) => options.logger.warn({ err: error, job: job.id }, 'job lease renewal failed'));
    }, Math.max(1_000, Math.floor(leaseMs / 3)));
    heartbeat.unref();
    try {
      // A job that killed its process on every try would otherwise be taken forever.
      if (job.attempts > job.max_attempts) throw new Error('abandoned: its worker stopped during every attempt');
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(JSON.parse(job.payload) as unknown, { jobId: job.id, attempt: job.attempts, isLastAttempt: job.attempts >= job.max_attempts });
      await repository.markDone(job.id, workerId, now().toISOString());
      options.logger.info({ job: job.id, type: job.type, ms: Date.now() - startedAt }, 'job done');
    } catch (error) {
      const isFinal = job.attempts >= job.max_attempts;
      const retryAt = isFinal ? null : new Date(now().getTime() + RETRY_DELAY_MS * job.attempts).toISOString();
      options.logger.error({ err: error, job: job.id, type: job.type, attempt: job.attempts, isFinal }, 'job failed');
      await repository.markFailed(job.id, workerId, String((error as Error)?.message ?? error).slice(0, 2_000), now().toISOString(), retryAt);
    } finally {
      clearInterval(heartbeat);
      for (const listener of doneListeners) listener();
    }
  }

  /**
   * Claims and runs one due job; false when none was due. The whole attempt (look-up, claim,
   * run) counts as in flight from its first step, so `drain` and `stop` never miss a job that
   * this process is about to claim.
   */
  function runNext(): Promise<boolean> {
    const attempt = (async () => {
      const at = now();
      const id = await repository.findDueJobId([...handlers.keys()], at.toISOString());
      if (id === undefined) return false;
      const job = await repository.claimJob(id, workerId, at.toISOString(), new Date(at.getTime() + leaseMs).toISOString());
      if (job) await runJob(job);
      // Lost the race to another worker: look again.
      return true;
    })();
    inFlight.add(attempt);
    void attempt.finally(() => inFlight.delete(attempt)).catch(() => {});
    return attempt;
  }

  async function loop(): Promise<void> {
    if (isLooping || !isStarted) return;
    isLooping = true;
    clearTimeout(timer);
    try {
      while (isStarted && (await runNext()));
    } catch (error) {
      options.logger.error({ err: error }, 'job worker error');
    } finally {
      isLooping = false;
      if (isStarted) {
        timer = setTimeout(() => void loop(), pollMs);
        timer.unref();
      }
    }
  }

  return {
    register(type, handler) {
      handlers.set(type, handler);
    },
    async enqueue(type, payload, enqueueOptions = {}) {
      const at = now();
      const repo = enqueueOptions.db ? createJobsRepository(enqueueOptions.db) : repository;
      const id = await repo.insertJob({
        type,
        payload: JSON.stringify(payload ?? null),
        maxAttempts: enqueueOptions.maxAttempts ?? JOB_MAX_ATTEMPTS,
        runAt: (enqueueOptions.runAt ?? at).toISOString(),
        now: at.toISOString(),
      });
      // Inside a transaction the row is not visible yet; the next poll finds it all the same.
      if (isStarted && !enqueueOptions.db) setImmediate(() => void loop());
      return id;
    },
    wake() {
      if (isStarted) setImmediate(() => void loop());
    },
    start() {
      if (isStarted) return;
      isStarted = true;
      setImmediate(() => void loop());
    },
    async stop() {
      isStarted = false;
      clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
    },
    async drain() {
      let ran = 0;
      for (;;) {
        while (await runNext()) ran++;
        // Attempts of the background loop still under way: wait for them, then look again.
        if (inFlight.size === 0) break;
        await Promise.allSettled([...inFlight]);
      }
      return ran;
    },
    findJob: (id) => repository.findJob(id),
    onJobDone: (listener) => void doneListeners.push(listener),
  };
}
