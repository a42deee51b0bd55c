import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createCaptchaPort } from './captcha/create-captcha-port.ts';
import { createSystemClock, type ClockPort } from './clock/clock.port.ts';
import { createFanoutPort } from './fanout/create-fanout-port.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { createMailPort } from './mail/create-mail-port.ts';
import { createOAuthPort } from './oauth/create-oauth-port.ts';
import { createPaymentsPort } from './payments/create-payments-port.ts';
import { createSmsPort } from './sms/create-sms-port.ts';
import { createStoragePort } from './storage/create-storage-port.ts';
import type { Platform } from './platform.ts';

/**
 * Picks each port's adapter from the configuration: local defaults unless keys are set. Tests
 * pass their own clock, which the job queue then runs by too (a scheduled job is due by it).
 */
export function createPlatform(config: Config, db: Database, logger: Logger, options: { clock?: ClockPort } = {}): Platform {
  const clock = options.clock ?? createSystemClock();
  return {
    mail: createMailPort(config, db, logger),
    captcha: createCaptchaPort(config, db, logger),
    sms: createSmsPort(config, db, clock, logger),
    oauth: createOAuthPort(config, logger),
    clock,
    fanout: createFanoutPort(config, logger),
    storage: createStoragePort(config),
    jobs: createJobQueue({ db, clock, logger }),
    payments: createPaymentsPort(config, db, clock, logger),
  };
}
