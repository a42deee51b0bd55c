import type { CaptchaPort } from './captcha/captcha.port.ts';
import type { ClockPort } from './clock/clock.port.ts';
import type { FanoutPort } from './fanout/fanout.port.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { MailPort } from './mail/mail.port.ts';
import type { OAuthPort } from './oauth/oauth.port.ts';
import type { Payments } from './payments/create-payments-port.ts';
import type { SmsPort } from './sms/sms.port.ts';
import type { StoragePort } from './storage/storage.port.ts';

/** The outside services, each behind a small port with a local default. */
export type Platform = {
  mail: MailPort;
  captcha: CaptchaPort;
  sms: SmsPort;
  oauth: OAuthPort;
  /** The time; tests move it to check expiry and rate-limit windows. */
  clock: ClockPort;
  /** Publish/subscribe across instances (live updates): in-process, or Redis when REDIS_URL is set. */
  fanout: FanoutPort;
  /** The media store: DATA_DIR/media on disk, or S3 when S3_BUCKET is set. */
  storage: StoragePort;
  /** Durable background jobs (renditions), kept in the database. */
  jobs: JobQueue;
  /** Payment gateways: the sandbox by default, Razorpay with its keys (isFromIndia picks one). */
  payments: Payments;
};
