import type { Logger } from 'pino';
import { RECAPTCHA_VERIFY_TIMEOUT_MS } from '@indiwave/domain/constants';
import { MESSAGES } from '@indiwave/domain/messages';
import { AppError } from '../../http/app-error.ts';
import type { CaptchaPort } from './captcha.port.ts';

type RecaptchaKeys = { siteKey: string; secretKey: string; verifyUrl: string };

/**
 * Google reCAPTCHA, used when both keys are set: the token is checked by the verify endpoint
 * (form-encoded secret, response and remoteip), which also refuses a token used twice.
 */
export function createRecaptchaCaptchaPort(keys: RecaptchaKeys, logger?: Logger): CaptchaPort {
  return {
    clientConfig: () => ({ provider: 'recaptcha', site_key: keys.siteKey }),

    async createChallenge() {
      // reCAPTCHA challenges come from Google's widget; there is nothing to hand out here.
      throw AppError.notFound(MESSAGES.robotUnavailable);
    },

    async verify(answer: string, remoteIp: string): Promise<boolean> {
      if (!answer) return false;
      try {
        const response = await fetch(keys.verifyUrl, {
          method: 'POST',
          body: new URLSearchParams({ secret: keys.secretKey, response: answer, remoteip: remoteIp }),
          signal: AbortSignal.timeout(RECAPTCHA_VERIFY_TIMEOUT_MS),
        });
        if (!response.ok) {
          logger?.warn({ status: response.status }, 'reCAPTCHA verify answered an error');
          return false;
        }
        const result = (await response.json()) as { success?: unknown; 'error-codes'?: unknown };
        if (result.success !== true) logger?.info({ errors: result['error-codes'] }, 'reCAPTCHA refused an answer');
        return result.success === true;
      } catch (error) {
        // Unreachable verify endpoint: refuse the answer rather than let unchecked forms through.
        logger?.warn({ err: error }, 'reCAPTCHA verify failed');
        return false;
      }
    },
  };
}
