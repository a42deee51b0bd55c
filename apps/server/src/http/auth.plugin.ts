import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionTokenService } from '../modules/accounts/session-token.service.ts';
import type { AuthUser } from './auth-user.ts';
import { requireSignedIn } from '../modules/accounts/access.policy.ts';

declare module 'fastify' {
  // Declaration merging needs an interface: Fastify's request type is one.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The signed-in user of `Authorization: Token <key>`, or null. */
    user: AuthUser | null;
  }
}

const TOKEN_HEADER = /^Token\s+([A-Za-z0-9_-]{20,128})$/i;

/**
 * Reads `Authorization: Token <key>` on every request and attaches `request.user` (null for
 * a visitor, or for a key that is unknown, revoked or idle: a public call then simply sees a
 * visitor, and a signed-in call answers 401 through `requireUser`, which http/route.ts runs on every call the
 * contract marks isAuthRequired).
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { keys: Pick<SessionTokenService, 'authenticate'> }) => {
  const { keys } = options;
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.user = null;
    const match = TOKEN_HEADER.exec(request.headers.authorization?.trim() ?? '');
    if (match) request.user = await keys.authenticate(match[1]);
  });
});

/** The sign-in guard http/route.ts runs on every isAuthRequired call: 401 `{ success: false, error }` without a live session. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  requireSignedIn(request.user);
}

/** The signed-in user of a call guarded by `requireUser`. */
export function getUser(request: FastifyRequest): AuthUser {
  const { user } = request;
  requireSignedIn(user);
  return user;
}
