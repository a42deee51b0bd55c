import type { FastifyInstance } from 'fastify';
import { captchaRoutes as contract } from '@indiwave/domain/contract/captcha';
import type { CaptchaPort } from '../../platform/captcha/captcha.port.ts';
import { addRoute } from '../../http/route.ts';

// Each challenge is single-use and expires: no cache may hand the same one to two people.
const NO_STORE = 'no-store';

/** GET /api/captcha/config and GET /api/captcha/challenge: what the forms' robot check needs. */
export async function captchaRoutes(app: FastifyInstance, options: { captcha: CaptchaPort }): Promise<void> {
  const { captcha } = options;
  addRoute(
    app,
    contract.config,
    ({ reply }) => {
      reply.header('cache-control', NO_STORE);
      return { success: true as const, ...captcha.clientConfig() };
    },
    { tags: ['captcha'] },
  );
  addRoute(
    app,
    contract.challenge,
    async ({ reply }) => {
      reply.header('cache-control', NO_STORE);
      return captcha.createChallenge();
    },
    { tags: ['captcha'] },
  );
}
