import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { JSON_BODY_LIMIT_BYTES } from '@indiwave/domain/constants';
import type { AppDeps } from './app-deps.ts';
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
import { createFirstView } from './http/first-view.ts';
import { webPlugin } from './http/web.plugin.ts';
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
import { songsRoutes } from './modules/catalog/songs.routes.ts';
import { videosRoutes } from './modules/catalog/videos.routes.ts';
import { commentsRoutes } from './modules/comments/comments.routes.ts';
import { commerceRoutes } from './modules/commerce/commerce.routes.ts';
import { paymentsRoutes } from './modules/commerce/payments.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { discoveryRoutes } from './modules/discovery/discovery.routes.ts';
import { linkPreviewRoutes } from './modules/link-preview/link-preview.routes.ts';
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
import { pitchAnswerRoutes } from './modules/promo/pitch-answer.routes.ts';
import { promoRoutes } from './modules/promo/promo.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { shareRoutes } from './modules/share/share.routes.ts';
import { socialRoutes } from './modules/social/social.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { tvRoutes } from './modules/tv/tv.routes.ts';
import { agreementTemplateRoutes } from './modules/distribution/agreement-templates.routes.ts';
import { distributionRoutes } from './modules/distribution/releases.routes.ts';
import { revenueRoutes } from './modules/revenue/revenue.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { broadcastsRoutes } from './modules/broadcasts/broadcasts.routes.ts';
import { figuresRoutes } from './modules/figures/figures.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { moderationRoutes } from './modules/moderation/moderation.routes.ts';
import { sandboxGatewayRoutes } from './platform/payments/sandbox-gateway.routes.ts';
import { smsDevRoutes } from './platform/sms/sms-dev.routes.ts';
import { createServices } from './services.ts';

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
  // Every service, built once in dependency order; each routes plugin gets the ones it calls.
  const services = createServices(deps, app.log);
  // Before the routes: every request knows its signed-in user (or none) from `Authorization: Token`.
  await app.register(authPlugin, { keys: services.session.keys });
  // After the security headers and the load shedding: a kept reply gets the same.
  await app.register(publicReplies.answerFromCache);
  const { catalog, commerce, promo } = services;
  const { brand } = deps.config;

  await app.register(
    async (api) => {
      await api.register(systemRoutes, { system: services.system });
      await api.register(referenceRoutes, { reference: services.reference, admin: services.referenceAdmin });
      await api.register(captchaRoutes, { captcha: deps.platform.captcha });
      await api.register(contactRoutes, { contact: services.contact });
      await api.register(authRoutes, { session: services.session, verification: services.verification });
      await api.register(registrationRoutes, { registration: services.registration, verification: services.verification });
      await api.register(accountSettingsRoutes, { settings: services.settings, verification: services.verification, brandSlug: brand.slug });
      await api.register(catalogRoutes, { uploads: catalog.uploads, lists: catalog.lists, downloads: catalog.downloads, tempDir: catalog.tempDir, brandSlug: brand.slug });
      await api.register(songsRoutes, { songs: catalog.songs, albums: catalog.albums, tempDir: catalog.tempDir });
      await api.register(albumsRoutes, { albums: catalog.albums });
      await api.register(videosRoutes, { videos: catalog.videos, albums: catalog.albums, lists: catalog.lists, brandSlug: brand.slug });
      await api.register(playlistsRoutes, { playlists: services.playlists, tempDir: catalog.tempDir, brandSlug: brand.slug });
      await api.register(socialRoutes, { social: services.social, brandSlug: brand.slug });
      await api.register(playerRoutes, { player: services.player });
      await api.register(discoveryRoutes, { discovery: services.discovery, brandSlug: brand.slug });
      await api.register(searchRoutes, { search: services.search });
      await api.register(profileRoutes, { profile: services.profile, tempDir: catalog.tempDir, brandSlug: brand.slug });
      await api.register(notificationsRoutes, { notifications: services.notifications, brandSlug: brand.slug, brandName: brand.name, publicUrl: deps.config.publicUrl });
      await api.register(messagingRoutes, { messaging: services.messaging });
      await api.register(liveRoutes, { live: services.live });
      await api.register(commentsRoutes, { comments: services.comments });
      await api.register(reportsRoutes, { reports: services.reports });
      await api.register(shareRoutes, { share: services.share });
      await api.register(linkPreviewRoutes, { linkPreviews: services.linkPreviews });
      await api.register(promoRoutes, { ...promo, membership: services.membership });
      await api.register(pitchAnswerRoutes, { radio: promo.radio });
      await api.register(dashboardRoutes, { dashboard: services.dashboard });
      await api.register(analyticsRoutes, { analytics: services.analytics });
      await api.register(achievementsRoutes, { achievements: services.achievements });
      await api.register(opportunitiesRoutes, { opportunities: services.opportunities, review: services.opportunityReview });
      await api.register(tvRoutes, { tv: services.tv, review: services.tvReview, programmes: services.tvProgrammes, tempDir: catalog.tempDir });
      await api.register(distributionRoutes, { releases: services.releases, review: services.releaseReview, tempDir: catalog.tempDir });
      await api.register(agreementTemplateRoutes, { templates: services.agreementTemplates });
      await api.register(revenueRoutes, { revenue: services.revenue, tempDir: catalog.tempDir, brandSlug: brand.slug });
      await api.register(staffRoutes, { staff: services.staff });
      await api.register(auditRoutes, { audit: services.audit });
      await api.register(moderationRoutes, { moderation: services.moderation });
      await api.register(broadcastsRoutes, { broadcasts: services.broadcasts });
      await api.register(figuresRoutes, { figures: services.figures });
      await api.register(blogsRoutes, { blogs: services.blogs });
      await api.register(adsRoutes, { ads: services.ads });
      await api.register(siteAnalyticsRoutes, { siteAnalytics: services.siteAnalytics });
      await api.register(contentImagesRoutes, { contentImages: services.contentImages, uploadDir: catalog.tempDir });
      await api.register(membershipRoutes, { membership: services.membership, checkout: commerce.checkout });
      await api.register(commerceRoutes, commerce);
      await api.register(paymentsRoutes, { paymentEvents: commerce.paymentEvents });
      await api.register(proPerksRoutes, { proPerks: services.proPerks });
    },
    { prefix: '/api' },
  );

  // Private audio is served only through signed links; the catalogue decides what is public.
  await app.register(mediaPlugin, {
    storage: deps.platform.storage,
    secretKey: deps.config.secretKey ?? '',
    clock: deps.platform.clock,
    authorize: services.mediaAccess,
  });
  // Background work (the job queue, the catalogue's sweep, the analytics roll-up) starts once every route is registered.
  app.addHook('onReady', async () => services.start());
  app.addHook('onClose', async () => services.stop());
  // robots.txt, the sitemap and the blog's feeds live at the root, beside the pages.
  await app.register(seoRoutes, { seo: services.seo });
  // The development mailbox and SMS list show every code and link: never in production
  // (config refuses DEV_TOOLS there), and only to a client on this machine.
  if (deps.config.isDevToolsEnabled && !deps.config.isProduction) {
    await app.register(async (devTools) => {
      devTools.addHook('onRequest', answerLoopbackOnly);
      await devTools.register(mailboxRoutes, { mailbox: services.mailbox, brandName: brand.name });
      await devTools.register(smsDevRoutes, { outbox: services.smsOutbox, isProduction: deps.config.isProduction });
    });
  }
  // The sandbox gateway's own checkout pages, when it is the gateway of anyone (issue 17).
  if (deps.platform.payments.sandbox) await app.register(sandboxGatewayRoutes, { sandbox: deps.platform.payments.sandbox, merchantName: brand.name });

  // Shareable pages carry their OpenGraph, Twitter and oEmbed tags in the HTML (link previews).
  await app.register(webPlugin, {
    distDir: deps.config.webDistDir,
    renderMeta: (request) => services.linkPreviews.renderMeta(request.url),
    renderFirstView: createFirstView(app, brand.slug),
  });
  return app;
}
