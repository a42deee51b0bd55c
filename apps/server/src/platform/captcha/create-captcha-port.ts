import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createAltchaCaptchaPort } from './altcha-captcha.adapter.ts';
import type { CaptchaPort } from './captcha.port.ts';
import { createCaptchaSpentRepository } from './captcha-spent.repository.ts';
import { createRecaptchaCaptchaPort } from './recaptcha-captcha.adapter.ts';

/** The robot check of the configuration: reCAPTCHA when its keys are set, else self-hosted ALTCHA. */
export function createCaptchaPort(config: Config, db: Database, logger?: Logger): CaptchaPort {
  if (config.captcha.recaptcha) return createRecaptchaCaptchaPort(config.captcha.recaptcha, logger);
  if (!config.secretKey) {
    // main.ts fills it (ensureSecretKey); without it challenges could not be signed.
    throw new Error('The robot check needs SECRET_KEY (or a data folder to keep a generated one).');
  }
  return createAltchaCaptchaPort(config.secretKey, createCaptchaSpentRepository(db));
}
