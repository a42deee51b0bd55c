import type { CaptchaPort } from './captcha/captcha.port.ts';
import type { ClockPort } from './clock/clock.port.ts';
import type { MailPort } from './mail/mail.port.ts';
import type { OAuthPort } from './oauth/oauth.port.ts';
import type { SmsPort } from './sms/sms.port.ts';

/** The outside services, each behind a small port with a local default. */
export type Platform = {
  mail: MailPort;
  captcha: CaptchaPort;
  sms: SmsPort;
  oauth: OAuthPort;
  /** The time; tests move it to check expiry and rate-limit windows. */
  clock: ClockPort;
};
