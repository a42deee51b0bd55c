import crypto from 'node:crypto';
import type { RateLimitRule } from '@indiwave/domain/constants';
import type { Database } from '../db/database.ts';
import type { ClockPort } from '../platform/clock/clock.port.ts';
import { AppError } from './app-error.ts';
import { createRateLimitRepository } from './rate-limit.repository.ts';

// Expired buckets are swept now and then rather than on every hit.
const SWEEP_EVERY_HITS = 200;

/**
 * Fixed-window limits kept in the database, so they hold across instances without Redis.
 * `factor` scales every allowance (RATE_LIMIT_FACTOR). A hit over the limit is refused with 429 and `Retry-After` (seconds until the window ends).
 */
export function createRateLimiter(db: Database, clock: ClockPort, factor = 1) {
  const repository = createRateLimitRepository(db);
  let hits = 0;
  /** Counts one hit and returns the bucket's count in its window. */
  async function hit(bucket: string, rule: RateLimitRule): Promise<{ count: number; retryAfterSeconds: number }> {
    const now = clock.now();
    const { count, reset_at: resetAt } = await repository.hitBucket(bucket, now.toISOString(), new Date(now.getTime() + rule.windowMs).toISOString());
    if (++hits % SWEEP_EVERY_HITS === 0) await repository.deleteExpired(now.toISOString());
    return { count, retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(resetAt) - now.getTime()) / 1000)) };
  }

  return {
    /** Counts one request against a bucket; throws 429 when the window's allowance is spent. */
    async consume(bucket: string, rule: RateLimitRule): Promise<void> {
      const { count, retryAfterSeconds } = await hit(bucket, rule);
      if (count > rule.max * factor) throw AppError.tooManyRequests(retryAfterSeconds);
    },
    /** Counts one hit without refusing: true when the bucket is past its allowance (a softer answer than 429 follows). */
    async isOverAfterHit(bucket: string, rule: RateLimitRule): Promise<boolean> {
      return (await hit(bucket, rule)).count > rule.max * factor;
    },
    /**
     * Takes one counted hit back. Attempts are counted before they run, so parallel requests
     * cannot all slip under a limit; an attempt that turns out not to count (a successful
     * sign-in) is refunded afterwards.
     */
    async refund(bucket: string): Promise<void> {
      await repository.decrementBucket(bucket);
    },
    /** Forgets a bucket: its window starts again from zero. */
    async reset(bucket: string): Promise<void> {
      await repository.deleteBucket(bucket);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** A bucket name for an account key (an e-mail): hashed, so the table holds no addresses. */
export function toAccountBucket(prefix: string, value: string): string {
  return `${prefix}:${crypto.createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}
