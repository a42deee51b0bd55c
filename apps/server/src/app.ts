import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { JSON_BODY_LIMIT_BYTES } from '@indiwave/domain/constants';
import type { Config } from './config.ts';
import type { Database, Dialect } from './db/database.ts';
import { authPlugin } from './http/auth.plugin.ts';
import { errorsPlugin } from './http/errors.plugin.ts';
import { idempotencyPlugin } from './http/idempotency.plugin.ts';
import { inputPlugin } from './http/input.plugin.ts';
import { loadSheddingPlugin } from './http/load-shedding.plugin.ts';
import { answerLoopbackOnly } from './http/loopback-only.ts';
import { toTrustProxyOption } from './http/trust-proxy.ts';
import { mediaPlugin } from './http/media.plugin.ts';
import { createPublicReplyCache } from './http/public-reply-cache.plugin.ts';
import { RequestLinesOff, requestLogPlugin } from './http/request-log.plugin.ts';
import { createReplySerializerCompiler } from './http/reply-serializer.ts';
import { openApiPlugin } from './http/openapi.plugin.ts';
import { securityPlugin } from './http/security.plugin.ts';
import { webPlugin } from './http/web.plugin.ts';
import { getContentServices } from './content-services.ts';
import { adsRoutes } from './modules/ads/ads.routes.ts';
import { blogsRoutes } from './modules/blogs/blogs.routes.ts';
import { contentImagesRoutes } from './modules/content-images/content-images.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { siteAnalyticsRoutes } from './modules/site-analytics/site-analytics.routes.ts';
import { accountSettingsRoutes } from './modules/accounts/account-settings.routes.ts';
import { achievementsRoutes } from './modules/achievements/achievements.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { authRoutes } from './modules/accounts/auth.routes.ts';
import { registrationRoutes } from './modules/accounts/registration.routes.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { albumsRoutes } from './modules/catalog/albums.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { createMediaAccess } from './modules/catalog/media-access.service.ts';
import { songsRoutes } from './modules/catalog/songs.routes.ts';
import { videosRoutes } from './modules/catalog/videos.routes.ts';
import { commentsRoutes } from './modules/comments/comments.routes.ts';
import { commerceRoutes } from './modules/commerce/commerce.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { discoveryRoutes } from './modules/discovery/discovery.routes.ts';
import { getLinkPreviewService, linkPreviewRoutes } from './modules/link-preview/link-preview.routes.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { mailboxRoutes } from './modules/mailbox/mailbox.routes.ts';
import { membershipRoutes } from './modules/membership/membership.routes.ts';
import { proPerksRoutes } from './modules/pro-perks/pro-perks.routes.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { opportunitiesRoutes } from './modules/opportunities/opportunities.routes.ts';
import { playerRoutes } from './modules/player/player.routes.ts';
import { playlistsRoutes } from './modules/playlists/playlists.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { promoRoutes } from './modules/promo/promo.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { shareRoutes } from './modules/share/share.routes.ts';
import { socialRoutes } from './modules/social/social.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { tvRoutes } from './modules/tv/tv.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { moderationRoutes } from './modules/moderation/moderation.routes.ts';
import type { Platform } from './platform/platform.ts';
import { sandboxGatewayRoutes } from './platform/payments/sandbox-gateway.routes.ts';
import { smsDevRoutes } from './platform/sms/sms-dev.routes.ts';

/** Everything the app needs from outside; tests build it the same way with their own. */
export type AppDeps = {
  config: Config;
  db: Database;
  dialect: Dialect;
  platform: Platform;
  /** Pino options, or false to keep tests quiet. */
  logger?: boolean | Record<string, unknown>;
};

export type App = FastifyInstance;

/** Builds the Fastify app: plugins, then each module's routes under /api. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: toTrustProxyOption(deps.config.trustProxy),
    logController: new RequestLinesOff(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Tests check every reply against its schema as well (http/reply-serializer.ts).
  app.setSerializerCompiler(createReplySerializerCompiler({ isChecked: deps.config.env === 'test' }));

  await app.register(errorsPlugin);
  await app.register(requestLogPlugin);
  const publicReplies = createPublicReplyCache({ ttlMs: deps.config.publicReplyCacheMs, clock: deps.platform.clock, fanout: deps.platform.fanout, onJobDone: (listener) => deps.platform.jobs.onJobDone(listener) });
  // First: a refused request costs nothing more than its 503.
  await app.register(loadSheddingPlugin, deps.config.loadShedding);
  // Before compression: it keeps the answer of an idempotent call as it was serialized.
  await app.register(idempotencyPlugin, { db: deps.db, clock: deps.platform.clock, secretKey: deps.config.secretKey ?? '' });
  // Before compression, which makes the reply a stream: a visitor's public read is kept as sent.
  await app.register(publicReplies.keepReplies);
  await app.register(securityPlugin, { isHttps: deps.config.isHttps });
  await app.register(inputPlugin);
  await app.register(openApiPlugin, { brandName: deps.config.brand.name });
  // Before the routes: every request knows its signed-in user (or none) from `Authorization: Token`.
  await app.register(authPlugin, { db: deps.db, clock: deps.platform.clock });
  // After the security headers and the load shedding: a kept reply gets the same.
  await app.register(publicReplies.answerFromCache);
  const content = getContentServices(deps, app.log);

  await app.register(
    async (api) => {
      await api.register(systemRoutes, deps);
      await api.register(referenceRoutes, deps);
      await api.register(captchaRoutes, deps);
      await api.register(contactRoutes, deps);
      await api.register(authRoutes, deps);
      await api.register(registrationRoutes, deps);
      await api.register(accountSettingsRoutes, deps);
      await api.register(catalogRoutes, deps);
      await api.register(songsRoutes, deps);
      await api.register(albumsRoutes, deps);
      await api.register(videosRoutes, deps);
      await api.register(playlistsRoutes, deps);
      await api.register(socialRoutes, deps);
      await api.register(playerRoutes, deps);
      await api.register(discoveryRoutes, deps);
      await api.register(searchRoutes, deps);
      await api.register(profileRoutes, deps);
      await api.register(notificationsRoutes, deps);
      await api.register(messagingRoutes, deps);
      await api.register(liveRoutes, deps);
      await api.register(commentsRoutes, deps);
      await api.register(reportsRoutes, deps);
      await api.register(shareRoutes, deps);
      await api.register(linkPreviewRoutes, deps);
      await api.register(promoRoutes, deps);
      await api.register(dashboardRoutes, deps);
      await api.register(analyticsRoutes, deps);
      await api.register(achievementsRoutes, deps);
      await api.register(opportunitiesRoutes, deps);
      await api.register(tvRoutes, deps);
      await api.register(staffRoutes, deps);
      await api.register(auditRoutes, deps);
      await api.register(moderationRoutes, deps);
      await api.register(blogsRoutes, { blogs: content.blogs });
      await api.register(adsRoutes, { ads: content.ads });
      await api.register(siteAnalyticsRoutes, { siteAnalytics: content.siteAnalytics });
      await api.register(contentImagesRoutes, { contentImages: content.contentImages, uploadDir: content.uploadDir });
      await api.register(membershipRoutes, deps);
      await api.register(commerceRoutes, deps);
      await api.register(proPerksRoutes, deps);
    },
    { prefix: '/api' },
  );

  // Private audio is served only through signed links; the catalogue decides what is public.
  await app.register(mediaPlugin, {
    storage: deps.platform.storage,
    secretKey: deps.config.secretKey ?? '',
    clock: deps.platform.clock,
    authorize: createMediaAccess(deps.db, deps.platform.clock),
  });
  // Background jobs (renditions) run once every module has registered its handlers.
  app.addHook('onReady', async () => deps.platform.jobs.start());
  app.addHook('onClose', async () => deps.platform.jobs.stop());
  // Completed days of analytics events are rolled up hourly (and at start).
  app.addHook('onReady', async () => content.siteAnalytics.start());
  app.addHook('onClose', async () => content.siteAnalytics.stop());
  // robots.txt, the sitemap and the blog's feeds live at the root, beside the pages.
  await app.register(seoRoutes, { seo: content.seo });
  // The development mailbox and SMS list show every code and link: never in production
  // (config refuses DEV_TOOLS there), and only to a client on this machine.
  if (deps.config.isDevToolsEnabled && !deps.config.isProduction) {
    await app.register(async (devTools) => {
      devTools.addHook('onRequest', answerLoopbackOnly);
      await devTools.register(mailboxRoutes, deps);
      await devTools.register(smsDevRoutes, deps);
    });
  }
  // The sandbox gateway's own checkout pages, when it is the gateway of anyone (issue 17).
  if (deps.platform.payments.sandbox) await app.register(sandboxGatewayRoutes, { sandbox: deps.platform.payments.sandbox, merchantName: deps.config.brand.name });

  // Shareable pages carry their OpenGraph, Twitter and oEmbed tags in the HTML (link previews).
  const linkPreviews = getLinkPreviewService(deps, app.log);
  await app.register(webPlugin, { distDir: deps.config.webDistDir, renderMeta: (request) => linkPreviews.renderMeta(request.url) });
  return app;
}
