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
  // A visitor's request goes on at once (no promise); a token is looked up.
  app.addHook('onRequest', (request, _reply, done) => {
    request.user = null;
    const { authorization } = request.headers;
    const match = authorization === undefined ? null : TOKEN_HEADER.exec(authorization.trim());
    if (!match) return done();
    keys.authenticate(match[1]).then((user) => {
      request.user = user;
      done();
    }, done);
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
