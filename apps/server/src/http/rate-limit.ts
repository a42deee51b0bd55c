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
  return {
    /** Counts one request against a bucket; throws 429 when the window's allowance is spent. */
    async consume(bucket: string, rule: RateLimitRule): Promise<void> {
      const now = clock.now();
      const { count, reset_at: resetAt } = await repository.hitBucket(bucket, now.toISOString(), new Date(now.getTime() + rule.windowMs).toISOString());
      if (++hits % SWEEP_EVERY_HITS === 0) await repository.deleteExpired(now.toISOString());
      if (count > rule.max * factor) {
        throw AppError.tooManyRequests(Math.max(1, Math.ceil((Date.parse(resetAt) - now.getTime()) / 1000)));
      }
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** A bucket name for an account key (an e-mail): hashed, so the table holds no addresses. */
export function toAccountBucket(prefix: string, value: string): string {
  return `${prefix}:${crypto.createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}
