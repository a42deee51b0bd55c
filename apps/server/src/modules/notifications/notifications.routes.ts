import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notificationRoutes as contract } from '@indiwave/domain/contract/notifications';
import type { RouteContract } from '@indiwave/domain/contract/route';
import { MESSAGES } from '@indiwave/domain/messages';
import { withProduct } from '@indiwave/domain/rules/brand';
import { AppError } from '../../http/app-error.ts';
import { getUser } from '../../http/auth.plugin.ts';
import { addRoute } from '../../http/route.ts';
import { findNotificationImage } from './notification-images.ts';
import { presentUnsubscribePage } from './notification-mail.presenter.ts';
import type { NotificationsService } from './notifications.service.ts';

const tags = ['notifications'];

/** A person opening the mailed link in a browser gets a page; programs get JSON. */
function isBrowser(request: FastifyRequest): boolean {
  return /\btext\/html\b/.test(request.headers.accept ?? '');
}

/** The bell's calls, team broadcasts, default images, e-mail preferences and unsubscribe links. */
export async function notificationsRoutes(
  app: FastifyInstance,
  options: { notifications: NotificationsService; brandSlug: string; brandName: string; publicUrl: string },
): Promise<void> {
  const service = options.notifications;
  const { brandName } = options;
  const at = <T extends RouteContract>(route: T): T => ({ ...route, path: withProduct(route.path, options.brandSlug) });
  // Sign-in comes from the contract's isAuthRequired (http/route.ts); this only tags the calls.
  const signedIn = { tags };
  const settingsUrl = `${options.publicUrl}/settings`;

  addRoute(app, contract.notifications, async ({ query, request }) => ({ success: true as const, ...(await service.listNotifications(getUser(request).id, query.offset, query.limit)) }), signedIn);
  addRoute(app, contract.unread, async ({ request }) => ({ success: true as const, ...(await service.countUnread(getUser(request).id)) }), signedIn);
  addRoute(app, contract.hide, async ({ body, request }) => ({ success: true as const, message: MESSAGES.notificationHidden, ...(await service.hideNotification(getUser(request).id, body.id)) }), signedIn);
  addRoute(app, contract.toggleReadUnread, async ({ body, request }) => {
    const { result, counts } = await service.toggleReadUnread(getUser(request).id, body.id, body.read_activity as 0 | 1 | undefined);
    return { success: true as const, result, ...counts };
  }, signedIn);
  addRoute(app, contract.markAllRead, async ({ request }) => ({ success: true as const, message: MESSAGES.allNotificationsRead, ...(await service.markAllRead(getUser(request).id)) }), signedIn);
  addRoute(app, contract.broadcast, async ({ body, request }) => ({ success: true as const, message: MESSAGES.broadcastSent, count: await service.sendBroadcast(getUser(request).id, body.text, body.link) }), signedIn);

  addRoute(app, contract.image, ({ params, reply }) => {
    const svg = findNotificationImage(params.file);
    if (!svg) throw AppError.notFound();
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  }, { tags });

  addRoute(app, at(contract.emailPreferences), async ({ request }) => ({ success: true as const, result: await service.readEmailPreferences(getUser(request).id) }), signedIn);
  addRoute(app, at(contract.saveEmailPreferences), async ({ body, request }) => ({
    success: true as const,
    message: MESSAGES.emailPreferencesSaved,
    result: await service.saveEmailPreferences(getUser(request).id, body),
  }), signedIn);

  /** Unsubscribes; a browser sees a page (also for a bad link), anything else JSON. */
  async function unsubscribe(token: string, request: FastifyRequest, reply: FastifyReply) {
    try {
      const done = await service.unsubscribe(token);
      if (isBrowser(request)) return reply.type('text/html; charset=utf-8').send(presentUnsubscribePage(brandName, done.message, settingsUrl));
      return { success: true as const, message: done.message, result: { type: done.type, is_enabled: false as const } };
    } catch (error) {
      if (!(error instanceof AppError) || !isBrowser(request)) throw error;
      return reply.status(error.status).type('text/html; charset=utf-8').send(presentUnsubscribePage(brandName, error.message, settingsUrl));
    }
  }
  // GET is the link in the mail; it changes a preference because mail links can only be
  // opened, and the change is harmless and undone in /settings (docs/decisions.md).
  addRoute(app, contract.unsubscribe, ({ params, request, reply }) => unsubscribe(params.token, request, reply), { tags });
  // Mail programs post 'List-Unsubscribe=One-Click' as a form (RFC 8058); the body says nothing more.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
  addRoute(app, contract.unsubscribeOneClick, ({ params, request, reply }) => unsubscribe(params.token, request, reply), { tags });
}
