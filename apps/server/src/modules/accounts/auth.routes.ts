import type { FastifyInstance } from 'fastify';
import { authRoutes as contract } from '@indiwave/domain/contract/auth';
import { MESSAGES } from '@indiwave/domain/messages';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import type { SessionService } from './session.service.ts';
import type { VerificationService } from './verification.service.ts';

const tags = ['auth'];
const NO_STORE = 'no-store';

/** Sign-in, sessions and password links (spec 2 §7 Authentication). */
export async function authRoutes(app: FastifyInstance, options: { session: SessionService; verification: VerificationService }): Promise<void> {
  const { session, verification } = options;

  addRoute(app, contract.obtainAuthToken, async ({ body, request }) => session.signInWithPassword(body, request.ip), { tags });
  addRoute(app, contract.socialLogin, async ({ query, request, reply }) => {
    reply.header('cache-control', NO_STORE);
    return session.signInWithSocial(query, request.ip);
  }, { tags });
  addRoute(app, contract.authProviders, () => session.listProviders(), { tags });
  addRoute(app, contract.logout, async ({ request, reply }) => {
    reply.header('cache-control', NO_STORE);
    await session.signOut(request.user);
    return { success: true as const, message: MESSAGES.loggedOut };
  }, { tags });
  addRoute(app, contract.checkSession, async ({ request, reply }) => {
    reply.header('cache-control', NO_STORE);
    const user = getUser(request);
    return session.describeSession(user.id, user.tokenKey, { ip: request.ip });
  }, { tags });
  addRoute(app, contract.checkPro, async ({ request, reply }) => {
    reply.header('cache-control', NO_STORE);
    const pro = await session.readProState(getUser(request).id);
    return { success: true as const, pro: pro.state, expdays: pro.daysLeft };
  }, { tags });

  addRoute(app, contract.sendForgotPasswordResetEmail, async ({ query, request, reply }) => {
    reply.header('cache-control', NO_STORE);
    return verification.requestPasswordReset(query.email, request.ip);
  }, { tags });
  addRoute(app, contract.resetUserAccountPassword, ({ params, body, request }) =>
    verification.resetPassword(params.uidb64, params.token, body.new_password, request.ip), { tags });
  addRoute(app, contract.sendAccountActivationEmail, ({ body, request }) => verification.requestActivationLink(body.user_slug, request.ip), { tags });
  addRoute(app, contract.activateUserAccount, ({ params, request }) => verification.activateAccount(params.uidb64, params.token, request.ip), { tags });
}
