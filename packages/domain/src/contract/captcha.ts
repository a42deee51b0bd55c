import { z } from 'zod';
import { defineRoute } from './route.ts';

/** Which robot check the forms show: self-hosted ALTCHA, or reCAPTCHA with its site key. */
export const captchaConfigSchema = z.object({
  success: z.literal(true),
  provider: z.enum(['altcha', 'recaptcha']),
  /** reCAPTCHA site key; absent for ALTCHA. */
  site_key: z.string().optional(),
  /** Where the ALTCHA widget fetches its challenge. */
  challenge_url: z.string().optional(),
});

export const captchaRoutes = {
  config: defineRoute({
    method: 'GET',
    path: '/captcha/config',
    summary: 'The robot check the forms use',
    isAuthRequired: false,
    response: captchaConfigSchema,
  }),
  challenge: defineRoute({
    method: 'GET',
    path: '/captcha/challenge',
    summary: 'A fresh ALTCHA proof-of-work challenge',
    isAuthRequired: false,
    response: z.object({
      algorithm: z.string(),
      challenge: z.string(),
      maxnumber: z.number().optional(),
      salt: z.string(),
      signature: z.string(),
    }),
  }),
} as const;
