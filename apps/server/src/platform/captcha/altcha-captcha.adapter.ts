import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { z } from 'zod';
import { CAPTCHA_EXPIRES_MS, CAPTCHA_MAX_NUMBER } from '@indiwave/domain/constants';
import type { CaptchaPort } from './captcha.port.ts';
import type { CaptchaSpentRepository } from './captcha-spent.repository.ts';

/** Where the web app's ALTCHA widget fetches its challenge. */
export const ALTCHA_CHALLENGE_URL = '/api/captcha/challenge';

/**
 * The solved payload the widget posts, base64 JSON. We issue SHA-256 challenges only, so any
 * other algorithm is refused before altcha-lib would throw on it.
 */
const payloadSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().min(1),
  number: z.number().int().nonnegative(),
  salt: z.string().min(1),
  signature: z.string().min(1),
});

function decodePayload(answer: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(answer, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Self-hosted ALTCHA (the v1 SHA-256 proof of work, which the v3 widget still solves): the
 * challenge is signed with the server's secret and carries its expiry in the salt, so any
 * instance can verify it without shared state; only spent answers are stored, to refuse reuse.
 */
export function createAltchaCaptchaPort(secretKey: string, spent: CaptchaSpentRepository): CaptchaPort {
  return {
    clientConfig: () => ({ provider: 'altcha', challenge_url: ALTCHA_CHALLENGE_URL }),

    async createChallenge() {
      return createChallenge({
        hmacKey: secretKey,
        algorithm: 'SHA-256',
        maxnumber: CAPTCHA_MAX_NUMBER,
        expires: new Date(Date.now() + CAPTCHA_EXPIRES_MS),
      });
    },

    async verify(answer: string): Promise<boolean> {
      const payload = decodePayload(answer);
      if (!payload) return false;
      // Our challenges always carry an expiry; one without it was not issued here.
      const expiresSeconds = Number.parseInt(extractParams(payload).expires ?? '', 10);
      if (!Number.isFinite(expiresSeconds)) return false;
      if (!(await verifySolution(payload, secretKey, true))) return false;

      const now = new Date();
      await spent.deleteExpired(now.toISOString());
      return spent.spendSignature(payload.signature, new Date(expiresSeconds * 1000).toISOString());
    },
  };
}
